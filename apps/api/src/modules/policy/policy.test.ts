import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyDecision, policyTemplates, policyVersion, policyVersions } from '@tirr/contracts';
import { CONSERVADORA, issuedTaxId, MODERADA } from '@tirr/domain';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

// A Thursday in Buenos Aires; the offline dataset is relative to it.
const clock = new Date('2026-11-26T15:00:00Z');
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const conservadora = { name: 'Conservadora', ...copy(CONSERVADORA.policy) };
const moderada = { name: 'Moderada', ...copy(MODERADA.policy) };

let t: TestApp;
let premium: string;
let admin: string;
let free: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  premium = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
  admin = (await signIn(t.app, 'admin@tirr.demo')).accessToken;
  free = (await signIn(t.app, 'free@tirr.demo')).accessToken;
}, 180_000);
afterAll(async () => t?.close());

const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, language = 'es') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(token), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const count = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const decisions = () => count(sql`select count(*)::int as n from policy_decisions`);
const policyAudits = (taxNumber: string) =>
  count(
    sql`select coalesce(sum(consults), 0)::int as n from credit_consults where tax_number = ${taxNumber} and kind = 'policy'`,
  );

describe('versions', () => {
  it('GET /policy is 404 POLICY_NOT_FOUND before the first save, in Spanish or English', async () => {
    const none = await call(premium, 'GET', '/policy');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: 'POLICY_NOT_FOUND',
      message: 'Todavía no guardaste una política de crédito.',
    });
    expect((await call(premium, 'GET', '/policy', undefined, 'en')).json().message).toBe(
      'You have not saved a credit policy yet.',
    );
    expect(none.headers['cache-control']).toContain('no-store');
  });

  it('each save is a new version; restoring is a new version with the old content; newest first', async () => {
    const first = policyVersion.parse((await call(premium, 'PUT', '/policy', conservadora)).json());
    expect(first).toMatchObject({ version: 1, name: 'Conservadora', policy: CONSERVADORA.policy });
    const second = policyVersion.parse((await call(premium, 'PUT', '/policy', moderada)).json());
    expect(second).toMatchObject({ version: 2, name: 'Moderada', policy: MODERADA.policy });
    expect(second.id).not.toBe(first.id);
    const restored = await call(premium, 'POST', '/policy/versions/1/restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, name: 'Conservadora', policy: CONSERVADORA.policy });
    expect((await call(premium, 'GET', '/policy')).json()).toMatchObject({ version: 3, name: 'Conservadora' });
    const listed = policyVersions.parse((await call(premium, 'GET', '/policy/versions')).json());
    expect(listed.items.map((v) => [v.version, v.name])).toEqual([
      [3, 'Conservadora'],
      [2, 'Moderada'],
      [1, 'Conservadora'],
    ]);
    expect(listed.items[2]).toEqual(first);
  });

  it('restoring a version the caller does not have is 404; a version that is not a number is 400', async () => {
    const unknown = await call(premium, 'POST', '/policy/versions/99/restore');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'POLICY_VERSION_NOT_FOUND',
      message: 'Tu política de crédito no tiene una versión 99.',
    });
    expect((await call(premium, 'POST', '/policy/versions/99/restore', undefined, 'en')).json().message).toBe(
      'Your credit policy does not have a version 99.',
    );
    expect((await call(premium, 'POST', '/policy/versions/uno/restore')).statusCode).toBe(400);
    expect((await call(premium, 'POST', '/policy/versions/0/restore')).statusCode).toBe(400);
  });

  it('two saves at once are versions n + 1 and n + 2, never the same one or a 500', async () => {
    const before = (await call(premium, 'GET', '/policy')).json().version as number;
    const saves = await Promise.all(
      ['A', 'B', 'C'].map((name) => call(premium, 'PUT', '/policy', { ...moderada, name: `Paralela ${name}` })),
    );
    expect(saves.map((s) => s.statusCode)).toEqual([200, 200, 200]);
    expect(saves.map((s) => s.json().version as number).sort()).toEqual([before + 1, before + 2, before + 3]);
  });

  it("another user's policy is never visible: their own versions, their own 404s", async () => {
    const mine = (await call(premium, 'GET', '/policy')).json();
    expect((await call(admin, 'GET', '/policy')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/policy/versions')).json()).toEqual({ items: [] });
    expect((await call(admin, 'POST', '/policy/versions/1/restore')).statusCode).toBe(404);
    const theirs = (await call(admin, 'PUT', '/policy', { ...moderada, name: 'La del admin' })).json();
    expect(theirs).toMatchObject({ version: 1, name: 'La del admin' });
    expect((await call(premium, 'GET', '/policy')).json()).toEqual(mine);
    const listed = (await call(premium, 'GET', '/policy/versions')).json().items as { name: string }[];
    expect(listed.map((v) => v.name)).not.toContain('La del admin');
  });

  it('a free user is refused every route (403)', async () => {
    for (const [method, url, body] of [
      ['GET', '/policy'],
      ['PUT', '/policy', conservadora],
      ['GET', '/policy/versions'],
      ['POST', '/policy/versions/1/restore'],
      ['GET', '/policy/templates'],
      ['POST', '/policy/evaluate', { taxId: DEMO_CASES.clean }],
      ['POST', '/policy/preview', { policy: conservadora }],
    ] as const) {
      const response = await call(free, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await policyAudits(DEMO_CASES.clean)).toBe(0);
  });
});

describe('validation', () => {
  const bad = {
    name: '',
    rules: [
      { id: 'r1', outcome: 'RECHAZAR', reason: 'Atrasos.', condition: { kind: 'THIN_FILE' } },
      {
        id: 'r2',
        outcome: 'OBSERVAR',
        reason: 'Historial.',
        condition: { kind: 'WORST_SITUACION', months: 36, atLeast: 3 },
      },
      { id: 'r1', outcome: 'APROBAR', reason: 'Otra.', condition: { kind: 'NO_SCORE', extra: 1 } },
    ],
    limit: { terms: [{ base: 'PATRIMONIO_NETO', percent: 150 }] },
    owner: 'x',
  };

  it('a bad policy is one 400 naming each rule and field, and nothing is saved', async () => {
    const before = (await call(premium, 'GET', '/policy/versions')).json().items.length as number;
    const response = await call(premium, 'PUT', '/policy', bad);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual([
      { field: 'name', message: 'El nombre de la política es obligatorio.' },
      { field: 'owner', message: 'No es un campo de la política (name, rules, limit).' },
      {
        field: 'rules.1.condition.months',
        message: 'La regla 2, condition.months: debe ser un número entero de 1 a 24.',
      },
      { field: 'rules.2.id', message: 'La regla 3, id: repite el id de la regla 1.' },
      {
        field: 'rules.2.condition.extra',
        message: 'La regla 3, condition.extra: no es un parámetro de NO_SCORE (no lleva parámetros).',
      },
      {
        field: 'limit.terms.0.percent',
        message:
          'El límite, terms.0.percent: debe ser un porcentaje mayor que 0 y de hasta 100, con hasta dos decimales.',
      },
    ]);
    expect(body.message).toContain('rules.1.condition.months: La regla 2, condition.months');
    expect((await call(premium, 'GET', '/policy/versions')).json().items).toHaveLength(before);
  });

  it('in English with Accept-Language: en, each rule and field named the same', async () => {
    const body = (await call(premium, 'PUT', '/policy', bad, 'en')).json();
    expect(body.details.map((d: { message: string }) => d.message)).toEqual([
      "The policy's name is required.",
      'Not a field of the policy (name, rules, limit).',
      'Rule 2, condition.months: must be a whole number from 1 to 24.',
      'Rule 3, id: repeats the id of rule 1.',
      'Rule 3, condition.extra: is not a parameter of NO_SCORE (it takes no parameters).',
      'The limit, terms.0.percent: must be a percentage greater than 0 and up to 100, with at most two decimals.',
    ]);
    expect(body.message).toMatch(/^Invalid data — name: The policy's name is required\.; owner: Not a field/);
    const listed = (await call(premium, 'PUT', '/policy', { name: 'P', rules: [] }, 'en')).json();
    expect(listed.details).toEqual([
      { field: 'rules', message: 'The list of rules: must be a list of 1 to 50 rules.' },
    ]);
    const notObject = (await call(premium, 'PUT', '/policy', ['reglas'], 'en')).json();
    expect(notObject.details).toEqual([
      { field: 'body', message: 'The policy must be an object with name, rules and, if needed, limit.' },
    ]);
  });

  it("a bad draft or tax id in evaluate is a 400 under the draft's path, before any report is read", async () => {
    const draft = await call(premium, 'POST', '/policy/evaluate', { taxId: DEMO_CASES.clean, policy: bad });
    expect(draft.statusCode).toBe(400);
    const fields = draft.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['policy.name', 'policy.owner', 'policy.rules.1.condition.months']));
    const cuit = await call(premium, 'POST', '/policy/evaluate', { taxId: '20-1' });
    expect(cuit.statusCode).toBe(400);
    expect(cuit.json().details).toEqual([{ field: 'taxId', message: 'el CUIT/CUIL debe tener 11 dígitos.' }]);
    const extra = await call(premium, 'POST', '/policy/evaluate', { taxId: DEMO_CASES.clean, lang: 'es' });
    expect(extra.json().details).toEqual([
      { field: 'lang', message: 'No es un campo de la evaluación (taxId, policy).' },
    ]);
    expect(await policyAudits(DEMO_CASES.clean)).toBe(0);
  });
});

