import type { ERROR_CODES, ErrorEnvelope } from '@tirr/contracts';
import type { LazyParser, Parser } from './contract-schema';
import { readAccessToken, renewAccessToken } from '../auth/access-token';
import { notify as defaultNotify, type NotifyInput } from '../notify/notify-store';
import { ApiError } from './api-error';
import { apiStatus as defaultStatus } from './api-events';
import { createLimiter } from './limiter';
import { createRequestSharing } from './shared-requests';
import { API_BASE, apiRequestInit, buildApiUrl, type QueryValue } from './url';

export { API_BASE, type QueryValue } from './url';

/** At most 5 API requests in flight; the rest wait (docs/product.md §7, §9). */
export const MAX_CONCURRENT_REQUESTS = 5;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Validates (and types) the answer: a schema, or a lazily loaded one (`contractSchema`). */
  schema?: Parser<T> | LazyParser<T>;
  signal?: AbortSignal;
  /**
   * `false`: every failure goes to the caller and nothing global happens (no toast, no session-expired
   * or 500 screen). Used by the session bootstrap and the error reporter. Default `true`.
   */
  globalErrors?: boolean;
  /**
   * A 404 is an answer about the resource that the caller shows (a profile that is gone): no 'not found'
   * toast. The other global reactions stay.
   */
  notFoundIsAnswer?: boolean;
  /** Extra request headers (a webhook's signature). */
  headers?: Record<string, string>;
  /**
   * Sent as a third party would send it: no access token, no cookies, no renewal on 401 (the offline
   * checkout delivering Mercado Pago's notifications, ADR 0083).
   */
  anonymous?: boolean;
}

/**
 * A file the API serves (a PDF, a CSV export); `accept` is the type asked for (the `Accept` header). A GET by
 * default; a file made from what is sent (a cheque analysis' PDF) is a POST with its JSON `body`.
 */
export interface FileOptions extends Omit<RequestOptions<Blob>, 'method' | 'body' | 'schema' | 'response'> {
  accept: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** What `send` reads from a successful answer: JSON (or text) checked by the schema, or the bytes of a file. */
interface SendOptions<T> extends RequestOptions<T> {
  accept?: string;
  blob?: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  maxConcurrent?: number;
  fetch?: typeof fetch;
  getToken?: () => string | null;
  /** A new access token after a 401 (default: the session's silent renewal), or null. */
  renewToken?: () => Promise<string | null>;
  status?: Pick<typeof defaultStatus, 'sessionExpired' | 'serverError'>;
  notify?: (input: NotifyInput) => unknown;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  /** A file as a Blob (GET, or POST with a body), through the same limiter, token, renewal and error handling as JSON. */
  file(path: string, options: FileOptions): Promise<Blob>;
  /** Requests running and waiting (for tests and diagnostics). */
  readonly inFlight: number;
  readonly queued: number;
}

/** The error envelope `{ code, message, details? }` (docs/product.md §7), checked without a schema library. */
export function asErrorEnvelope(data: unknown): ErrorEnvelope | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { code, message, details } = data as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return details === undefined ? { code, message } : { code, message, details };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** ERROR_CODES.unavailable, typed against the contracts without loading them (first page JS). */
const UNAVAILABLE: (typeof ERROR_CODES)['unavailable'] = 'UNAVAILABLE';

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE;
  const limiter = createLimiter(options.maxConcurrent ?? MAX_CONCURRENT_REQUESTS);
  const getToken = options.getToken ?? readAccessToken;
  const renewToken = options.renewToken ?? renewAccessToken;
  const status = options.status ?? defaultStatus;
  const toast = options.notify ?? defaultNotify;

