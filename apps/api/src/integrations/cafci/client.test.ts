import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { fundsRepository } from '../../modules/funds/funds.repository';
import { syncFunds } from '../../modules/funds/funds.sync';
import { bcraStatisticsClient } from '../bcra-statistics/client';
import { catalogue, daily, ficha } from '../fixtures/cafci';
import { replayServer, type Reply } from '../fixtures/replay-server';
import { cafciClient, CafciDeniedError } from './client';

const noWait = { sleep: async () => undefined, spacingMs: 0, backoffMs: 1, timeoutMs: 2000 };
const denied403: Reply = { status: 403, body: { error: 'Route not allowed' } };
const denied401: Reply = { status: 401, body: { message: 'Unauthorized' } };

/** The daily routes of the fixtures on one host, optionally replaced by a denial. */
function dailyRoutes(override?: Reply): Record<string, Reply> {
  return Object.fromEntries(
    Object.entries(daily).map(([key, body]) => [
      `/estadisticas/informacion/diaria/${key}`,
      override ?? { status: 200, body },
    ]),
  );
}
const bcraRoutes: Record<string, Reply> = {
  '/estadisticas/v4.0/Monetarias/30': {
    status: 200,
    body: {
      status: 200,
      metadata: { resultset: { count: 1, offset: 0, limit: 3000 } },
      results: [{ idVariable: 30, detalle: [{ fecha: '2026-08-18', valor: 702.1 }] }],
    },
  },
  '/estadisticas/v4.0/Monetarias/7': {
    status: 200,
    body: {
      status: 200,
      metadata: { resultset: { count: 1, offset: 0, limit: 3000 } },
      results: [{ idVariable: 7, detalle: [{ fecha: '2026-08-18', valor: 35.5 }] }],
    },
  },
  '/estadisticas/v4.0/Monetarias/27': {
    status: 200,
    body: {
      status: 200,
      metadata: { resultset: { count: 0, offset: 0, limit: 3000 } },
      results: [{ idVariable: 27, detalle: [] }],
    },
  },
};

let database: Database;
let servers: Awaited<ReturnType<typeof replayServer>>[] = [];
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => database?.close());
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  await database.db.execute(
    sql`truncate fund_share_values, fund_shares, funds, fund_managers, economic_series cascade`,
  );
});

async function setup(pub: Record<string, Reply | Reply[]>, legacy: Record<string, Reply | Reply[]>) {
  const catalogueHost = await replayServer({ '/consulta-de-fondos.json': { status: 200, body: catalogue } });
  const pubHost = await replayServer(pub);
  const legacyHost = await replayServer(legacy);
  const bcraHost = await replayServer(bcraRoutes);
  servers.push(catalogueHost, pubHost, legacyHost, bcraHost);
  const cafci = cafciClient({
    ...noWait,
    catalogueUrl: `${catalogueHost.url}/consulta-de-fondos.json`,
    apiHosts: [pubHost.url, legacyHost.url],
  });
  const bcra = bcraStatisticsClient({ ...noWait, baseUrl: bcraHost.url });
  const repository = fundsRepository(database.db);
  const run = () =>
    syncFunds({
      repository,
      cafci,
      bcra,
      variableIds: { cer: 30, badlar: 7, cpi: 27 },
      today: '2026-08-18',
      backfillDays: 5,
    });
  return { run, pubHost, legacyHost, catalogueHost, repository };
}
const values = async () =>
  (
    (await database.db.execute(
      sql`select share_id, date::text as date, value from fund_share_values order by share_id, date`,
    )) as unknown as {
      rows: { share_id: number; date: string; value: number }[];
    }
  ).rows;

