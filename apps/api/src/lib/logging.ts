import os from 'node:os';
import type { DestinationStream } from 'pino';
import { maskTaxIdsInPath, redactText, withoutSqlParameters } from './redact';

/** The request path for the logs: no query string (it may hold names) and tax ids masked, however written. */
export function loggablePath(url: string): string {
  return maskTaxIdsInPath(url.split('?')[0] ?? '');
}

const safe = (text: unknown, error: object) =>
  typeof text === 'string' ? redactText(withoutSqlParameters(text, error)) : text;

/**
 * How an error is written to the logs, wherever it is logged (`log.error({ err })`, `log.error(error)`):
 * type, code, message and stack without SQL parameters or personal data (ADR 0111), and its cause the
 * same way. Other properties are left out: drizzle's query errors carry `params`, database errors a
 * `detail` that may quote a row.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' ? redactText(error) : error;
  const e = error as Record<string, unknown>;
  const type = error instanceof Error ? error.constructor.name : typeof e.type === 'string' ? e.type : 'Object';
  const out: Record<string, unknown> = { type, message: safe(e.message, error) };
  for (const key of ['name', 'code', 'statusCode', 'severity'] as const) {
    if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  }
  if (e.stack !== undefined) out.stack = safe(e.stack, error);
  if (e.cause !== undefined && depth < 3) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/** The name of this process on its log lines when INSTANCE_ID does not give one (config.ts). */
export const defaultInstanceId = () => `${os.hostname()}:${process.pid}`;

/**
 * Logger options of the server (docs/architecture.md §7, security): requests are logged with method and masked
 * path only — never bodies, query strings, tokens or cookies — so tax ids and names stay out of the logs.
 * Every line names the instance that wrote it, and a request's lines its `requestId` (ADR 0134).
 */
export function loggerOptions(level: string, stream?: DestinationStream, instance = defaultInstanceId()) {
  return {
    level,
    base: { pid: process.pid, hostname: os.hostname(), instance },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: loggablePath(req.url),
      }),
      err: (error: Error) => loggableError(error) as { type: string; message: string; stack: string },
    },
    hooks: {
      // `log.error(error)` would take the error's raw message as the line's msg: serialize it as `err`.
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        const [first, ...rest] = args;
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest : [safe(first.message, first)];
          return method.apply(this, [{ err: first }, ...message]);
        }
        return method.apply(this, args);
      },
    },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(stream ? { stream } : {}),
  };
}
