import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { fundsRepository } from '../../modules/funds/funds.repository';
import { syncFunds } from '../../modules/funds/funds.sync';
import { bcraStatisticsClient } from '../bcra-statistics/client';
import { catalogue, daily, ficha } from './fixtures/answers';
import { emptyPlanillaRows, planillaRows18, planillaXlsx } from './fixtures/planilla';
import { byPath, replayServer, type Reply } from '../../test/replay-server';
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
  // The v4 catalogue: the 30-day deposit rate (id 12) is the plazo fijo benchmark (ADR 0119).
  '/estadisticas/v4.0/Monetarias': {
    status: 200,
    body: {
      status: 200,
      metadata: { resultset: { count: 3, offset: 0, limit: 3000 } },
      results: [
        { idVariable: 7, descripcion: 'BADLAR en pesos de bancos privados (en % n.a.)', periodicidad: 'D' },
        {
          idVariable: 12,
          descripcion: 'Tasas de interés por depósitos a 30 días de plazo en entidades financieras (en % n.a.)',
          periodicidad: 'D',
        },
        { idVariable: 14, descripcion: 'Tasa de interés de préstamos personales', periodicidad: 'D' },
      ],
    },
  },
  '/estadisticas/v4.0/Monetarias/12': {
    status: 200,
    body: {
      status: 200,
      metadata: { resultset: { count: 1, offset: 0, limit: 3000 } },
      results: [{ idVariable: 12, detalle: [{ fecha: '2026-08-18', valor: 31.25 }] }],
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

/** Where the daily spreadsheet is denied unless a test says otherwise (the JSON routes then carry the day). */
const planillaDenied: Reply = { status: 403, body: { error: 'Route not allowed' } };
const xlsxReply = (body: Buffer): Reply => ({
  status: 200,
  body,
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

async function setup(
  pub: Record<string, Reply | Reply[]>,
  legacy: Record<string, Reply | Reply[]>,
  planilla: Reply = planillaDenied,
  bcraOverrides: Record<string, Reply> = {},
) {
  const catalogueHost = await replayServer(
    byPath({
      '/consulta-de-fondos.json': { status: 200, body: catalogue },
      '/pb_get': planilla,
    }),
  );
  const pubHost = await replayServer(byPath(pub));
  const legacyHost = await replayServer(byPath(legacy));
  const bcraHost = await replayServer(byPath({ ...bcraRoutes, ...bcraOverrides }));
  servers.push(catalogueHost, pubHost, legacyHost, bcraHost);
  const cafci = cafciClient({
    ...noWait,
    catalogueUrl: `${catalogueHost.url}/consulta-de-fondos.json`,
    planillaUrl: `${catalogueHost.url}/pb_get`,
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
  return { run, pubHost, legacyHost, catalogueHost, bcraHost, repository };
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
    expect(summary.planilla).toEqual({ status: 'denied', date: null, values: 0, unmatched: 0 });
    const rows = await values();
    // vcp per 1000 (money market rows) and per unit (renta fija rows) are both stored per unit
    expect(rows.find((r) => r.share_id === 9001 && r.date === '2026-08-14')!.value).toBeCloseTo(152.843221, 9);
    expect(rows.find((r) => r.share_id === 9003 && r.date === '2026-08-14')!.value).toBeCloseTo(2.512, 9);
    expect(rows.filter((r) => r.date === '2026-08-18').map((r) => r.share_id)).toEqual([9001, 9004]);
    expect(summary.series).toEqual({ cer: 1, badlar: 1, cpi: 0, deposits30: 1 });
    expect(summary.depositSeries).toBe(12);
  });

  it('stores no plazo fijo rate when the BCRA catalogue has no 30-day deposit series (BADLAR is used)', async () => {
    const onlyWholesale: Reply = {
      status: 200,
      body: {
        status: 200,
        metadata: { resultset: { count: 1, offset: 0, limit: 3000 } },
        results: [{ idVariable: 7, descripcion: 'BADLAR en pesos de bancos privados (en % n.a.)' }],
      },
    };
    const { run, bcraHost } = await setup(dailyRoutes(), {}, planillaDenied, {
      '/estadisticas/v4.0/Monetarias': onlyWholesale,
    });
    const summary = await run();
    expect(summary).toMatchObject({ depositSeries: null, errors: [] });
    expect(summary.series.deposits30).toBe(0);
    expect(bcraHost.requests.some((r) => r.path.endsWith('/Monetarias/12'))).toBe(false);
  });

  it('a failing BCRA catalogue is reported and leaves the rest of the sync in place', async () => {
    const { run } = await setup(dailyRoutes(), {}, planillaDenied, {
      '/estadisticas/v4.0/Monetarias': { status: 400, body: { status: 400, errorMessages: ['Limit invalido.'] } },
    });
    const summary = await run();
    expect(summary.errors).toHaveLength(1);
    expect(summary.errors[0]).toMatch(/^catálogo BCRA: /);
    expect(summary.series).toMatchObject({ cer: 1, badlar: 1, deposits30: 0 });
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
    const host = await replayServer(
      byPath({
        '/estadisticas/informacion/diaria/4/2026-08-14': [
          { status: 502, body: {} },
          { status: 200, body: daily['4/2026-08-14'] },
        ],
        '/fondo/1/clase/1/ficha': denied401,
      }),
    );
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

  it('takes the latest day from the daily spreadsheet and the days before it from the daily route', async () => {
    const xlsx = await planillaXlsx(planillaRows18());
    const { run, pubHost, catalogueHost } = await setup(dailyRoutes(), {}, xlsxReply(xlsx));
    const summary = await run();
    expect(summary.planilla).toEqual({ status: 'ok', date: '2026-08-18', values: 5, unmatched: 1 });
    expect(summary.errors).toEqual([]);
    expect(catalogueHost.requests.find((r) => r.path === '/pb_get')!.headers.origin).toBe('https://www.cafci.org.ar');
    const dates = new Set(pubHost.requests.map((r) => r.path.split('/').at(-1)));
    expect([...dates].sort()).toEqual(['2026-08-13', '2026-08-14']);
    const rows = await values();
    const day = rows.filter((r) => r.date === '2026-08-18');
    expect(day.map((r) => r.share_id)).toEqual([9001, 9002, 9003, 9004, 9005]);
    [152.9699, 160.1035, 2.5129, 8020, 1.0412].forEach((v, i) => expect(day[i]!.value).toBeCloseTo(v, 9));
    expect(rows.filter((r) => r.date === '2026-08-14')).toHaveLength(5);
  });

  it('with the spreadsheet working and the JSON routes denied (2026), stores the day without fichas', async () => {
    const xlsx = await planillaXlsx(planillaRows18());
    const { run, pubHost, legacyHost } = await setup(dailyRoutes(denied403), dailyRoutes(denied401), xlsxReply(xlsx));
    const summary = await run();
    expect(summary).toMatchObject({ usedFichaFallback: false, errors: [], values: 5 });
    expect(pubHost.requests.filter((r) => r.path.includes('ficha'))).toEqual([]);
    expect(legacyHost.requests).toHaveLength(1);
    expect((await values()).map((r) => r.date)).toEqual(Array(5).fill('2026-08-18'));
  });

  it('an empty spreadsheet day counts as empty and the daily route gives the day', async () => {
    const xlsx = await planillaXlsx(emptyPlanillaRows());
    const { run } = await setup(dailyRoutes(), {}, xlsxReply(xlsx));
    const summary = await run();
    expect(summary.planilla.status).toBe('empty');
    expect(summary.emptyDays).toBe(2);
    expect((await values()).filter((r) => r.date === '2026-08-18').map((r) => r.share_id)).toEqual([9001, 9004]);
  });

  it('spreadsheet 401 and daily route denied everywhere: falls back to the fichas', async () => {
    const fichas: Record<string, Reply> = {
      '/fondo/700/clase/9001/ficha': { status: 200, body: ficha(9001, 700, '152969.9000', '152.9699000') },
    };
    const { run } = await setup({ ...dailyRoutes(denied403), ...fichas }, dailyRoutes(denied401), denied401);
    const summary = await run();
    expect(summary.planilla.status).toBe('denied');
    expect(summary.usedFichaFallback).toBe(true);
    expect(await values()).toEqual([{ share_id: 9001, date: '2026-08-18', value: 152.9699 }]);
  });

  it('a spreadsheet that is not an XLSX is an error, and the daily route still gives the days', async () => {
    const { run } = await setup(dailyRoutes(), {}, { status: 200, body: Buffer.from('<html>mantenimiento</html>') });
    const summary = await run();
    expect(summary.planilla.status).toBe('failed');
    expect(summary.errors).toHaveLength(1);
    expect(summary.errors[0]).toMatch(/^planilla: /);
    expect((await values()).length).toBe(12);
  });
});
