/**
 * The decision in Mis Perfiles and in monitoring (docs/domain/credit-policy.md §12): stored on each profile under
 * its user's newest policy version, taken again when the facts, the balances or the policy change; listed, filtered
 * and exported; a decision the new BCRA data changed is told in the monitoring alert, an edit of the user's own is not.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyVersion, profileList, profileMutation, quickPanelData } from '@tirr/contracts';
import { parseCsv } from '@tirr/domain';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { seedPortfolio, userIdByEmail } from '../../test/portfolio-seed';

// A Thursday in Buenos Aires; the offline dataset is relative to it.
const clock = new Date('2026-11-26T15:00:00Z');
const rule = (id: string, outcome: string, condition: object) => ({ id, outcome, reason: `Regla ${id}.`, condition });
/** Rechazar from situación 4: the deteriorating debtor (3 now, 4 in the next period) is approved until then. */
const SITUACION_4 = { name: 'Situación 4', rules: [rule('sit-4', 'RECHAZAR', { kind: 'SITUACION_NOW', atLeast: 4 })] };
/** Observar from situación 2: a policy edit that changes decisions. */
const SITUACION_2 = { name: 'Situación 2', rules: [rule('sit-2', 'OBSERVAR', { kind: 'SITUACION_NOW', atLeast: 2 })] };
/** On the balance alone: none is Observar, a poor one (score below 300) Rechazar. */
const BALANCES = {
  name: 'Balances',
  rules: [
    rule('sin-balance', 'OBSERVAR', { kind: 'NO_BALANCE' }),
    rule('balance-malo', 'RECHAZAR', { kind: 'BALANCE_SCORE', op: 'BELOW', value: 300 }),
  ],
};
/** Balance figures whose balance score v1 is 1000 and 1. */
const GOOD = {
  ventas: 1_200_000,
  resultadoNeto: 100_000,
  activosCorrientes: 600_000,
  activosNoCorrientes: 400_000,
  pasivosCorrientes: 200_000,
  pasivosNoCorrientes: 100_000,
};
const POOR = {
  ventas: 100_000,
  resultadoNeto: -400_000,
  activosCorrientes: 100_000,
  activosNoCorrientes: 50_000,
  pasivosCorrientes: 700_000,
  pasivosNoCorrientes: 300_000,
};

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

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object, token = premium, lang = 'es') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const save = async (policy: object, token = premium) => {
  const saved = await call('PUT', '/policy', policy, token);
  expect(saved.statusCode, saved.body).toBe(200);
  return policyVersion.parse(saved.json());
};
const list = async (query = '') => {
  const answer = await call('GET', `/profiles?pageSize=100${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return profileList.parse(answer.json());
};
/** Each listed tax id's decision. */
const decisions = async (query = '') =>
  Object.fromEntries((await list(query)).items.map((p) => [p.taxNumber, p.decision]));
const panel = async (lang = 'es') =>
  quickPanelData.parse((await call('GET', '/quick-panel/data', undefined, premium, lang)).json());
const balance = (profileId: string, parameters: object, balanceId?: string) =>
  call(balanceId ? 'PATCH' : 'POST', `/profiles/${profileId}/balance${balanceId ? `/${balanceId}` : ''}`, {
    period: '2025',
    date: '2025-12-31',
    parameters,
  });
const exported = async (lang: 'es' | 'en', query = '') => {
  const answer = await call('GET', `/profiles/export?format=csv&lang=${lang}&sort=taxNumber${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return parseCsv(answer.body);
};
const stored = async (taxNumber: string) =>
  (
    (await t.database.db.execute(
      sql`select p.policy_decision as decision, v.version from profiles p
            left join credit_policy_versions v on v.id = p.policy_decision_version_id
           where p.tax_number = ${taxNumber} and p.user_id = (select id from users where email = 'premium@tirr.demo')`,
    )) as unknown as { rows: { decision: string | null; version: number | null }[] }
  ).rows[0]!;

describe('the decision of each profile under the user’s credit policy', () => {
  it('without a policy: no decision, no policy in the list, no Decisión column', async () => {
    for (const taxNumber of [DEMO_CASES.clean, DEMO_CASES.deteriorating, DEMO_CASES.legalFlags]) {
      const added = await call('POST', '/profiles', { taxNumber });
      expect(added.statusCode, added.body).toBe(201);
      const { profile } = profileMutation.parse(added.json());
      expect(profile.decision).toBeNull();
      ids[taxNumber] = profile.id;
    }
    const page = await list();
    expect(page.policy).toBeNull();
    expect(page.items.map((p) => p.decision)).toEqual([null, null, null]);
    const [header] = await exported('es');
    expect(header).not.toContain('Decisión');
    expect(header).toHaveLength(11);
  });

  it('saving a policy decides every profile under the new version; restoring one does too', async () => {
    const first = await save(SITUACION_4);
    expect(await decisions()).toEqual({
      [DEMO_CASES.clean]: 'APROBAR',
      [DEMO_CASES.deteriorating]: 'APROBAR',
      [DEMO_CASES.legalFlags]: 'RECHAZAR',
    });
    expect((await list()).policy).toEqual({ name: 'Situación 4', version: first.version });
    expect(await stored(DEMO_CASES.legalFlags)).toEqual({ decision: 'RECHAZAR', version: first.version });

    const second = await save(SITUACION_2);
    expect(await decisions()).toEqual({
      [DEMO_CASES.clean]: 'APROBAR',
      [DEMO_CASES.deteriorating]: 'OBSERVAR',
      [DEMO_CASES.legalFlags]: 'OBSERVAR',
    });
    expect(await stored(DEMO_CASES.clean)).toEqual({ decision: 'APROBAR', version: second.version });

    const restored = await call('POST', `/policy/versions/${first.version}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const third = policyVersion.parse(restored.json());
    expect(await decisions()).toMatchObject({ [DEMO_CASES.deteriorating]: 'APROBAR' });
    expect(await stored(DEMO_CASES.deteriorating)).toEqual({ decision: 'APROBAR', version: third.version });
    expect((await list()).policy).toEqual({ name: 'Situación 4', version: third.version });
  });

  it('the list filters by decision; a bad one is a 400 naming it', async () => {
    const rejected = await list('&decision=RECHAZAR');
    expect(rejected.total).toBe(1);
    expect(rejected.items.map((p) => p.taxNumber)).toEqual([DEMO_CASES.legalFlags]);
    expect((await list('&decision=APROBAR')).total).toBe(2);
    expect((await list('&decision=OBSERVAR')).total).toBe(0);
    // Together with the other filters.
    expect((await list('&decision=APROBAR&q=gomez')).items.map((p) => p.taxNumber)).toEqual([DEMO_CASES.clean]);
    const bad = await call('GET', '/profiles?decision=MAYBE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('la decisión debe ser uno de: RECHAZAR, OBSERVAR, APROBAR.');
  });

  it('adding a profile decides it from the report just read', async () => {
    const added = await call('POST', '/profiles', { taxNumber: DEMO_CASES.cheques });
    expect(added.statusCode, added.body).toBe(201);
    const { profile } = profileMutation.parse(added.json());
    ids[DEMO_CASES.cheques] = profile.id;
    const listed = (await list()).items.find((p) => p.taxNumber === DEMO_CASES.cheques)!;
    expect(profile.decision).not.toBeNull();
    expect(listed.decision).toBe(profile.decision);
    expect((await stored(DEMO_CASES.cheques)).version).toBe((await list()).policy!.version);
  });

  it('a balance uploaded or edited decides the profile again', async () => {
    await save(BALANCES);
    const clean = ids[DEMO_CASES.clean]!;
    expect((await decisions())[DEMO_CASES.clean]).toBe('OBSERVAR');
    const created = await balance(clean, GOOD);
    expect(created.statusCode, created.body).toBe(201);
    expect((await decisions())[DEMO_CASES.clean]).toBe('APROBAR');
    const edited = await balance(clean, POOR, created.json().id);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await decisions())[DEMO_CASES.clean]).toBe('RECHAZAR');
    // The others have no balance.
    expect(await decisions('&decision=OBSERVAR')).toEqual({
      [DEMO_CASES.deteriorating]: 'OBSERVAR',
      [DEMO_CASES.legalFlags]: 'OBSERVAR',
      [DEMO_CASES.cheques]: 'OBSERVAR',
    });
  });

  it("the export's column after the band is the decision, in the reader's language", async () => {
    const es = await exported('es');
    const at = 10;
    expect(es[0]!.slice(at - 1, at + 1)).toEqual(['Banda', 'Decisión']);
    expect(es.slice(1).map((row) => [row[1], row[at]])).toEqual([
      ['20-31456782-0', 'Observar'],
      ['23-28345671-4', 'Rechazar'],
      ['30-71234567-1', 'Observar'],
      ['30-71589634-2', 'Observar'],
    ]);
    for (const row of es) expect(row).toHaveLength(12);
    const en = await exported('en', '&decision=RECHAZAR');
    expect(en[0]![at]).toBe('Decision');
    expect(en.slice(1).map((row) => row[at])).toEqual(['Reject']);
    await save(SITUACION_4);
    expect((await exported('en', '&decision=APROBAR')).slice(1).map((row) => row[at])).toEqual([
      'Approve',
      'Approve',
      'Approve',
    ]);
  });

  it('editing the policy or the balances tells nothing in the quick panel', async () => {
    expect((await panel()).events).toEqual([]);
  });
});

describe('monitoring: a decision the new period changed', () => {
  const run = () => call('POST', '/monitoring/run', { advancePeriod: true }, sysadmin);

  it('is told first in the alert, with its version, in Spanish and English; the list follows', async () => {
    const version = (await list()).policy!.version;
    expect((await decisions())[DEMO_CASES.deteriorating]).toBe('APROBAR');
    const advanced = await run();
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect((await decisions())[DEMO_CASES.deteriorating]).toBe('RECHAZAR');

    const alert = (await panel()).events.find((e) => e.target?.taxNumber === DEMO_CASES.deteriorating)!;
    expect(alert.detail).toMatch(
      new RegExp(
        `^La decisión cambió de Aprobar a Rechazar \\(versión ${version} de tu política\\)\\. ` +
          'La situación empeoró de 3 \\(Riesgo medio\\) a 4 \\(Riesgo alto\\)\\. .*Período \\d{2}/\\d{4} del BCRA\\.$',
      ),
    );
    // It opens the report at what changed in it.
    expect(alert.target).toEqual({ taxNumber: DEMO_CASES.deteriorating, section: 'situacion' });
    const english = (await panel('en')).events.find((e) => e.id === alert.id)!;
    expect(english.detail).toMatch(
      new RegExp(
        `^The decision changed from Approve to Reject \\(version ${version} of your policy\\)\\. ` +
          'The situation worsened from 3 \\(Medium risk\\) to 4 \\(High risk\\)\\. .*BCRA period \\d{2}/\\d{4}\\.$',
      ),
    );
    // Profiles whose decision stayed say nothing of it.
    for (const event of (await panel()).events) {
      if (event.id !== alert.id) expect(event.detail).not.toContain('La decisión');
    }
  });

  it('a decision alone changed is an alert of its own, opening the report at its top', async () => {
    // The clean profile as if decided Rechazar under this version from older facts: a refresh finds it Aprobar.
    await t.database.db.execute(
      sql`update profiles set policy_decision = 'RECHAZAR', period = '202001' where id = ${ids[DEMO_CASES.clean]!}`,
    );
    const before = (await panel()).events.length;
    expect((await call('POST', '/monitoring/run', {}, sysadmin)).json()).toMatchObject({ checked: 1, failed: 0 });
    const events = (await panel()).events;
    expect(events).toHaveLength(before + 1);
    const alert = events.find((e) => e.target?.taxNumber === DEMO_CASES.clean)!;
    expect(alert.detail).toMatch(/^La decisión cambió de Rechazar a Aprobar \(versión \d+ de tu política\)\. Período /);
    expect(alert.target).toEqual({ taxNumber: DEMO_CASES.clean, section: null });
  });

  it('a policy edit, a balance or a run without a new period tells nothing', async () => {
    const before = (await panel()).events.length;
    await save(SITUACION_2);
    expect((await decisions())[DEMO_CASES.clean]).toBe('APROBAR');
    expect((await decisions())[DEMO_CASES.deteriorating]).toBe('OBSERVAR');
    const created = await balance(ids[DEMO_CASES.deteriorating]!, GOOD);
    expect(created.statusCode).toBe(201);
    expect((await call('POST', '/monitoring/run', {}, sysadmin)).json()).toMatchObject({ checked: 0, events: 0 });
    expect((await panel()).events).toHaveLength(before);
  });

  it('a decision taken under an older version is not compared with the new one', async () => {
    // As if the refresh read the profile before the policy's save reached it: Rechazar under the previous version.
    const older = (await call('GET', '/policy/versions')).json().items[1].id as string;
    await t.database.db.execute(
      sql`update profiles set policy_decision = 'RECHAZAR', policy_decision_version_id = ${older}, period = '202001'
           where id = ${ids[DEMO_CASES.clean]!}`,
    );
    const before = (await panel()).events.length;
    expect((await call('POST', '/monitoring/run', {}, sysadmin)).json()).toMatchObject({ checked: 1, events: 0 });
    expect((await decisions())[DEMO_CASES.clean]).toBe('APROBAR');
    expect((await panel()).events).toHaveLength(before);
  });
});

describe('a portfolio of 1000 profiles', () => {
  it('is decided again in the save’s transaction, in one read and one write', async () => {
    const userId = await userIdByEmail(t.database.db, 'sysadmin@tirr.demo');
    await seedPortfolio(t.database.db, userId, 1000);
    const facts = (
      (await t.database.db.execute(
        sql`select policy_facts as facts from profiles where id = ${ids[DEMO_CASES.legalFlags]!}`,
      )) as unknown as { rows: { facts: object }[] }
    ).rows[0]!.facts;
    await t.database.db.execute(
      sql`update profiles set policy_facts = ${JSON.stringify(facts)}::jsonb where user_id = ${userId}`,
    );
    await save(SITUACION_4, sysadmin);
    const counts = (
      (await t.database.db.execute(
        sql`select policy_decision as decision, count(*)::int as n from profiles where user_id = ${userId} group by 1`,
      )) as unknown as { rows: { decision: string; n: number }[] }
    ).rows;
    expect(counts).toEqual([{ decision: 'RECHAZAR', n: 1000 }]);
    // Its time is measured by bench/policy.ts (docs/quality.md), not here.
  });
});
