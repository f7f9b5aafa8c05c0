import type { ErrorEnvelope } from '@tirr/contracts';

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
