import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { issuedTaxId } from '@tirr/domain';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { DEMO_CASES } from '../../integrations/offline/dataset';

let t: TestApp;
const tokens: Record<string, string> = {};
const NOW = new Date('2026-11-21T13:00:00Z');
/** Milliseconds the test clock has moved past NOW (time stands still unless a test moves it). */
let elapsedMs = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(NOW.getTime() + elapsedMs) });
  for (const role of ['free', 'premium', 'admin'])
    tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
});
afterAll(async () => t?.close());

const get = (url: string, role = 'premium') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(tokens[role]!) });
/** The id the tax agency issues for these ten digits (the demo registry knows no other). */
const cuit = (base: string) => issuedTaxId(base.slice(0, 2) as '20' | '27' | '30', base.slice(2));

describe('identity lookups', () => {
  it('finds a person by CUIT, with dashes', async () => {
    const response = await get('/identity/taxId/23-28345671-4');
    expect(response.statusCode).toBe(200);
    // Only what confirms whom the user is about to consult: no birth date (ADR 0102).
    expect(response.json()).toEqual({
      name: 'GOMEZ MARIA LAURA',
      taxId: DEMO_CASES.clean,
      personType: 'FISICA',
      otherTaxIds: [],
    });
  });

  it('resolves a DNI to the CUIL the agency issued (23-…-4 where 27 gives a raw check digit of 10)', async () => {
    expect((await get('/identity/id/28345671')).json()).toMatchObject({ taxId: '23283456714', otherTaxIds: [] });
  });

  it('an id the agency never issues (raw check digit 10) is not in the registry', async () => {
    const response = await get('/identity/taxId/27-28345671-9');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'CUIT no disponible' });
  });

  it('resolves a 7-digit DNI to its CUIL', async () => {
    const response = await get('/identity/id/7654321');
    expect(response.statusCode).toBe(200);
    expect(response.json().taxId).toMatch(/^2[07]07654321\d$/);
  });

  it('a DNI with two CUILs answers the ACTIVO one and lists the other', async () => {
    const response = await get(`/identity/id/${DEMO_CASES.twoCuilsDni}`);
    expect(response.json()).toMatchObject({
      taxId: DEMO_CASES.twoCuilsActive,
      otherTaxIds: [DEMO_CASES.twoCuilsInactive],
    });
  });

  it('a minor is unavailable (404 UNAVAILABLE) by DNI and by CUIT', async () => {
    const byDni = await get(`/identity/id/${DEMO_CASES.minorDni}`);
    expect(byDni.statusCode).toBe(404);
    expect(byDni.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'DNI no disponible, intente nuevamente ingresando el CUIT o CUIL de la persona',
    });
    const byCuit = await get(`/identity/taxId/${DEMO_CASES.minorCuil}`);
    expect(byCuit.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'CUIT no disponible' });
    // Nor is a report of it announced as one that would use a free report.
    const status = await get(`/consultProfiles/consulted/${DEMO_CASES.minorCuil}`);
    expect(status.statusCode).toBe(404);
    expect(status.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'CUIT no disponible' });
  });

  it.each([
    ['/identity/taxId/30-50001091-3', 'cuit: el dígito verificador'],
    ['/identity/taxId/30-50001091-23', 'cuit: el CUIT/CUIL debe tener 11 dígitos'],
    ['/identity/taxId/30-5000109A-2', 'cuit: el CUIT/CUIL solo admite dígitos'],
    ['/identity/id/123456', 'dni: el DNI debe tener al menos 7 dígitos'],
    ['/identity/id/12a4567', 'dni: el DNI debe tener hasta 8 dígitos'],
    ['/credit/20314567821/report', 'taxNumber: el dígito verificador'],
    ['/identity/taxId/00000000000', 'cuit: Prefijo de CUIT/CUIL desconocido.'],
    ['/identity/taxId/99-12345678-1', 'cuit: Prefijo de CUIT/CUIL desconocido.'],
    ['/identity/00000000000/details', 'taxNumber: Prefijo de CUIT/CUIL desconocido.'],
    ['/credit/00000000000/report', 'taxNumber: Prefijo de CUIT/CUIL desconocido.'],
    ['/credit/11-12345678-7/report.pdf', 'taxNumber: Prefijo de CUIT/CUIL desconocido.'],
    ['/credit/00000000000/activity-report', 'taxNumber: Prefijo de CUIT/CUIL desconocido.'],
  ])('%s → 400 naming the field', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toContain(message);
  });

  it('registry details of a company', async () => {
    const response = await get(`/identity/${DEMO_CASES.cheques}/details`);
    expect(response.statusCode).toBe(200);
    expect(response.json().persona).toMatchObject({
      displayName: 'DISTRIBUIDORA NORTE S.R.L.',
      tipoPersona: 'JURIDICA',
      estadoClave: 'ACTIVO',
      formaJuridica: 'SOC. RESP. LIMITADA',
      fechaContratoSocial: '2015-03-10',
    });
  });
});