describe('API docs', () => {
  it("documents every route under the tag 'policy', with its body", async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; summary: string; requestBody?: unknown }>>;
    };
    const policy = Object.entries(paths).filter(([path]) => path.startsWith('/api/v1/policy'));
    expect(policy.map(([path]) => path).sort()).toEqual([
      '/api/v1/policy',
      '/api/v1/policy/evaluate',
      '/api/v1/policy/preview',
      '/api/v1/policy/templates',
      '/api/v1/policy/versions',
      '/api/v1/policy/versions/{version}/restore',
    ]);
    for (const [, operations] of policy)
      for (const operation of Object.values(operations)) expect(operation).toMatchObject({ tags: ['policy'] });
    expect(paths['/api/v1/policy']!.put!.requestBody).toBeDefined();
  });
});

describe('templates', () => {
  it('Conservadora and Moderada, as the domain has them', async () => {
    const response = await call(premium, 'GET', '/policy/templates');
    expect(response.statusCode).toBe(200);
    expect(policyTemplates.parse(response.json())).toEqual({
      items: [
        { code: 'CONSERVADORA', name: 'Conservadora', policy: CONSERVADORA.policy },
        { code: 'MODERADA', name: 'Moderada', policy: MODERADA.policy },
      ],
    });
  });
});

