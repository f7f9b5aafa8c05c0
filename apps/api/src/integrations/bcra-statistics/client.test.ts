import { afterEach, describe, expect, it } from 'vitest';
import { replayServer } from '../fixtures/replay-server';
import { UpstreamError } from '../http-json';
import { bcraStatisticsClient } from './client';
import { normalizeSeries } from './normalize';
import { offlineSeries, offlineSeriesResponse } from './offline';

const noWait = { sleep: async () => undefined, backoffMs: 1, timeoutMs: 2000 };
let servers: Awaited<ReturnType<typeof replayServer>>[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
const page = (count: number, offset: number, detalle: { fecha: string; valor: number }[]) => ({
  status: 200,
  metadata: { resultset: { count, offset, limit: 2 } },
  results: [{ idVariable: 30, detalle }],
});

describe('BCRA statistics v4 client against a replay server', () => {
  it('pages through a series (newest first) and normalises it ascending with weekend gaps', async () => {
    const host = await replayServer({
      '/estadisticas/v4.0/Monetarias/7': [
        {
          status: 200,
          body: page(3, 0, [
            { fecha: '2026-08-18', valor: 35.5 },
            { fecha: '2026-08-14', valor: 35.1 },
          ]),
        },
        { status: 200, body: page(3, 2, [{ fecha: '2026-08-13', valor: 34.9 }]) },
      ],
    });
    servers.push(host);
    const raw = await bcraStatisticsClient({ ...noWait, baseUrl: host.url, pageSize: 2 }).series(
      7,
      '2026-08-13',
      '2026-08-18',
    );
    expect(host.requests.map((r) => new URLSearchParams(r.query).get('Offset'))).toEqual(['0', '2']);
    expect(new URLSearchParams(host.requests[0]!.query).get('Desde')).toBe('2026-08-13');
    expect(normalizeSeries(raw)).toEqual([
      { date: '2026-08-13', value: 34.9 },
      { date: '2026-08-14', value: 35.1 },
      { date: '2026-08-18', value: 35.5 },
    ]);
  });

  it('stops on an empty page and passes a 400 error body on without retrying', async () => {
    const host = await replayServer({
      '/estadisticas/v4.0/Monetarias/27': { status: 200, body: page(0, 0, []) },
      '/estadisticas/v4.0/Monetarias/999': {
        status: 400,
        body: { status: 400, errorMessages: ['IdVariable invalida.'] },
      },
      '/estadisticas/v3.0/Monetarias/7': { status: 410, body: { status: 410, errorMessages: ['Gone'] } },
    });
    servers.push(host);
    const client = bcraStatisticsClient({ ...noWait, baseUrl: host.url });
    expect(normalizeSeries(await client.series(27, '2026-01-01', '2026-02-01'))).toEqual([]);
    const error = await client.series(999, '2026-01-01', '2026-02-01').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(400);
    expect((error as UpstreamError).body).toEqual({ status: 400, errorMessages: ['IdVariable invalida.'] });
    expect(host.requests.filter((r) => r.path.endsWith('/999'))).toHaveLength(1);
  });

  it('retries 429 and 5xx with backoff, then gives up with the last status', async () => {
    const host = await replayServer({ '/estadisticas/v4.0/Monetarias/30': { status: 503, body: {} } });
    servers.push(host);
    const error = await bcraStatisticsClient({ ...noWait, baseUrl: host.url, retries: 2 })
      .series(30, '2026-01-01', '2026-02-01')
      .catch((e: unknown) => e);
    expect((error as UpstreamError).status).toBe(503);
    expect(host.requests).toHaveLength(3);
  });
});

describe('offline BCRA statistics', () => {
  it('serves the v4 shape, newest first, deterministic and consistent across generation dates', () => {
    const raw = offlineSeriesResponse(30, { desde: '2026-08-10', hasta: '2026-08-16', today: '2026-11-21' })!;
    expect(raw.metadata.resultset.count).toBe(7);
    expect(raw.results[0]!.detalle[0]!.fecha).toBe('2026-08-16');
    const again = offlineSeriesResponse(30, { desde: '2026-08-10', hasta: '2026-08-16', today: '2026-09-01' })!;
    expect(again.results).toEqual(raw.results);
    const badlar = offlineSeries('2026-11-21').badlar.map((p) => p.fecha);
    expect(badlar).not.toContain('2026-08-15');
    expect(badlar).not.toContain('2026-08-17');
    expect(offlineSeries('2026-11-21').cpi.every((p) => /-(28|29|30|31)$/.test(p.fecha))).toBe(true);
    expect(offlineSeriesResponse(1, { desde: '2026-01-01', hasta: '2026-02-01', today: '2026-11-21' })).toBeUndefined();
  });
});
