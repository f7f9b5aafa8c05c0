import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyDecision, policyPreview } from '@tirr/contracts';
import { CONSERVADORA } from '@tirr/domain';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { seedPortfolio, userIdByEmail } from '../../test/portfolio-seed';

const clock = new Date('2026-11-26T15:00:00Z');
const conservadora = { name: 'Conservadora', ...(JSON.parse(JSON.stringify(CONSERVADORA.policy)) as object) };
/** A draft with one rule on the balance and a limit: who has a balance, and its figures. */
const balanceDraft = {
  name: 'Balances',
  rules: [
    { id: 'sin-balance', outcome: 'OBSERVAR', reason: 'Sin balance.', condition: { kind: 'NO_BALANCE' } },
    {
      id: 'balance-bueno',
      outcome: 'APROBAR',
      reason: 'Balance con score.',
      condition: { kind: 'BALANCE_SCORE', op: 'ABOVE', value: 1 },
    },
  ],
  limit: { terms: [{ base: 'PATRIMONIO_NETO', percent: 10 }] },
};
const PROFILES = [DEMO_CASES.clean, DEMO_CASES.deteriorating, DEMO_CASES.legalFlags, DEMO_CASES.cheques];

let t: TestApp;
let premium: string;
let sysadmin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  premium = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
  sysadmin = (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken;
}, 180_000);
afterAll(async () => t?.close());

const call = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
const preview = async (policy: object, token = premium) => {
  const response = await call(token, '/policy/preview', { policy });
  expect(response.statusCode, response.body).toBe(200);
  return policyPreview.parse(response.json());
};
const stored = async (taxNumber: string) =>
  (
    (await t.database.db.execute(
      sql`select policy_facts as facts, policy_facts_at as "at" from profiles where tax_number = ${taxNumber}`,
    )) as unknown as { rows: { facts: Record<string, unknown> | null; at: string | Date | null }[] }
  ).rows[0]!;
