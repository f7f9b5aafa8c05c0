import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, issuedTaxId } from '@tirr/domain';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

// A Thursday; the offline dataset and the curated reported cheques are relative to it.
const clock = new Date('2026-11-26T15:00:00Z');
const TODAY = '2026-11-26';
const DUE = addDays(TODAY, 30);
const CLEAN = '23283456714'; // 24 months in situación 1 → 1000 Excelente
const CHEQUES = '30715896342'; // situación 2 now, unpaid 'SIN FONDOS' cheques
const LEGAL = '30712345671'; // situación jurídica, proceso judicial
const MINOR = '20523456785';
/** A generated id the tax agency would issue (the demo registry answers any of them). */
const generated = (base: string) => issuedTaxId('20', base);

let t: TestApp;
let free: string;
let premium: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  free = (await signIn(t.app, 'free@tirr.demo')).accessToken;
  premium = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
  admin = (await signIn(t.app, 'admin@tirr.demo')).accessToken;
}, 180_000);
afterAll(async () => t?.close());

const analyse = (token: string, payload: object, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cheques/analysis',
    headers: { ...bearer(token), 'accept-language': language },
    payload,
  });
const cheque = (drawerTaxId: string, more: object = {}) => ({
  entityCode: 285,
  chequeNumber: 40012346,
  drawerTaxId,
  amount: 1_000_000,
  dueDate: DUE,
  ...more,
});
const used = async (token: string) =>
  (await t.app.inject({ url: '/api/v1/consultProfiles/getAvailables', headers: bearer(token) })).json().queryLimit
    .used as number;
