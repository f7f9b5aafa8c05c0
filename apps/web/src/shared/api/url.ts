/** How the app addresses the API: base, URLs and the request itself (the client and the start-up script). */

/** The API base is versioned (docs/product.md §7). */
export const API_BASE = '/api/v1';

export type QueryValue = string | number | boolean | null | undefined;

/** The absolute URL of an API path with its query (unset values left out). */
export function buildApiUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * The fetch options of an API request: JSON, the interface's language (the document's, ADR 0139: the API
 * answers its messages and files in it), the Bearer token when signed in, a JSON body when given.
 */
export function apiRequestInit(method: string, token: string | null, body?: unknown): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': document.documentElement.lang || 'es',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}