const consults = async () =>
  (
    (await t.database.db.execute(sql`select count(*)::int as n from credit_consults`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('the facts stored with a profile', () => {
  it("adding a profile stores its report's facts (all but the balance) with the time", async () => {
    for (const taxNumber of PROFILES) {
      const added = await call(premium, '/profiles', { taxNumber });
      expect(added.statusCode, added.body).toBe(201);
      ids[taxNumber] = added.json().profile.id;
    }
    const { facts, at } = await stored(DEMO_CASES.clean);
    expect(new Date(at!).toISOString()).toBe(clock.toISOString());
    const decision = await call(premium, '/policy/evaluate', { taxId: DEMO_CASES.clean, policy: conservadora });
    const { balance, ...report } = policyDecision.parse(decision.json()).facts;
    expect(balance).toBeNull();
    expect(facts).toEqual(report);
  });

  it('the monitoring refresh writes them again', async () => {
    await t.database.db.execute(
      sql`update profiles set policy_facts = null, policy_facts_at = null, period = '202001' where tax_number = ${DEMO_CASES.deteriorating}`,
    );
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/v1/monitoring/run',
      headers: bearer(sysadmin),
      payload: {},
    });
    expect(run.json()).toMatchObject({ checked: 1, failed: 0 });
    const { facts, at } = await stored(DEMO_CASES.deteriorating);
    expect(facts).toMatchObject({ personType: 'FISICA', situacionNow: 3 });
    expect(at).not.toBeNull();
  });
});

describe('POST /policy/preview', () => {
  it('applies a draft to every profile from the stored facts: counts, the worst first, no consult', async () => {
    // A profile from before the facts were stored (or added by a batch lookup): counted, not evaluated.
    const userId = await userIdByEmail(t.database.db, 'premium@tirr.demo');
    await t.database.db.execute(
      sql`insert into profiles (user_id, tax_number, name, person_type) values (${userId}, ${DEMO_CASES.noRecords}, 'SIN DATOS', 'FISICA')`,
    );
    const before = await consults();
    const result = await preview(conservadora);
    expect(result.counts).toEqual({ APROBAR: 1, OBSERVAR: 0, RECHAZAR: 3 });
    expect(result.missingFacts).toBe(1);
    expect(result.items.map((i) => [i.taxNumber, i.decision])).toEqual([
      [DEMO_CASES.legalFlags, 'RECHAZAR'],
      [DEMO_CASES.cheques, 'RECHAZAR'],
      [DEMO_CASES.deteriorating, 'RECHAZAR'],
      [DEMO_CASES.clean, 'APROBAR'],
    ]);
    expect(result.items[0]).toMatchObject({
      profileId: ids[DEMO_CASES.legalFlags],
      name: 'CONSTRUCTORA DEL PLATA S.A.',
      decidedBy: 'situacion-actual',
    });
    expect(result.items[0]!.reasons.map((r) => r.ruleId)).toContain('juridica');
    expect(await consults()).toBe(before);
  });

  it("joins each profile's newest balance", async () => {
    const balance = (date: string, activosCorrientes: number) =>
      call(premium, `/profiles/${ids[DEMO_CASES.clean]}/balance`, {
        period: date.slice(0, 4),
        date,
        parameters: {
          ventas: 1_200_000,
          resultadoNeto: 100_000,
          activosCorrientes,
          activosNoCorrientes: 400_000,
          pasivosCorrientes: 200_000,
          pasivosNoCorrientes: 100_000,
        },
      });
    const newest = await balance('2025-12-31', 600_000);
    expect(newest.statusCode).toBe(201);
    expect((await balance('2024-12-31', 900_000)).statusCode).toBe(201);
    const result = await preview(balanceDraft);
    expect(result.counts).toEqual({ APROBAR: 1, OBSERVAR: 3, RECHAZAR: 0 });
    const clean = result.items.find((i) => i.taxNumber === DEMO_CASES.clean)!;
    expect(clean).toMatchObject({ decision: 'APROBAR', decidedBy: 'balance-bueno' });
    // The balance-sheet score of the balances' own route, from the figures read back as numbers.
    expect(clean.reasons[0]!.explanation[0]!.params).toEqual({
      op: 'ABOVE',
      value: 1,
      balanceScore: newest.json().score,
      closingDate: '2025-12-31',
    });
    // The evaluation reads the same balance: patrimonio neto 700.000, 10 % of it.
    const decision = (
      await call(premium, '/policy/evaluate', { taxId: DEMO_CASES.clean, policy: balanceDraft })
    ).json();
    expect(decision.facts.balance).toMatchObject({
      closingDate: '2025-12-31',
      patrimonioNeto: 700_000,
      ventas: 1_200_000,
    });
    expect(decision.limit).toMatchObject({ available: true, amount: 70_000 });
  });

  it('a bad draft is a 400 under policy.…; a profile of a blocked tax id is left out for non-admins', async () => {
    const bad = await call(premium, '/policy/preview', { policy: { name: 'X', rules: [{ id: 'a' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toContain('policy.rules.0.outcome');
    await t.database.db.execute(
      sql`insert into blocked_cuits (tax_number, reason) values (${DEMO_CASES.legalFlags}, 'test')`,
    );
    const result = await preview(conservadora);
    expect(result.items.map((i) => i.taxNumber)).not.toContain(DEMO_CASES.legalFlags);
    expect(result.counts.RECHAZAR).toBe(2);
  });

  it('a portfolio of 1000 profiles is read in one statement and evaluated in memory', async () => {
    const userId = await userIdByEmail(t.database.db, 'sysadmin@tirr.demo');
    await seedPortfolio(t.database.db, userId, 1000);
    const { facts } = await stored(DEMO_CASES.deteriorating);
    await t.database.db.execute(
      sql`update profiles set policy_facts = ${JSON.stringify(facts)}::jsonb where user_id = ${userId}`,
    );
    const result = await preview(conservadora, sysadmin);
    expect(result.items).toHaveLength(1000);
    expect(result.counts.RECHAZAR).toBe(1000);
    // Its time is measured by bench/policy.ts (docs/quality.md), not here.
  });
});
