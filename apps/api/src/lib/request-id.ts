/**
 * Every request has an id (ADR 0134): the proxy's `X-Request-Id` when it is a plausible one, else a new
 * UUID. It is on every log line of the request (`requestId`) and answered in `X-Request-Id`, so one request
 * can be followed through the proxy, whichever instance served it, and the logs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids proxies give (UUIDs, nginx's 32 hex digits, trace ids): 8 to 128 of these characters, nothing else. */
const PLAUSIBLE = /^[A-Za-z0-9._:+=/-]{8,128}$/;

/** The incoming id when it is plausible, else a new one (a repeated header arrives joined by ', ': refused). */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && PLAUSIBLE.test(header) ? header : randomUUID();
}

/**
 * Fastify's options for the id. `requestIdHeader` stays off: Fastify would take the header as it comes,
 * unchecked; `genReqId` reads and checks it instead. The log label is set through the log controller
 * (the top-level `requestIdLogLabel` is deprecated).
 */
export function requestIdOptions() {
  return {
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (request: IncomingMessage) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
  } as const;
}

/** Answers the id on every reply, errors and 404s included (the first hook of the app). */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