describe('credit report (offline demo data)', () => {
  it('clean 24 months in situación 1 → 1000 Excelente, amounts in pesos', async () => {
    const response = await get(`/credit/${DEMO_CASES.clean}/report?person_type=FISICA&id_type=CUIT`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.score).toMatchObject({
      score: 1000,
      band: 'EXCELENTE',
      bandLabel: 'Excelente',
      reasons: [],
      version: 'v2',
    });
    expect(report.period).toBe('09/2026');
    expect(report.periods).toHaveLength(24);
    expect(report.periods[23].period).toBe('09/2026');
    expect(report.debts[0]).toMatchObject({ entity: 'BANCO DE LA NACION ARGENTINA', situacion: 1, amount: 1_250_000 });
    expect(report.source).toBe('offline');
  });

  it('deteriorating 1→3 explains each penalty; the trend is a 0-point reason', async () => {
    const report = (await get(`/credit/${DEMO_CASES.deteriorating}/report`)).json();
    expect(report.score.reasons.map((r: { code: string; points: number }) => [r.code, r.points])).toEqual([
      ['CURRENT_SITUATION', -600],
      ['RECENT_DETERIORATION', 0],
      ['REFINANCED', -60],
    ]);
    expect(report.score.reasons[1].label).toBe('Empeoró en los últimos 6 meses');
    expect(report.score).toMatchObject({ score: 1000 - 600 - 60, band: 'REGULAR', version: 'v2' });
    expect(report.maxSituacion).toMatchObject({
      current: 3,
      currentLabel: 'Riesgo medio (más de 90 hasta 180 días de atraso)',
    });
  });

  it('company with rejected cheques: reasons, paid and unpaid, entity names', async () => {
    const report = (await get(`/credit/${DEMO_CASES.cheques}/report?person_type=JURIDICA`)).json();
    expect(report.cheques).toHaveLength(4);
    expect(report.totals).toMatchObject({ chequesCount: 4, chequesUnpaidCount: 3 });
    const reasons = report.cheques.map((c: { reason: string }) => c.reason).sort();
    expect(reasons).toEqual([
      'DEFECTOS_FORMALES',
      'FONDOS_INSUFICIENTES',
      'FONDOS_INSUFICIENTES',
      'FONDOS_INSUFICIENTES',
    ]);
    expect(report.cheques.find((c: { paidAt: string | null }) => c.paidAt)).toMatchObject({
      entityName: 'BANCO DE LA NACION ARGENTINA',
    });
    expect(report.score.reasons.map((r: { code: string; points: number }) => [r.code, r.points])).toEqual(
      expect.arrayContaining([
        ['CHEQUES_UNPAID', -360],
        ['CHEQUES_PAID', -30],
      ]),
    );
    expect(report.score).toMatchObject({ score: 1000 - 450 - 360 - 30, band: 'MALO' });
  });

  it("a company gets the commercial portfolio's situación labels", async () => {
    const report = (await get(`/credit/${DEMO_CASES.cheques}/report`)).json();
    expect(report.maxSituacion).toMatchObject({
      current: 2,
      currentLabel: 'Con seguimiento especial',
      last24Months: 2,
      last24MonthsLabel: 'Con seguimiento especial',
    });
    expect(report.debts.map((d: { situacionLabel: string }) => d.situacionLabel)).toEqual([
      'Con seguimiento especial',
      'En situación normal',
    ]);
    expect(report.score.reasons[0].label).toBe('Situación actual 2 (Con seguimiento especial)');
  });

  it('legal flags and en revisión', async () => {
    const report = (await get(`/credit/${DEMO_CASES.legalFlags}/report`)).json();
    const codes = report.score.reasons.map((r: { code: string }) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['LEGAL_SITUATION', 'JUDICIAL_PROCESS']));
    expect(report.notices.map((n: { code: string }) => n.code)).toContain('EN_REVISION');
    expect(report.score.band).toBe('MALO');
  });

  it('no records (BCRA 404) → 560 with the band "Sin historial", in the published period', async () => {
    const report = (await get(`/credit/${DEMO_CASES.noRecords}/report`)).json();
    expect(report.score).toMatchObject({ score: 560, band: 'SIN_HISTORIAL', bandLabel: 'Sin historial' });
    expect(report.period).toBe('09/2026');
    expect(report.score.reasons).toEqual([expect.objectContaining({ code: 'NO_CREDIT_HISTORY', points: -440 })]);
    expect(report.notices.map((n: { code: string }) => n.code)).toEqual(['NO_RECORDS']);
    expect(report.debts).toEqual([]);
  });

  it('an INACTIVO key costs 100 and shows a notice', async () => {
    const report = (await get(`/credit/${DEMO_CASES.inactive}/report`)).json();
    expect(report.score.reasons.map((r: { code: string }) => r.code)).toContain('INACTIVE_KEY');
    expect(report.identity.estadoClave).toBe('INACTIVO');
  });

  it('any valid CUIT gets a stable generated answer', async () => {
    const id = cuit('3070918273');
    const a = (await get(`/credit/${id}/report`)).json();
    const b = (await get(`/credit/${id}/report`)).json();
    expect(a.identity.name).toBe(b.identity.name);
    expect(a.score).toEqual(b.score);
  });

  it('person_type must follow the prefix', async () => {
    const response = await get(`/credit/${DEMO_CASES.clean}/report?person_type=JURIDICA`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^person_type:/);
  });

  it('the PDF is a real PDF', async () => {
    const response = await get(`/credit/${DEMO_CASES.cheques}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const body = response.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.subarray(-8).toString()).toContain('%%EOF');
    expect(body.length).toBeGreaterThan(2000);
  });

  it('last periods: 24 months ending two months before today', async () => {
    const body = (await get('/credit/last-periods')).json();
    expect(body.lastPeriod).toBe('09/2026');
    expect(body.periods).toHaveLength(24);
    expect(body.periods[23]).toBe('10/2024');
  });

  it('activity report: registry activity and consult counts', async () => {
    await get(`/credit/${DEMO_CASES.clean}/report`);
    const body = (await get(`/credit/${DEMO_CASES.clean}/activity-report`)).json();
    expect(body.activities[0]).toMatchObject({ id: 620100, principal: true, periodo: '11/2013' });
    expect(body.consults.total).toBeGreaterThanOrEqual(2);
    expect(body.consults.byMonth).toHaveLength(12);
    expect(body.consults.byMonth[11]).toMatchObject({ period: '11/2026' });
    expect(body.consults.byMonth[11].count).toBe(body.consults.total);
  });

  it("the last consult's day is its Buenos Aires date: 22:30 there is already the next day in UTC", async () => {
    const id = cuit('2041000077');
    elapsedMs = 12.5 * 3_600_000; // 2026-11-22T01:30Z, 21/11 22:30 in Buenos Aires
    try {
      expect((await get(`/credit/${id}/report`)).statusCode).toBe(200);
      const body = (await get(`/credit/${id}/activity-report`)).json();
      expect(body.consults.lastConsultOn).toBe('2026-11-21');
    } finally {
      elapsedMs = 0;
    }
  });

  it('repeated consults within a second share one audit row and each one is counted', async () => {
    const id = cuit('2041000000');
    const before = (await get(`/credit/${id}/activity-report`)).json().consults.total;
    await Promise.all(Array.from({ length: 5 }, () => get(`/credit/${id}/report`)));
    await get(`/credit/${id}/report`, 'free');
    const body = (await get(`/credit/${id}/activity-report`)).json();
    expect(body.consults.total - before).toBe(6);
    expect(body.consults.last30Days).toBe(body.consults.total);
    // The Buenos Aires date of the last consult, never its time (ADR 0102).
    expect(body.consults.lastConsultOn).toBe('2026-11-21');
    expect(body.consults).not.toHaveProperty('lastConsultAt');
    const rows = await t.database.db.execute(
      sql`select u.email, c.consults from credit_consults c join users u on u.id = c.user_id where c.tax_number = ${id} and c.kind = 'report' order by u.email`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { email: 'free@tirr.demo', consults: 1 },
      { email: 'premium@tirr.demo', consults: 5 },
    ]);
  });

  it('every report consult is audited (user, tax id, time), committed before its answer', async () => {
    const rows = await t.database.db.execute(
      sql`select c.tax_number, c.created_at, u.email from credit_consults c join users u on u.id = c.user_id where c.tax_number = ${DEMO_CASES.noRecords}`,
    );
    const list = (rows as unknown as { rows: Array<{ email: string }> }).rows;
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list[0]!.email).toBe('premium@tirr.demo');
  });
});

describe('blocked tax ids', () => {
  it('TAX_ID_BLOCKED for everyone but admins', async () => {
    const blocked = cuit('3071111111');
    await t.database.db.execute(sql`insert into blocked_cuits (tax_number, reason) values (${blocked}, 'test')`);
    for (const role of ['free', 'premium']) {
      // The report, and the question whether it would use a free one.
      for (const url of [`/credit/${blocked}/report`, `/consultProfiles/consulted/${blocked}`]) {
        const response = await get(url, role);
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'TAX_ID_BLOCKED',
          details: { taxNumber: blocked, supportEmail: 'soporte@tirr.com.ar' },
        });
      }
    }
    expect((await get(`/credit/${blocked}/report`, 'admin')).statusCode).toBe(200);
    expect((await get(`/consultProfiles/consulted/${blocked}`, 'admin')).statusCode).toBe(200);
  });

  it('the search lookups and the registry details refuse a blocked CUIT/CUIL (a DNI, when any of its keys is)', async () => {
    const blocked = DEMO_CASES.twoCuilsInactive;
    const admin = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens.admin!), ...(payload ? { payload } : {}) });
    const urls = [
      `/identity/taxId/${blocked}`,
      `/identity/${blocked}/details`,
      `/identity/id/${DEMO_CASES.twoCuilsDni}`,
    ];
    // Looked up (and their blocked state cached) before the block.
    for (const url of urls) expect((await get(url, 'free')).statusCode).toBe(200);
    const added = await admin('POST', '/system/blacklist', {
      taxNumber: blocked,
      reason: 'Habeas data (Ley 25.326)',
      requestedBy: 'El titular',
    });
    expect(added.statusCode).toBe(201);
    for (const role of ['free', 'premium']) {
      for (const url of urls) {
        const response = await get(url, role);
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        // A DNI's refusal names the DNI asked for, not which of its keys is blocked.
        const asked = url.startsWith('/identity/id/') ? DEMO_CASES.twoCuilsDni : blocked;
        expect(response.json()).toMatchObject({ code: 'TAX_ID_BLOCKED', details: { taxNumber: asked } });
        expect(response.body).not.toContain('MARTINEZ');
      }
    }
    for (const url of urls) expect((await get(url, 'admin')).statusCode, `admin ${url}`).toBe(200);
    expect((await admin('DELETE', `/system/blacklist/${blocked}`)).statusCode).toBe(200);
    for (const url of urls) expect((await get(url, 'free')).statusCode, `unblocked ${url}`).toBe(200);
  });
});

describe('recents', () => {
  it('the 8 most recent by createdAt, one per tax id', async () => {
    const login = (await signIn(t.app, 'admin@tirr.demo')).accessToken;
    const ids = Array.from({ length: 10 }, (_, i) => cuit(`204000000${i}`));
    // Each consult a few milliseconds after the previous one (all within one second: one audit row per
    // tax id, ids[2]'s row counting two consults and ending last).
    const consult = async (id: string) => {
      elapsedMs += 5;
      await t.app.inject({ method: 'GET', url: `/api/v1/credit/${id}/report`, headers: bearer(login) });
    };
    for (const id of ids) await consult(id);
    await consult(ids[2]!);
    const items = (await t.app.inject({ method: 'GET', url: '/api/v1/credit/history', headers: bearer(login) })).json()
      .items;
    expect(items).toHaveLength(8);
    expect(items.map((i: { taxNumber: string }) => i.taxNumber)).toEqual([
      ids[2],
      ids[9],
      ids[8],
      ids[7],
      ids[6],
      ids[5],
      ids[4],
      ids[3],
    ]);
    expect(items[0]).toMatchObject({ type: 'human', createdAt: new Date(NOW.getTime() + elapsedMs).toISOString() });
    elapsedMs = 0;
  });
});

describe('a new published period (runs last: it advances the demo data)', () => {
  it('the header period, the report and its score move together; no report of the old period is served', async () => {
    const before = (await get(`/credit/${DEMO_CASES.deteriorating}/report`)).json();
    expect(before.period).toBe('09/2026');
    const sysadmin = (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken;
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/v1/monitoring/run',
      headers: bearer(sysadmin),
      payload: { advancePeriod: true },
    });
    expect(run.json().period).toBe('202610');
    expect((await get('/credit/last-periods')).json().lastPeriod).toBe('10/2026');
    const after = (await get(`/credit/${DEMO_CASES.deteriorating}/report`)).json();
    expect(after.period).toBe('10/2026');
    expect(after.periods.at(-1).period).toBe('10/2026');
    expect(after.maxSituacion.current).toBe(4);
    expect(after.score.reasons[0]).toMatchObject({ code: 'CURRENT_SITUATION', points: -750 });
  });
});
