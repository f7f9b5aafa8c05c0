import type { CreateErrorLogBody, CreatedErrorLog } from '@tirr/contracts';
import { reportError } from '../../shared/api/error-logs';

export type ErrorLog = Omit<CreateErrorLogBody, 'feedback'>;

/** The log body for an unhandled interface error (docs/product.md §3 'Error log', type 'react'). */
export function describeError(error: unknown, path: string): ErrorLog {
  if (error instanceof Error) {
    return {
      type: 'react',
      path,
      description: error.message || error.name || 'Error',
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  let description: string;
  try {
    description = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    description = String(error);
  }
  return { type: 'react', path, description: description || 'Error' };
}

const reported = new WeakMap<object, Promise<CreatedErrorLog | null>>();

/**
 * POST /logs/errors once per error object (render retries and StrictMode must not log twice); resolves
 * to the created log (id and feedback token) or null when it could not be sent.
 */
export function reportOnce(error: unknown, log: ErrorLog): Promise<CreatedErrorLog | null> {
  const send = () =>
    reportError(log).catch((cause: unknown) => {
      console.warn('Could not report the error', cause);
      return null;
    });
  if (typeof error !== 'object' || error === null) return send();
  let pending = reported.get(error);
  if (!pending) {
    pending = send();
    reported.set(error, pending);
  }
  return pending;
}
