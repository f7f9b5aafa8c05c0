/** The API base is versioned (spec §7). */
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
