/**
 * A local HTTP server that answers the live adapters' requests in their tests (no network). The replier
 * decides each answer from the request; `byPath` builds one from recorded answers by path.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReplayRequest {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  path: string;
  /** The query string with its '?', or ''. */
  query: string;
  body: string;
  headers: http.IncomingHttpHeaders;
}
export interface ReplayAnswer {
  status: number;
  body: string | Buffer;
  contentType?: string;
  /** Never answer (to test timeouts). */
  hang?: boolean;
}
export type Replier = (request: ReplayRequest) => ReplayAnswer | Promise<ReplayAnswer>;

/** A recorded answer for `byPath`: a JSON value, or raw bytes (a Buffer) sent with `contentType`. */
export interface Reply {
  status: number;
  body: unknown;
  contentType?: string;
}

/**
 * Answers by path (query string excluded): a reply, or a list of replies served in order (the last
 * repeats); an unknown path gets a 404.
 */
export function byPath(routes: Record<string, Reply | Reply[]>): Replier {
  const served = new Map<string, number>();
  return ({ path }) => {
    const route = routes[path];
    const list =
      route === undefined ? [{ status: 404, body: { error: 'not found' } }] : Array.isArray(route) ? route : [route];
    const n = served.get(path) ?? 0;
    served.set(path, n + 1);
    const reply = list[Math.min(n, list.length - 1)]!;
    return Buffer.isBuffer(reply.body)
      ? { status: reply.status, body: reply.body, contentType: reply.contentType ?? 'application/octet-stream' }
      : {
          status: reply.status,
          body: JSON.stringify(reply.body),
          contentType: reply.contentType ?? 'application/json',
        };
  };
}

export async function replayServer(replier: Replier) {
  const requests: ReplayRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: ReplayRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: url.pathname,
        query: url.search,
        body: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
      };
      requests.push(request);
      const reply = async () => {
        const answer = await replier(request);
        if (answer.hang) return;
        res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json; charset=utf-8' });
        res.end(answer.body);
      };
      // A replier that throws answers 500 with its message (the test sees it) instead of an unhandled rejection.
      reply().catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(error instanceof Error ? error.message : String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