describe('CAFCI sync against a replay server', () => {
  it('loads the catalogue and the daily values of each business day, skipping empty days', async () => {
    const { run, pubHost, legacyHost, catalogueHost } = await setup(dailyRoutes(), {});
    const summary = await run();
    expect(summary).toMatchObject({
      managers: 2,
      funds: 4,
      shares: 5,
      emptyDays: 1,
      usedFichaFallback: false,
      errors: [],
    });
    // 15–16 are a weekend and 17 a holiday: never asked for.
    const dates = new Set(pubHost.requests.map((r) => r.path.split('/').at(-1)));
    expect([...dates].sort()).toEqual(['2026-08-13', '2026-08-14', '2026-08-18']);
    expect(legacyHost.requests).toEqual([]);
    expect(pubHost.requests[0]!.headers.origin).toBe('https://www.cafci.org.ar');
    expect(catalogueHost.requests[0]!.query).toMatch(/^\?d=\d+$/);
    const rows = await values();
    // vcp per 1000 (money market rows) and per unit (renta fija rows) are both stored per unit
    expect(rows.find((r) => r.share_id === 9001 && r.date === '2026-08-14')!.value).toBeCloseTo(152.843221, 9);
    expect(rows.find((r) => r.share_id === 9003 && r.date === '2026-08-14')!.value).toBeCloseTo(2.512, 9);
    expect(rows.filter((r) => r.date === '2026-08-18').map((r) => r.share_id)).toEqual([9001, 9004]);
    expect(summary.series).toEqual({ cer: 1, badlar: 1, cpi: 0 });
  });

  it('falls back to the legacy host when the pub API answers 403 "Route not allowed"', async () => {
    const { run, pubHost, legacyHost } = await setup(dailyRoutes(denied403), dailyRoutes());
    const summary = await run();
    expect(summary.usedFichaFallback).toBe(false);
    expect(pubHost.requests.length).toBeGreaterThan(0);
    expect(legacyHost.requests.length).toBe(pubHost.requests.length);
    expect((await values()).length).toBe(12);
  });

  it('uses each class ficha when the daily route is denied on every host (403, then 401)', async () => {
    const fichas: Record<string, Reply> = {
      '/fondo/700/clase/9001/ficha': { status: 200, body: ficha(9001, 700, '152969.9000', '152.9699000') },
      '/fondo/701/clase/9003/ficha': { status: 200, body: ficha(9003, 701, '2513.0000', '') },
    };
    const { run } = await setup({ ...dailyRoutes(denied403), ...fichas }, dailyRoutes(denied401));
    const summary = await run();
    expect(summary.usedFichaFallback).toBe(true);
    const rows = await values();
    expect(rows).toEqual([
      { share_id: 9001, date: '2026-08-18', value: 152.9699 },
      { share_id: 9003, date: '2026-08-18', value: 2.513 },
    ]);
    expect(summary.errors, summary.errors.join('\n')).toHaveLength(3);
  });

  it('retries a 5xx with backoff and reports denial on every host as CafciDeniedError', async () => {
    const host = await replayServer({
      '/estadisticas/informacion/diaria/4/2026-08-14': [
        { status: 502, body: {} },
        { status: 200, body: daily['4/2026-08-14'] },
      ],
      '/fondo/1/clase/1/ficha': denied401,
    });
    servers.push(host);
    const client = cafciClient({ ...noWait, apiHosts: [host.url] });
    const answer = await client.daily(4, '2026-08-14');
    expect('success' in answer && answer.data.length).toBe(3);
    expect(host.requests.filter((r) => r.path.endsWith('2026-08-14'))).toHaveLength(2);
    await expect(client.ficha(1, 1)).rejects.toBeInstanceOf(CafciDeniedError);
    expect(host.requests.filter((r) => r.path.includes('ficha'))).toHaveLength(1);
  });

  it('continues from the last stored date on the next run', async () => {
    const { run, pubHost } = await setup(dailyRoutes(), {});
    await run();
    const before = pubHost.requests.length;
    await run();
    expect(pubHost.requests.slice(before).filter((r) => r.path.includes('diaria'))).toEqual([]);
  });
});