  /** docs/product.md §8: what the client does with an error answer before (or instead of) the caller. */
  function react(error: ApiError, opts: RequestOptions<unknown>): ApiError {
    if (opts.globalErrors === false) return error;
    const { status: code, url, method } = error;
    if (code === 401) {
      status.sessionExpired();
      return withHandled(error);
    }
    if (code === 404) {
      // 404 UNAVAILABLE is an answer about a person ('CUIT no disponible', ADR 0102): the caller shows it.
      if (opts.notFoundIsAnswer || error.envelope?.code === UNAVAILABLE) return error;
      toast({ messageKey: 'common:api.notFound', variant: 'error' });
      return withHandled(error);
    }
    if (code >= 500) {
      status.serverError({ method, url, status: code });
      return withHandled(error);
    }
    return error;
  }

  /** The fetch options of one attempt: the API's JSON request, with this request's own headers. */
  function requestInit(method: HttpMethod, token: string | null, opts: SendOptions<unknown>): RequestInit {
    const init = apiRequestInit(method, opts.anonymous ? null : token, opts.body);
    const headers = init.headers as Record<string, string>;
    if (opts.accept) headers.Accept = opts.accept;
    Object.assign(headers, opts.headers);
    if (opts.anonymous) init.credentials = 'omit';
    if (opts.signal) init.signal = opts.signal;
    return init;
  }

  async function send<T>(path: string, opts: SendOptions<T>): Promise<T> {
    const method = opts.method ?? 'GET';
    const url = buildApiUrl(baseUrl, path, opts.query);
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(url, requestInit(method, getToken(), opts));
      // Access tokens live ten minutes (ADR 0110): one the API refused (expired while the tab slept, or
      // its session ended) is renewed once and the request sent again — a 401 means nothing was done.
      if (response.status === 401 && !opts.anonymous) {
        const renewed = await renewToken();
        if (renewed) response = await doFetch(url, requestInit(method, renewed, opts));
      }
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError({ status: 0, method, url, message: cause instanceof Error ? cause.message : String(cause) });
    }

    if (!response.ok) {
      const envelope = asErrorEnvelope(await readBody(response));
      throw react(new ApiError({ status: response.status, method, url, envelope }), opts);
    }
    if (opts.blob) return (await response.blob()) as T;
    return (await readBody(response)) as T;
  }

  const sharing = createRequestSharing();

  /**
   * The answer's data (checked by the caller's schema), through the limiter; identical GETs in flight share
   * one network request (ADR 0136).
   */
  async function request<T>(path: string, opts: SendOptions<T> = {}): Promise<T> {
    const schema = opts.schema && 'load' in opts.schema ? opts.schema.load() : opts.schema;
    // A lazily loaded schema that fails to load only matters if the answer is a success.
    if (schema instanceof Promise) schema.catch(() => undefined);
    const method = opts.method ?? 'GET';
    const raw = { ...opts, schema: undefined };
    const data =
      method === 'GET'
        ? await sharing.run(shareKey(baseUrl, path, raw), opts.signal, (signal) =>
            limiter.run(() => send<unknown>(path, { ...raw, signal })),
          )
        : await limiter.run(() => send<unknown>(path, raw));
    return schema ? (await schema).parse(data) : (data as T);
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    patch: (path, body, opts) => request(path, { ...opts, method: 'PATCH', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
    file: (path, { method = 'GET', ...opts }) => request<Blob>(path, { ...opts, method, blob: true }),
    get inFlight() {
      return limiter.active;
    },
    get queued() {
      return limiter.pending;
    },
  };
}

/** What makes two requests the same one: everything sent, and everything that decides what the client does. */
function shareKey(baseUrl: string, path: string, opts: SendOptions<unknown>): string {
  const { method = 'GET', query, body, accept, blob, anonymous, globalErrors, notFoundIsAnswer, headers } = opts;
  const url = buildApiUrl(baseUrl, path, query);
  return JSON.stringify([method, url, body, accept, blob, anonymous, globalErrors, notFoundIsAnswer, headers]);
}

function withHandled(error: ApiError): ApiError {
  return new ApiError({
    status: error.status,
    method: error.method,
    url: error.url,
    envelope: error.envelope,
    handled: true,
    message: error.message,
  });
}

/** The app's API client. */
export const api: ApiClient = createApiClient();
