/**
 * JSON over HTTP for the live adapters: a timeout per attempt, retries with exponential backoff on network
 * errors, 429 and 5xx, and no retry on other 4xx (401/403 mean "use the fallback", not "try again").
 */

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

/** GET with a timeout per attempt and retries on network errors, 429 and 5xx; `read` turns the body into T. */
async function getWith<T>(
  url: string,
  options: HttpOptions,
  accept: string,
  read: (response: Response) => Promise<unknown>,
): Promise<T> {
  const { timeoutMs = 15_000, retries = 2, backoffMs = 500, headers = {}, sleep = defaultSleep } = options;
  const doFetch = options.fetch ?? fetch;
  let last: UpstreamError | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(url, {
        headers: { accept, ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = response.ok ? await read(response) : await readJson(response);
    } catch (error) {
      last = new UpstreamError(url, undefined, undefined, `${url} failed: ${(error as Error).message}`);
      continue;
    }
    if (response.ok) return body as T;
    last = new UpstreamError(url, response.status, body, `${url} answered ${response.status}`);
    if (response.status !== 429 && response.status < 500) throw last;
  }
  throw last ?? new UpstreamError(url, undefined, undefined, `${url} failed`);
}

export function getJson<T>(url: string, options: HttpOptions = {}): Promise<T> {
  return getWith<T>(url, options, 'application/json', readJson);
}

/** A binary download (the CAFCI daily spreadsheet), with the same timeouts and retries. */
export function getBytes(url: string, options: HttpOptions = {}): Promise<Buffer> {
  return getWith<Buffer>(
    url,
    options,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/octet-stream, */*',
    async (response) => Buffer.from(await response.arrayBuffer()),
  );
}
