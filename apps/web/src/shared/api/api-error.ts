import type { CREDIT_ERROR_CODES, ErrorEnvelope } from '@tirr/contracts';

/**
 * A failed API call. `envelope` is the API's `{ code, message, details }` when it sent one. `handled`
 * says the client already reacted globally (toast, session-expired or 500 screen), so callers may
 * ignore the error.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly method: string;
  readonly url: string;
  readonly envelope: ErrorEnvelope | null;
  readonly handled: boolean;

  constructor(init: {
    status: number;
    method: string;
    url: string;
    envelope?: ErrorEnvelope | null;
    handled?: boolean;
    message?: string;
  }) {
    super(init.message ?? init.envelope?.message ?? `${init.method} ${init.url} failed with ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.method = init.method;
    this.url = init.url;
    this.envelope = init.envelope ?? null;
    this.handled = init.handled ?? false;
  }

  get code(): string | null {
    return this.envelope?.code ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** CREDIT_ERROR_CODES.taxIdBlocked, typed against the contracts without loading them (first page JS). */
const TAX_ID_BLOCKED: (typeof CREDIT_ERROR_CODES)['taxIdBlocked'] = 'TAX_ID_BLOCKED';

/**
 * A tax id an admin blocked (403 TAX_ID_BLOCKED): 'no disponible' wherever it is refused — a profile, its
 * score and balance pages, a report (ADR 0104).
 */
export function isTaxIdBlocked(error: unknown): boolean {
  return error instanceof ApiError && error.envelope?.code === TAX_ID_BLOCKED;
}

/**
 * A request its caller aborted (the page left, the query was cancelled): never a failure to show (ADR 0136).
 */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
