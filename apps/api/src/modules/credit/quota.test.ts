import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedTaxId } from '@tirr/domain';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

/** The id the tax agency issues for these ten digits (the demo registry knows no other). */
const cuit = (base: string) => issuedTaxId(base.slice(0, 2) as '20' | '27' | '30', base.slice(2));
const distinct = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => cuit(`${prefix}${String(i).padStart(10 - prefix.length, '0')}`));

let clock = new Date('2026-11-30T20:00:00Z');
let t: TestApp;
let free: string;
let premium: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  free = (await signIn(t.app, 'free@tirr.demo')).accessToken;
  premium = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
});
afterAll(async () => t?.close());

const report = (token: string, taxNumber: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/credit/${taxNumber}/report`, headers: bearer(token) });
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
const availables = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/consultProfiles/getAvailables', headers: bearer(token) })).json();

describe('monthly quota (docs/domain/quota.md)', () => {
  it('50 concurrent reports of distinct CUITs by one free user → exactly 3 succeed', async () => {
    const ids = distinct('2031', 50);
    const responses = await Promise.all(ids.map((id) => report(free, id)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(47);
    expect((await availables(free)).queryLimit).toMatchObject({ limit: 3, used: 3, remaining: 0 });
  });

  it('the 4th distinct tax id answers QUOTA_EXCEEDED with the subscription offer; re-opening is free', async () => {
    const response = await report(free, cuit('2032000000'));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: {
        limit: 3,
        used: 3,
        priceArs: 4550,
        supportEmail: 'soporte@tirr.com.ar',
        resetsAt: '2026-12-01T03:00:00.000Z',
      },
    });
    expect(response.json().message).toContain('ilimitados por ARS 4.550,00 por mes');

    const used = (await t.database.db.execute(
      // The three that succeeded above are the ones stored for this month.
      (await import('drizzle-orm'))
        .sql`select tax_number from credit_quota_usage where month = '2026-11' order by tax_number`,
    )) as unknown as { rows: Array<{ tax_number: string }> };
    const again = await report(free, used.rows[0]!.tax_number);
    expect(again.statusCode).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/consultProfiles/create',
      headers: bearer(free),
      payload: { tax_number: used.rows[1]!.tax_number },
    });
    expect(create.json()).toMatchObject({ alreadyConsulted: true, queryLimit: { used: 3, remaining: 0 } });
  });

  it('registry details and the activity report are part of a report: no slot left → 402, a claimed tax id is free', async () => {
    const fresh = cuit('2032300000');
    for (const url of [`/identity/${fresh}/details`, `/credit/${fresh}/activity-report`]) {
      const response = await get(free, url);
      expect(response.statusCode, url).toBe(402);
      expect(response.json().code, url).toBe('QUOTA_EXCEEDED');
    }
    const claimed = (await t.database.db.execute(
      (await import('drizzle-orm'))
        .sql`select tax_number from credit_quota_usage where month = '2026-11' and user_id = (select id from users where email = 'free@tirr.demo') order by tax_number limit 1`,
    )) as unknown as { rows: Array<{ tax_number: string }> };
    const taxNumber = claimed.rows[0]!.tax_number;
    expect((await get(free, `/identity/${taxNumber}/details`)).statusCode).toBe(200);
    expect((await get(free, `/credit/${taxNumber}/activity-report`)).statusCode).toBe(200);
    expect((await availables(free)).queryLimit).toMatchObject({ used: 3, remaining: 0 });
  });

  it('POST /consultProfiles/create validates and enforces the same quota', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/consultProfiles/create',
      headers: bearer(free),
      payload: { tax_number: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^tax_number:/);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/v1/consultProfiles/create',
      headers: bearer(free),
      payload: { tax_number: cuit('2032100000') },
    });
    expect(over.statusCode).toBe(402);
  });

  it('premium users have no limit', async () => {
    for (const id of distinct('2033', 6)) expect((await report(premium, id)).statusCode).toBe(200);
    expect((await availables(premium)).queryLimit).toMatchObject({ limit: null, used: 6, remaining: null });
  });

  it('the quota starts again in the next Buenos Aires month', async () => {
    clock = new Date('2026-12-01T02:59:00Z'); // still November in Buenos Aires
    expect((await report(free, cuit('2032200000'))).statusCode).toBe(402);
    clock = new Date('2026-12-01T03:00:00Z');
    expect((await report(free, cuit('2032200000'))).statusCode).toBe(200);
    expect((await availables(free)).queryLimit).toMatchObject({
      used: 1,
      remaining: 2,
      resetsAt: '2027-01-01T03:00:00.000Z',
    });
  });

  it('registry details take the slot of their tax id like a report, once a month', async () => {
    // Still December 2026 (previous test): one slot used.
    const a = cuit('2032400000');
    const b = cuit('2032400001');
    expect((await get(free, `/identity/${a}/details`)).statusCode).toBe(200);
    expect((await availables(free)).queryLimit).toMatchObject({ used: 2, remaining: 1 });
    expect((await get(free, `/credit/${a}/activity-report`)).statusCode).toBe(200);
    expect((await report(free, a)).statusCode).toBe(200);
    expect((await availables(free)).queryLimit).toMatchObject({ used: 2, remaining: 1 });
    expect((await get(free, `/credit/${b}/activity-report`)).statusCode).toBe(200);
    expect((await availables(free)).queryLimit).toMatchObject({ used: 3, remaining: 0 });
  });

  it('request premium is recorded once', async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/consultProfiles/createRequestPremium', headers: bearer(free) });
    const first = (await ask()).json();
    const second = (await ask()).json();
    expect(first.premiumRequest.requested).toBe(true);
    expect(second.premiumRequest.requestedAt).toBe(first.premiumRequest.requestedAt);
    expect((await availables(free)).premiumRequest).toEqual(first.premiumRequest);
  });
});

describe('GET /consultProfiles/consulted/{taxNumber}: the confirmation before a new report (ADR 0141)', () => {
  const status = async (token: string, taxNumber: string) => {
    const response = await get(token, `/consultProfiles/consulted/${taxNumber}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const stored = async (table: 'credit_quota_usage' | 'credit_consults', taxNumber: string) => {
    const query = sql`select count(*)::int as n from ${sql.raw(table)} where tax_number = ${taxNumber}`;
    return ((await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  };

  it('says whether a report would use a slot, and uses none, writes no audit row', async () => {
    clock = new Date('2027-02-10T15:00:00Z');
    const fresh = cuit('2034000000');
    for (let i = 0; i < 3; i++) {
      expect(await status(free, fresh)).toEqual({
        taxNumber: fresh,
        consulted: false,
        queryLimit: { limit: 3, used: 0, remaining: 3, resetsAt: '2027-03-01T03:00:00.000Z' },
      });
    }
    expect((await availables(free)).queryLimit).toMatchObject({ used: 0, remaining: 3 });
    expect(await stored('credit_quota_usage', fresh)).toBe(0);
    expect(await stored('credit_consults', fresh)).toBe(0);

    // Confirmed: the report uses the slot (audited as before); asking again says it is free now.
    expect((await report(free, fresh)).statusCode).toBe(200);
    expect(await status(free, fresh)).toMatchObject({ consulted: true, queryLimit: { used: 1, remaining: 2 } });
    expect(await stored('credit_quota_usage', fresh)).toBe(1);
    expect(await stored('credit_consults', fresh)).toBe(1);
    // Another user's consult is not the caller's: premium has not consulted it.
    expect(await status(premium, fresh)).toMatchObject({ consulted: false, queryLimit: { limit: null } });
  });

  it('names the field of a malformed tax id', async () => {
    const response = await get(free, '/consultProfiles/consulted/123');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/taxNumber/);
  });
});
