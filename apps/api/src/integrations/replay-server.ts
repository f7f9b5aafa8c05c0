/** A local HTTP server that replays fixtures, for the live adapters' tests (no network). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReplayRequest {
  method: string;
  url: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface ReplayAnswer {
  status: number;
  body: string;
  contentType?: string;
  /** Never answer (to test timeouts). */
  hang?: boolean;
}

export async function replayServer(handler: (request: ReplayRequest) => ReplayAnswer | Promise<ReplayAnswer>) {
  const requests: ReplayRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        body: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
      };
      requests.push(request);
      const reply = async () => {
        const answer = await handler(request);
        if (answer.hang) return;
        res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json; charset=utf-8' });
        res.end(answer.body);
      };
      // A handler that throws answers 500 with its message (the test sees it) instead of an unhandled rejection.
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
