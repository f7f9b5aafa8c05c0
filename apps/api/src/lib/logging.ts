import type { DestinationStream } from 'pino';

/** A tax id or DNI in a path (7–11 digits, dashes allowed): never written to the logs. */
const TAX_ID_IN_PATH = /\d{2}-?\d{5,8}-?\d|\d{7,11}/g;

/** The request path for the logs: no query string (it may hold names) and tax ids masked. */
export function loggablePath(url: string): string {
  return (url.split('?')[0] ?? '').replace(TAX_ID_IN_PATH, '[id]');
}

/**
 * Logger options of the server (quality bars, 'Security'): requests are logged with method and masked
 * path only — never bodies, query strings, tokens or cookies — so tax ids and names stay out of the logs.
 */
export function loggerOptions(level: string, stream?: DestinationStream) {
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: loggablePath(req.url),
      }),
    },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(stream ? { stream } : {}),
  };
}
