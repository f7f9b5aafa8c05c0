/**
 * JSON over HTTP for the live adapters: a timeout per attempt, retries with exponential backoff on network
 * errors, 429 and 5xx, and no retry on other 4xx (401/403 mean "use the fallback", not "try again"). Each
 * attempt and each failure is told to the metrics (lib/upstream-calls.ts, ADR 0134).
 */
import { outcomeOf, upstreamAttempt, upstreamFailure } from '../lib/upstream-calls';

export class UpstreamError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | undefined,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
  /** 401 (needs a non-public token) or 403 (geo-block / "Route not allowed"): switch to a fallback source. */
  get denied(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export interface HttpOptions {
  /** The source as the metrics name it, e.g. 'cafci' (default: the URL's host name). */
  source?: string;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A request: GET unless a method and body are given. */
interface Send {
  method?: 'GET' | 'POST';
  body?: string;
}

/** A request with a timeout per attempt and retries on network errors, 429 and 5xx; `read` turns the body into T. */
async function sendWith<T>(
  url: string,
  options: HttpOptions,
  accept: string,
  read: (response: Response) => Promise<unknown>,
  { method = 'GET', body: payload }: Send = {},
): Promise<T> {
  const { timeoutMs = 15_000, retries = 2, backoffMs = 500, headers = {}, sleep = defaultSleep } = options;
  const doFetch = options.fetch ?? fetch;
  const source = options.source ?? new URL(url).hostname;
  let last: UpstreamError | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    const ended = upstreamAttempt(source);
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(url, {
        method,
        headers: { accept, ...headers },
        ...(payload !== undefined ? { body: payload } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = response.ok ? await read(response) : await readJson(response);
    } catch (error) {
      ended('network_error');
      last = new UpstreamError(url, undefined, undefined, `${url} failed: ${(error as Error).message}`);
      continue;
    }
    const outcome = outcomeOf(response.status);
    ended(outcome);
    if (outcome === 'ok') return body as T;
    last = new UpstreamError(url, response.status, body, `${url} answered ${response.status}`);
    if (outcome === 'client_error') break;
  }
  upstreamFailure(source);
  throw last ?? new UpstreamError(url, undefined, undefined, `${url} failed`);
}

export function getJson<T>(url: string, options: HttpOptions = {}): Promise<T> {
  return sendWith<T>(url, options, 'application/json', readJson);
}

/** POST a JSON body (the caller's headers say its content type and any idempotency key), read the JSON answer. */
export function postJson<T>(url: string, body: unknown, options: HttpOptions = {}): Promise<T> {
  return sendWith<T>(url, options, 'application/json', readJson, { method: 'POST', body: JSON.stringify(body) });
}

/** A binary download (the CAFCI daily spreadsheet), with the same timeouts and retries. */
export function getBytes(url: string, options: HttpOptions = {}): Promise<Buffer> {
  return sendWith<Buffer>(
    url,
    options,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/octet-stream, */*',
    async (response) => Buffer.from(await response.arrayBuffer()),
  );
}
