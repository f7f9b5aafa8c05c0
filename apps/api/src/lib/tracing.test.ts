import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { startServer } from '../test/server-process';

/**
 * ADR 0134: with OTEL_EXPORTER_OTLP_ENDPOINT the server sends its spans to the collector over OTLP/HTTP.
 * The server runs as `npm start` does (server.ts in a process of its own, the SDK started before the app
 * loads); the collector is a local HTTP server; SIGTERM's graceful shutdown flushes the spans, so the
 * test waits for the process to end, never for a time.
 */
interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
}
interface OtlpSpan {
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const exports: { path: string; contentType: string | undefined; body: OtlpExport }[] = [];
let collector: http.Server;
let endpoint: string;
beforeAll(async () => {
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      exports.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(async () => {
  collector.closeAllConnections();
  await new Promise((resolve) => collector.close(resolve));
});

const text = (attributes: { key: string; value: OtlpValue }[], key: string) =>
  attributes.find((a) => a.key === key)?.value.stringValue;

describe('tracing', () => {
  it('exports a span named after the route of each request to the OTLP endpoint', async () => {
    const port = await freePort();
    const server = startServer(port, {
      DATA_DIR: 'memory://',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      INSTANCE_ID: 'traced-instance-1',
    });
    await server.ready();
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/v1/content/courses/no-such-course`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    expect(exports.length).toBeGreaterThan(0);
    for (const sent of exports) expect([sent.path, sent.contentType]).toEqual(['/v1/traces', 'application/json']);
    const batches = exports.flatMap((sent) => sent.body.resourceSpans);
    const spans = batches.flatMap((batch) => batch.scopeSpans.flatMap((scope) => scope.spans));
    const route = spans.find((span) => span.name === 'GET /api/v1/content/courses/:courseId');
    expect(route, spans.map((span) => span.name).join(', ')).toBeDefined();
    // SERVER, with the route pattern and the answer's status.
    expect(route!.kind).toBe(2);
    expect(text(route!.attributes, 'http.route')).toBe('/api/v1/content/courses/:courseId');
    expect(route!.attributes.find((a) => a.key === 'http.response.status_code')?.value.intValue).toBe(404);
    // Probes make no span; no span carries the raw URL's id as its name.
    expect(spans.some((span) => span.name.includes('healthz') || span.name.includes('no-such-course'))).toBe(false);
    const resource = batches[0]!.resource.attributes;
    expect(text(resource, 'service.name')).toBe('tirr-api');
    expect(text(resource, 'service.instance.id')).toBe('traced-instance-1');
  }, 120_000);
});
