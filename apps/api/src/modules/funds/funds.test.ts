import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Fund, FundManager, FundQueryResult, ShareHistoric, SharePerformance } from '@tirr/contracts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { fundsRepository } from './funds.repository';
import { seedOfflineFunds } from './funds.seed';

// Saturday 21/11/2026, 12:00 in Buenos Aires; Monday 23/11/2026 is a holiday.
const NOW = new Date('2026-11-21T15:00:00Z');
const TODAY = '2026-11-21';
let t: TestApp;
let seed: Awaited<ReturnType<typeof seedOfflineFunds>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  seed = await seedOfflineFunds(fundsRepository(t.database.db), TODAY);
}, 60_000);
afterAll(async () => t?.close());

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  return { status: response.statusCode, body: response.json() as T };
};
const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

describe('offline fund dataset', () => {
  // Its speed is the start-up bench's (bench/startup.ts: an empty database to the first answer, ≤ 8 s).
  it('is seeded once, and only when the tables are empty', async () => {
    expect(seed.seeded).toBe(true);
    const again = await seedOfflineFunds(fundsRepository(t.database.db), TODAY);
    expect(again.seeded).toBe(false);
  });

  it('has ≥ 8 managers (banks and independents) and ≥ 40 funds of every type', async () => {
    const { body: managers } = await get<FundManager[]>('/funds/managers');
    expect(managers.length).toBeGreaterThanOrEqual(8);
    expect(managers.some((m) => m.is_bank)).toBe(true);
    expect(managers.some((m) => !m.is_bank)).toBe(true);
    expect(managers.find((m) => m.id_gerenciadora === 15)).toMatchObject({
      display: 'Galicia Asset Management',
      is_bank: true,
    });
    expect(managers.find((m) => m.id_gerenciadora === 33)).toMatchObject({ is_bank: false });
    // Every manager card shows its real number of funds (active, with at least one class).
    const counts = await rows<{ manager_id: number; n: number }>(
      sql`select manager_id, count(*)::int as n from funds f where is_active
          and exists (select 1 from fund_shares s where s.fund_id = f.id) group by manager_id`,
    );
    expect(managers.map((m) => [m.id_gerenciadora, m.fondos])).toEqual(
      managers.map((m) => [m.id_gerenciadora, counts.find((c) => c.manager_id === m.id_gerenciadora)?.n ?? 0]),
    );
    expect(managers.every((m) => m.fondos > 0)).toBe(true);
    expect(managers.find((m) => m.id_gerenciadora === 12)!.fondos).toBe(5);
    const types = await rows<{ type: string; currency: string; n: number }>(
      sql`select type, currency, count(*)::int as n from funds group by type, currency`,
    );
    expect(types.reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(40);
    for (const type of ['money_market', 'cer', 'fixed_income', 'equity', 'mixed']) {
      expect(
        types.some((r) => r.type === type),
        type,
      ).toBe(true);
    }
    expect(types.some((r) => r.currency === 'USD')).toBe(true);
    const [mm] = await rows<{ n: number }>(
      sql`select count(*)::int as n from funds where type = 'money_market' and dias_liquidacion <> 0`,
    );
    expect(mm!.n).toBe(0);
    const fees = await rows<{ n: number }>(
      sql`select count(distinct (inversion_min, comision_rescate, hon_admin_ger))::int as n from fund_shares`,
    );
    expect(fees[0]!.n).toBeGreaterThan(10);
  });

  it('holds ≥ 2 years of business-day values with weekend and holiday gaps', async () => {
    const [span] = await rows<{ first: string; last: string; days: number }>(
      sql`select min(date)::text as first, max(date)::text as last, count(distinct date)::int as days from fund_share_values`,
    );
    expect(span!.last).toBe('2026-11-20');
    expect(span!.first <= '2024-11-20').toBe(true);
    expect(span!.days).toBeGreaterThan(500);
    const gaps = await rows<{ n: number }>(
      sql`select count(*)::int as n from fund_share_values where date in ('2025-12-25', '2026-05-25', '2026-11-14', '2026-11-15')`,
    );
    expect(gaps[0]!.n).toBe(0);
    const series = await rows<{ series: string; n: number }>(
      sql`select series, count(*)::int as n from economic_series group by series order by series`,
    );
    expect(Object.fromEntries(series.map((s) => [s.series, s.n]))).toMatchObject({
      cer: expect.any(Number),
      badlar: expect.any(Number),
      cpi: expect.any(Number),
    });
    expect(series.find((s) => s.series === 'cpi')!.n).toBeGreaterThanOrEqual(24);
  });
});

describe('GET /funds/query', () => {
  it('answers exact matches for the objective and similar ones of the same manager', async () => {
    const { status, body } = await get<FundQueryResult>('/funds/query?id_gerenciadora=12&objective=cashflow');
    expect(status).toBe(200);
    expect(body.exactMatches.map((f) => f.name)).toEqual(['Super Ahorro $']);
    expect(body.exactMatches.every((f) => f.type === 'money_market' && f.id_gerenciadora === 12)).toBe(true);
    expect(body.similarMatches.map((f) => f.name)).toEqual(['Super Ahorro Dólares', 'Super Renta Pesos']);
    expect(body.similarMatches.every((f) => f.type === 'fixed_income')).toBe(true);
    const shares = body.exactMatches[0]!.fundShares;
    expect(shares.length).toBeGreaterThan(1);
    expect(shares.every((s) => s.idFundShare === s.id && s.currency === 'ARS')).toBe(true);
    const aums = shares.map((s) => s.aum!);
    expect(aums).toEqual([...aums].sort((a, b) => b - a));
  });

  it.each([
    ['inflation', 'cer'],
    ['fixed', 'fixed_income'],
    ['variable', 'equity'],
  ])('maps %s to %s funds', async (objective, type) => {
    const { body } = await get<FundQueryResult>(`/funds/query?id_gerenciadora=15&objective=${objective}`);
    expect(body.exactMatches.length).toBeGreaterThan(0);
    expect(body.exactMatches.every((f) => f.type === type)).toBe(true);
    expect(body.similarMatches.every((f) => f.type !== type)).toBe(true);
  });

  it('leaves exact matches empty when the manager has no fund of that type', async () => {
    const { body } = await get<FundQueryResult>('/funds/query?id_gerenciadora=45&objective=cashflow');
    expect(body.exactMatches).toEqual([]);
    expect(body.similarMatches.map((f) => f.name)).toEqual(['Schroder Renta Pesos']);
  });

  it.each([
    ['/funds/query?objective=cashflow', 'id_gerenciadora'],
    ['/funds/query?id_gerenciadora=12', 'objective'],
    ['/funds/query?id_gerenciadora=12&objective=crypto', 'objective'],
    ['/funds/query?id_gerenciadora=abc&objective=fixed', 'id_gerenciadora'],
  ])('%s → 400 naming %s', async (url, field) => {
    const { status, body } = await get<{ message: string; details: { field: string }[] }>(url);
    expect(status).toBe(400);
    expect(body.details.map((d) => d.field)).toContain(field);
  });

  it('answers 404 for an unknown manager', async () => {
    const { status, body } = await get<{ message: string }>('/funds/query?id_gerenciadora=9999&objective=fixed');
    expect(status).toBe(404);
    expect(body.message).toMatch(/^id_gerenciadora/);
  });
});

describe('GET /funds/{id}', () => {
  it('answers the fund with its shares and currency, to guests and users alike', async () => {
    const guest = await get<Fund>('/funds/528');
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ id_fondo: 528, currency: 'USD' });
    expect(guest.body.shares.every((s) => s.currency === 'USD')).toBe(true);
    const { accessToken } = await signIn(t.app, 'free@tirr.demo');
    const user = await get<Fund>('/funds/528', bearer(accessToken));
    expect(user.body).toEqual(guest.body);
    expect((await get('/funds/1')).status).toBe(404);
  });
});