describe('POST /policy/evaluate', () => {
  const evaluate = (body: object, token = premium) => call(token, 'POST', '/policy/evaluate', body);
  let saved: { id: string; version: number };

  beforeAll(async () => {
    saved = (await call(premium, 'PUT', '/policy', conservadora)).json();
  });

  it('a clean subject under the saved Conservadora: Aprobar, stored with the version, audited as policy', async () => {
    const before = await decisions();
    const response = await evaluate({ taxId: '23-28345671-4' });
    expect(response.statusCode, response.body).toBe(200);
    const body = policyDecision.parse(response.json());
    expect(body).toMatchObject({
      policy: { id: saved.id, name: 'Conservadora', version: saved.version },
      taxNumber: DEMO_CASES.clean,
      decision: 'APROBAR',
      decidedBy: null,
      reasons: [],
      missing: [{ fact: 'BALANCE', ruleIds: ['balance-malo', 'balance-empresa', 'balance-regular'], limit: true }],
      limit: { available: false, reason: 'NO_BALANCE' },
      facts: { personType: 'FISICA', score: 1000, band: 'EXCELENTE', situacionNow: 1, balance: null },
      today: '2026-11-26',
      decidedAt: clock.toISOString(),
    });
    expect(await decisions()).toBe(before + 1);
    const rows = (await t.database.db.execute(
      sql`select d.decision, d.today::text as today, d.facts, v.version from policy_decisions d
          join credit_policy_versions v on v.id = d.policy_version_id where d.tax_number = ${DEMO_CASES.clean}`,
    )) as unknown as { rows: { decision: string; today: string; facts: unknown; version: number }[] };
    expect(rows.rows).toEqual([
      { decision: 'APROBAR', today: '2026-11-26', facts: body.facts, version: saved.version },
    ]);
    expect(await policyAudits(DEMO_CASES.clean)).toBe(1);
  });

  it('a deteriorating subject and one with legal flags: Rechazar, each reason with its rule', async () => {
    const deteriorating = policyDecision.parse((await evaluate({ taxId: DEMO_CASES.deteriorating })).json());
    expect(deteriorating.decision).toBe('RECHAZAR');
    expect(deteriorating.decidedBy).toBe('situacion-actual');
    expect(deteriorating.limit).toEqual({ available: false, reason: 'RECHAZAR' });
    const legal = policyDecision.parse((await evaluate({ taxId: DEMO_CASES.legalFlags })).json());
    expect(legal.decision).toBe('RECHAZAR');
    expect(legal.reasons.map((r) => r.ruleId)).toContain('juridica');
    expect(legal.facts.flags).toEqual(expect.arrayContaining(['situacionJuridica', 'procesoJud']));
    expect(await policyAudits(DEMO_CASES.legalFlags)).toBe(1);
  });

  it('a draft is applied and stored nowhere: no id, no version', async () => {
    const before = await decisions();
    const response = await evaluate({ taxId: DEMO_CASES.deteriorating, policy: moderada });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      policy: { id: null, name: 'Moderada', version: null },
      decision: 'RECHAZAR',
    });
    expect(await decisions()).toBe(before);
    // The draft still read the report: audited like any read.
    expect(await policyAudits(DEMO_CASES.deteriorating)).toBe(2);
  });

  it('without a saved policy and without a draft: 404 POLICY_NOT_FOUND, nothing read', async () => {
    const sysadmin = (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken;
    const response = await evaluate({ taxId: DEMO_CASES.noRecords }, sysadmin);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('POLICY_NOT_FOUND');
    expect(await policyAudits(DEMO_CASES.noRecords)).toBe(0);
  });

  it('a blocked subject is 403 and a minor 404, like their reports: nothing stored or audited', async () => {
    const blocked = issuedTaxId('20', '30100300');
    await t.database.db.execute(sql`insert into blocked_cuits (tax_number, reason) values (${blocked}, 'test')`);
    const before = await decisions();
    const refused = await evaluate({ taxId: blocked });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TAX_ID_BLOCKED');
    expect((await evaluate({ taxId: DEMO_CASES.minorCuil })).statusCode).toBe(404);
    expect(await decisions()).toBe(before);
    expect(await policyAudits(blocked)).toBe(0);
    expect(await policyAudits(DEMO_CASES.minorCuil)).toBe(0);
  });
});