const chequeAudits = async (taxNumber: string) =>
  (
    (await t.database.db.execute(
      sql`select coalesce(sum(consults), 0)::int as n from credit_consults where tax_number = ${taxNumber} and kind = 'cheque'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

describe('GET /cheques/entities', () => {
  it("lists BCRA's cheque entities by code for a signed-in user; a guest is refused", async () => {
    const response = await t.app.inject({ url: '/api/v1/cheques/entities', headers: bearer(free) });
    expect(response.statusCode).toBe(200);
    expect(response.json().dataSource).toBe('offline');
    expect(response.json().items).toContainEqual({ code: 285, name: 'BANCO MACRO S.A.' });
    expect((await t.app.inject({ url: '/api/v1/cheques/entities' })).statusCode).toBe(401);
  });
});

describe('POST /cheques/analysis', () => {
  it('a clean drawer and a cheque nobody reported: Apto; no reference rate stored yet → no price', async () => {
    const response = await analyse(premium, cheque(CLEAN));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      cheque: { entityCode: 285, entityName: 'BANCO MACRO S.A.', chequeNumber: 40012346, kind: 'physical' },
      reported: { denunciado: false, detalles: [] },
      drawer: { taxId: CLEAN, situacion: 1, worstSituacion24: 1, score: 1000, band: 'EXCELENTE', unpaidCheques12: 0 },
      pricing: null,
      verdict: 'APTO',
      verdictReasons: [{ code: 'CLEAN', outcome: 'APTO' }],
      dataSource: 'offline',
    });
    expect(await chequeAudits(CLEAN)).toBe(1);
  });

  it("prices at the latest BADLAR plus the band's spread, through the cheque simulator's engine", async () => {
    await t.database.db.execute(
      sql`insert into economic_series (series, date, value) values ('badlar', '2026-11-20', 31.5), ('badlar', ${TODAY}, 30), ('badlar', '2026-12-01', 99) on conflict do nothing`,
    );
    const body = (await analyse(premium, cheque(CLEAN))).json();
    expect(body.pricing).toMatchObject({
      referenceRate: { series: 'BADLAR', value: 30, date: TODAY },
      spread: 3,
      suggestedRate: 33,
      overridden: false,
    });
    // The same cheque in the simulator at 33 %, cleared in 2 business days (a physical cheque).
    const simulator = await t.app.inject({
      method: 'POST',
      url: '/api/v1/simulators/checks',
      payload: { amount: 1_000_000, rate: 33, dueDate: DUE, clearingDays: 2 },
    });
    const { warnings: _w, ...expected } = simulator.json();
    expect(body.pricing.simulation).toMatchObject(expected);
    const { pd, lgd, amount, annualPd } = body.pricing.expectedLoss;
    expect(annualPd).toBe(0.5);
    expect(lgd).toBe(60);
    expect(pd).toBeCloseTo((1 - (1 - 0.005) ** (expected.days / 365)) * 100, 10);
    expect(amount).toBeCloseTo(1_000_000 * (pd / 100) * 0.6, 6);
  });

  it('a cheque BCRA lists as reported: No apto, with its processing date and each detail', async () => {
    const body = (await analyse(premium, cheque(CLEAN, { chequeNumber: 40012345 }))).json();
    expect(body.verdict).toBe('NO_APTO');
    expect(body.verdictReasons[0]).toMatchObject({ code: 'REPORTED', outcome: 'NO_APTO' });
    expect(body.reported).toMatchObject({
      denunciado: true,
      fechaProcesamiento: addDays(TODAY, -12),
      detalles: [{ sucursal: '123', numeroCuenta: '456789', causal: 'Denuncia por extravío' }],
    });
  });

  it('a drawer in situación 2 with unpaid rejected cheques, and one with legal flags: never Apto', async () => {
    const cheques = (await analyse(premium, cheque(CHEQUES))).json();
    expect(cheques.drawer).toMatchObject({ situacion: 2, band: 'MALO' });
    expect(cheques.verdict).not.toBe('APTO');
    expect(cheques.verdictReasons.map((r: { code: string }) => r.code)).toContain('SITUACION_2');
    expect(cheques.drawer.unpaidCheques24).toBe(3);
    const legal = (await analyse(premium, cheque(LEGAL))).json();
    expect(legal.verdict).not.toBe('APTO');
    expect(legal.drawer.flags).toEqual(expect.arrayContaining(['situacionJuridica', 'procesoJud']));
  });

  it('names every bad field at once, in Spanish or English, and reads nothing', async () => {
    const response = await analyse(premium, {
      entityCode: 'macro',
      chequeNumber: -5,
      drawerTaxId: '20-1',
      amount: 0,
      dueDate: '2026-02-30',
      colour: 'red',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(['entityCode', 'chequeNumber', 'drawerTaxId', 'amount', 'dueDate', 'colour']);
    expect(response.json().message).toContain('El número de cheque debe ser mayor que 0.');
    const missing = await analyse(premium, { entityCode: 285 });
    expect(missing.json().details.map((d: { field: string }) => d.field)).toEqual([
      'chequeNumber',
      'drawerTaxId',
      'amount',
      'dueDate',
    ]);
    const english = await analyse(premium, { ...cheque(CLEAN), chequeNumber: -5 }, 'en');
    expect(english.json().details[0].message).toBe('The cheque number must be greater than 0.');
  });

  it('an entity code BCRA does not list: 404 ENTITY_NOT_FOUND naming the field, before any quota is used', async () => {
    const before = await used(free);
    const response = await analyse(free, cheque(generated('30100200'), { entityCode: 9999 }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ENTITY_NOT_FOUND', details: [{ field: 'entityCode' }] });
    expect(await used(free)).toBe(before);
  });

  it('a blocked drawer (403) and a minor (404) are refused like their reports, without using the quota', async () => {
    const blocked = generated('30100300');
    await t.database.db.execute(sql`insert into blocked_cuits (tax_number, reason) values (${blocked}, 'test')`);
    const before = await used(free);
    const refused = await analyse(free, cheque(blocked));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TAX_ID_BLOCKED');
    expect((await analyse(free, cheque(MINOR))).statusCode).toBe(404);
    expect(await used(free)).toBe(before);
    expect(await chequeAudits(blocked)).toBe(0);
  });

  it("a free user's drawers use the monthly quota like reports; the same drawer again is free", async () => {
    const drawers = ['30100401', '30100402', '30100403', '30100404'].map(generated);
    const statuses: number[] = [];
    for (const drawer of drawers) statuses.push((await analyse(free, cheque(drawer))).statusCode);
    // Nothing refused earlier used a slot: three new drawers, then the fourth is refused.
    expect(statuses).toEqual([200, 200, 200, 402]);
    const refused = await analyse(free, cheque(drawers[3]!));
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { limit: 3, used: 3 } });
    expect((await analyse(free, cheque(drawers[0]!))).statusCode).toBe(200);
    expect(await chequeAudits(drawers[0]!)).toBe(2);
  });

  it("the caller's own reference rate and assumptions price this analysis only; bad ones name the path", async () => {
    const own = (
      await analyse(premium, cheque(CLEAN, { referenceRate: 40, assumptions: { spreads: { EXCELENTE: 10 } } }))
    ).json();
    expect(own.pricing).toMatchObject({
      referenceRate: { series: 'USER', value: 40, date: null },
      spread: 10,
      suggestedRate: 50,
      overridden: true,
    });
    expect(own.pricing.assumptions.spreads.MALO).toBe(30);
    const again = (await analyse(premium, cheque(CLEAN))).json();
    expect(again.pricing).toMatchObject({ spread: 3, overridden: false });
    const bad = await analyse(premium, cheque(CLEAN, { assumptions: { lgd: 120, spreads: { PESIMO: 1 } } }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['assumptions.lgd', 'assumptions.spreads.PESIMO']);
  });
});

describe('PUT /cheques/assumptions (System area)', () => {
  it("an administrator's assumptions price everyone's analyses, audited; others are refused", async () => {
    const put = (token: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/cheques/assumptions', headers: bearer(token), payload });
    expect((await put(premium, { lgd: 50 })).statusCode).toBe(403);
    const bad = await put(admin, { spreads: { MALO: 150 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'assumptions.spreads.MALO' });
    const saved = await put(admin, { spreads: { EXCELENTE: 4 }, lgd: 50 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      assumptions: { spreads: { EXCELENTE: 4, MALO: 30 }, lgd: 50 },
      defaults: { spreads: { EXCELENTE: 3 }, lgd: 60 },
    });
    const priced = (await analyse(premium, cheque(CLEAN))).json();
    expect(priced.pricing).toMatchObject({ spread: 4, overridden: false, assumptions: { lgd: 50 } });
    const audit = (await t.database.db.execute(
      sql`select count(*)::int as n from admin_audit where action = 'cheques.assumptions'`,
    )) as unknown as { rows: { n: number }[] };
    expect(audit.rows[0]!.n).toBe(1);
    expect((await put(admin, {})).json().assumptions.spreads.EXCELENTE).toBe(3);
  });
});
