import { afterEach, describe, expect, it } from 'vitest';
import { byPath, replayServer } from '../../test/replay-server';
import { UpstreamError } from '../http-json';
import { bcraStatisticsClient } from './client';
import { normalizeSeries } from './normalize';
import { resolveDepositRateSeries } from './catalogue';
import { offlineSeries, offlineSeriesResponse, offlineStatisticsCatalogue } from './offline';

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
    const host = await replayServer(
      byPath({
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
      }),
    );
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
    const host = await replayServer(
      byPath({
        '/estadisticas/v4.0/Monetarias/27': { status: 200, body: page(0, 0, []) },
        '/estadisticas/v4.0/Monetarias/999': {
          status: 400,
          body: { status: 400, errorMessages: ['IdVariable invalida.'] },
        },
        '/estadisticas/v3.0/Monetarias/7': { status: 410, body: { status: 410, errorMessages: ['Gone'] } },
      }),
    );
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
    const host = await replayServer(byPath({ '/estadisticas/v4.0/Monetarias/30': { status: 503, body: {} } }));
    servers.push(host);
    const error = await bcraStatisticsClient({ ...noWait, baseUrl: host.url, retries: 2 })
      .series(30, '2026-01-01', '2026-02-01')
      .catch((e: unknown) => e);
    expect((error as UpstreamError).status).toBe(503);
    expect(host.requests).toHaveLength(3);
  });
});

describe('the BCRA v4 catalogue', () => {
  const item = (idVariable: number, descripcion: string, periodicidad = 'D') => ({
    idVariable,
    descripcion,
    periodicidad,
  });

  it('pages through the catalogue with Limit and Offset', async () => {
    const catalogue = (count: number, offset: number, results: ReturnType<typeof item>[]) => ({
      status: 200,
      metadata: { resultset: { count, offset, limit: 2 } },
      results,
    });
    const host = await replayServer(
      byPath({
        '/estadisticas/v4.0/Monetarias': [
          { status: 200, body: catalogue(3, 0, [item(1, 'Reservas'), item(7, 'BADLAR')]) },
          { status: 200, body: catalogue(3, 2, [item(12, 'Depósitos a 30 días')]) },
        ],
      }),
    );
    servers.push(host);
    const items = await bcraStatisticsClient({ ...noWait, baseUrl: host.url, pageSize: 2 }).catalogue();
    expect(items.map((i) => i.idVariable)).toEqual([1, 7, 12]);
    expect(host.requests.map((r) => new URLSearchParams(r.query).get('Offset'))).toEqual(['0', '2']);
  });

  it.each([
    [
      'prefers a rate for individuals over the all-deposits average',
      [
        item(12, 'Tasas de interés por depósitos a 30 días de plazo en entidades financieras (en % n.a.)'),
        item(
          1210,
          'Tasa de interés de depósitos a plazo fijo de 30-44 días de personas humanas hasta $100.000 (en % n.a.)',
        ),
      ],
      1210,
    ],
    [
      'takes the all-deposits 30-day rate when there is nothing else',
      [
        item(7, 'BADLAR en pesos de bancos privados (en % n.a.)'),
        item(12, 'Tasas de interés por depósitos a 30 días de plazo en entidades financieras (en % n.a.)'),
      ],
      12,
    ],
    [
      'never takes wholesale rates, loans or dollar deposits',
      [
        item(7, 'BADLAR en pesos de bancos privados (en % n.a.)'),
        item(8, 'TM20 en pesos de bancos privados (en % n.a.)'),
        item(14, 'Tasa de interés de préstamos personales a 30 días'),
        item(90, 'Tasa de interés de depósitos a 30 días en dólares'),
      ],
      undefined,
    ],
  ])('%s', (_, items, id) => {
    expect(resolveDepositRateSeries(items)?.idVariable).toBe(id);
  });

  it('the offline catalogue resolves to its 30-day deposit series, which the offline data serves', () => {
    const resolved = resolveDepositRateSeries(offlineStatisticsCatalogue())!;
    expect(resolved.idVariable).toBe(12);
    const raw = offlineSeriesResponse(12, { desde: '2026-08-10', hasta: '2026-08-16', today: '2026-11-21' })!;
    expect(raw.results[0]!.detalle.map((p) => p.fecha)).toEqual([
      '2026-08-14',
      '2026-08-13',
      '2026-08-12',
      '2026-08-11',
      '2026-08-10',
    ]);
    const { badlar, deposits30 } = offlineSeries('2026-11-21');
    expect(deposits30.map((p) => p.fecha)).toEqual(badlar.map((p) => p.fecha));
    expect(deposits30.every((p, i) => p.valor < badlar[i]!.valor)).toBe(true);
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