describe('share performance and history', () => {
  let shareId: number;
  beforeAll(async () => {
    const { body } = await get<FundQueryResult>('/funds/query?id_gerenciadora=12&objective=variable');
    shareId = body.exactMatches[0]!.fundShares[0]!.idFundShare;
  });
  const valueOn = async (date: string) =>
    (
      await rows<{ value: number }>(
        sql`select value from fund_share_values where share_id = ${shareId} and date = ${date}`,
      )
    )[0]?.value;

  it('uses the last value on or before each date across a weekend', async () => {
    const friday = await get<SharePerformance>(`/funds/shares/${shareId}/performance?from=2026-11-13`);
    const saturday = await get<SharePerformance>(`/funds/shares/${shareId}/performance?from=2026-11-14`);
    const sunday = await get<SharePerformance>(`/funds/shares/${shareId}/performance?from=2026-11-15`);
    expect(friday.status).toBe(200);
    for (const r of [friday, saturday, sunday]) {
      expect(r.body.start).toEqual({ date: '2026-11-13', value: await valueOn('2026-11-13') });
      // today is Saturday: the end is Friday's value
      expect(r.body.end).toEqual({ date: '2026-11-20', value: await valueOn('2026-11-20') });
      expect(r.body.to).toBe(TODAY);
    }
    expect(sunday.body.performance).toBeCloseTo(
      (await valueOn('2026-11-20'))! / (await valueOn('2026-11-13'))! - 1,
      12,
    );
    const monday = await get<SharePerformance>(`/funds/shares/${shareId}/performance?from=2026-11-16`);
    expect(monday.body.start!.date).toBe('2026-11-16');
    expect(monday.body.performance).not.toBe(friday.body.performance);
  });

  it('makes the cash available after the settlement days, skipping the weekend and the 23/11 holiday', async () => {
    const { body } = await get<SharePerformance>(`/funds/shares/${shareId}/performance?from=2026-10-22`);
    expect(body.diasLiquidacion).toBe(2);
    // redeemed on Saturday 21 → processed Tuesday 24 (Monday 23 is a holiday) → T+2 = Thursday 26
    expect(body.processedOn).toBe('2026-11-24');
    expect(body.availableOn).toBe('2026-11-26');
  });

  it('is null when there is no value on or before the start', async () => {
    const { body } = await get<SharePerformance>(`/funds/shares/${shareId}/performance?from=2023-06-01`);
    expect(body.start).toBeNull();
    expect(body.performance).toBeNull();
  });

  it.each([
    ['from=21-11-2026', 'from'],
    ['from=2026-02-30', 'from'],
    ['', 'from'],
    ['from=2026-12-01', 'from'],
    ['from=2026-11-10&to=2026-11-01', 'from'],
  ])('rejects ?%s naming %s', async (query, field) => {
    const { status, body } = await get<{ message: string; details: { field: string }[] }>(
      `/funds/shares/${shareId}/performance?${query}`,
    );
    expect(status).toBe(400);
    expect(body.details.map((d) => d.field)).toContain(field);
  });

  it('answers 404 for an unknown share', async () => {
    expect((await get('/funds/shares/424242/performance?from=2026-10-01')).status).toBe(404);
  });

  it('gives the history from the as-of start, with CER and the plazo fijo rate from the same date', async () => {
    const { status, body } = await get<ShareHistoric>(`/funds/shares/${shareId}/historic?from=2026-11-14`);
    expect(status).toBe(200);
    expect(body.values.map((v) => v.date)).toEqual([
      '2026-11-13',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    const { cer, plazoFijo } = body.benchmarks!;
    // The window asked for starts on Saturday 14; the fund's first value is Friday 13: every line starts there.
    expect(cer[0]!.date).toBe('2026-11-13');
    expect(cer.at(-1)!.date).toBe(TODAY);
    expect(plazoFijo.rate).toBe('deposits30');
    expect(plazoFijo.points[0]!.date).toBe('2026-11-13');
    expect(plazoFijo.points.every((p) => p.value > 1 && p.value < 120)).toBe(true);
    // Savers get less than the wholesale rate.
    const [badlar] = await rows<{ value: number }>(
      sql`select value from economic_series where series = 'badlar' and date = '2026-11-13'`,
    );
    expect(plazoFijo.points[0]!.value).toBeLessThan(badlar!.value);
  });

  it('annualises over the days the two values span: Friday to Friday is 7 days whatever the start asked', async () => {
    for (const from of ['2026-11-13', '2026-11-14', '2026-11-15']) {
      const { body } = await get<SharePerformance>(`/funds/shares/${shareId}/performance?from=${from}`);
      expect(body.days).toBe(7);
    }
    // Saturday to Saturday: both ends use Friday's value, so there is nothing to annualise.
    const { body } = await get<SharePerformance>(`/funds/shares/${shareId}/performance?from=2026-11-21`);
    expect(body).toMatchObject({ performance: null, days: null });
  });

  it('never compares a USD class with peso benchmarks', async () => {
    const { body: usdFund } = await get<Fund>('/funds/528');
    const usdShare = usdFund.shares[0]!.id;
    const { status, body } = await get<ShareHistoric>(`/funds/shares/${usdShare}/historic?from=2026-10-22`);
    expect(status).toBe(200);
    expect(body.currency).toBe('USD');
    expect(body.values.length).toBeGreaterThan(15);
    expect(body.benchmarks).toBeNull();
  });

  it('falls back to BADLAR, named as such, when no 30-day deposit rate covers the window', async () => {
    const saved = await rows<{ date: string; value: number }>(
      sql`select date::text as date, value from economic_series where series = 'deposits30' order by date`,
    );
    await t.database.db.execute(sql`delete from economic_series where series = 'deposits30'`);
    try {
      const { body } = await get<ShareHistoric>(`/funds/shares/${shareId}/historic?from=2026-11-14`);
      expect(body.benchmarks!.plazoFijo.rate).toBe('badlar');
      expect(body.benchmarks!.plazoFijo.points[0]!.date).toBe('2026-11-13');
    } finally {
      await fundsRepository(t.database.db).upsertSeries('deposits30', saved);
    }
  });
});

describe('POST /funds/simulation', () => {
  const valid = {
    objective: 'fixed',
    entity: 12,
    fund: 507,
    share: 5071,
    amount: 100000,
    from: '2026-10-22',
    to: TODAY,
  };
  it('records the simulation and answers 202, for a guest too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/funds/simulation', payload: valid });
    expect(response.statusCode).toBe(202);
    const recorded = await rows<{ amount: number; fund_id: number; currency: string }>(
      sql`select amount, fund_id, currency from fund_simulations order by id desc limit 1`,
    );
    expect(recorded[0]).toEqual({ amount: 100000, fund_id: 507, currency: 'ARS' });
  });

  it('turns away the 31st simulation of a minute from one guest address, not another address', async () => {
    const post = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/funds/simulation', payload: valid, remoteAddress });
    for (let i = 0; i < 30; i++) expect((await post('198.51.100.77')).statusCode).toBe(202);
    const limited = await post('198.51.100.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await post('198.51.100.78')).statusCode).toBe(202);
  });

  it.each([
    [{ ...valid, amount: 0 }, 'amount'],
    [{ ...valid, amount: 'mucho' }, 'amount'],
    [{ ...valid, objective: 'x' }, 'objective'],
    [{ ...valid, from: '2026-12-01' }, 'from'],
    [{ ...valid, to: 'hoy' }, 'to'],
  ])('rejects bad input naming the field (%#)', async (payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/funds/simulation', payload });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { details: { field: string }[] }).details.map((d) => d.field)).toContain(field);
  });
});
