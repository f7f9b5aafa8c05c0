import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChequePortfolio } from '@tirr/contracts';
import { addDays, issuedTaxId, parseCsv } from '@tirr/domain';
import { demoReportOf } from '../../integrations/offline/reported-cheques';
import { untilBatchDone } from '../../test/batch';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

// A Thursday; the offline dataset and the curated reported cheques are relative to it.
const clock = new Date('2026-11-26T15:00:00Z');
const TODAY = '2026-11-26';
const DUE = addDays(TODAY, 30);
const CLEAN = '23283456714'; // 24 months in situación 1 → 1000 Excelente: Apto
const CHEQUES = '30715896342'; // situación 2 now, unpaid 'SIN FONDOS' cheques: No apto
const THIN = '27401239877'; // no debts anywhere: 'Sin historial', Observar
const MINOR = '20523456785';
const BLOCKED = issuedTaxId('20', '30100900');
const REPORTED = 40012345; // BANCO MACRO's curated reported cheque

/** Cheque numbers of BANCO MACRO (285) that the offline data does not report, from `from` on. */
function unreported(count: number, from = 41000000): number[] {
  const numbers: number[] = [];
  for (let n = from; numbers.length < count; n++) if (!demoReportOf(285, n)) numbers.push(n);
  return numbers;
}
const [N1, N2, N3, N4, N5, N6, N7] = unreported(7) as [number, number, number, number, number, number, number];
const cheque = (drawerTaxId: string, chequeNumber: number, amount: number, more: object = {}) => ({
  entityCode: 285,
  chequeNumber,
  drawerTaxId,
  amount,
  dueDate: DUE,
  ...more,
});

/** Rows 1–5 analysed, 6–15 invalid (one bad field each, an unknown entity, a duplicate), 16–17 errors. */
const ROWS: unknown[] = [
  cheque(CLEAN, N1, 1_000_000),
  cheque('23-28345671-4', N2, 500_000, { kind: 'echeq', dueDate: addDays(TODAY, 40) }),
  cheque(CHEQUES, N3, 2_000_000),
  cheque(CLEAN, REPORTED, 300_000),
  cheque(THIN, N4, 1_200_000, { currency: 'ARS' }),
  cheque(CLEAN, N5, 1000, { entityCode: 'macro' }),
  cheque(CLEAN, -5, 1000),
  cheque('20-1', N5, 1000),
  cheque(CLEAN, N5, 0),
  cheque(CLEAN, N5, 1000, { dueDate: '2026-02-30' }),
  cheque(CLEAN, N5, 1000, { currency: 'EUR' }),
  cheque(CLEAN, N5, 1000, { kind: 'paper' }),
  'una fila suelta',
  cheque(CLEAN, N5, 1000, { entityCode: 9999 }),
  cheque(CLEAN, N1, 1_000_000),
  cheque(BLOCKED, N6, 400_000),
  cheque(MINOR, N7, 100_000),
];
/** Each invalid row and the field its error names. */
const INVALID: [number, string][] = [
  [6, 'entityCode'],
  [7, 'chequeNumber'],
  [8, 'drawerTaxId'],
  [9, 'amount'],
  [10, 'dueDate'],
  [11, 'currency'],
  [12, 'kind'],
  [13, 'row'],
  [14, 'entityCode'],
  [15, 'chequeNumber'],
];

let t: TestApp;
const tokens: Record<string, string> = {};
let job: ChequePortfolio;

const call = (method: 'GET' | 'POST', url: string, role = 'premium', payload?: object, language = 'es') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(tokens[role]!), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
const chequeAudits = async (taxNumber: string) =>
  (
    (await t.database.db.execute(
      sql`select coalesce(sum(consults), 0)::int as n from credit_consults where tax_number = ${taxNumber} and kind = 'cheque'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  for (const role of ['free', 'premium', 'admin'])
    tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
  await t.database.db.execute(sql`insert into economic_series (series, date, value) values ('badlar', ${TODAY}, 30)`);
  await t.database.db.execute(sql`insert into blocked_cuits (tax_number, reason) values (${BLOCKED}, 'test')`);
  const created = await call('POST', '/cheques/portfolios', 'premium', { rows: ROWS });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as ChequePortfolio;
  job = await untilBatchDone(t.app.events, id, async () => (await call('GET', `/cheques/portfolios/${id}`)).json());
}, 180_000);
afterAll(async () => t?.close());

describe('POST /cheques/portfolios', () => {
  it('analyses the valid rows in the background; each bad row is invalid with its errors by field', () => {
    expect(job).toMatchObject({ status: 'done', total: 17, done: 17, invalid: 10 });
    expect(job.rows.map((r) => r.status)).toEqual([
      ...Array<string>(5).fill('done'),
      ...Array<string>(10).fill('invalid'),
      'error',
      'error',
    ]);
    for (const [row, field] of INVALID) {
      const found = job.rows[row - 1]!;
      expect(
        found.errors?.map((e) => e.field),
        `row ${row}`,
      ).toEqual([field]);
      expect(found.result, `row ${row}`).toBeUndefined();
    }
    expect(job.rows[6]!.errors![0]!.message).toBe('El número de cheque debe ser mayor que 0.');
    expect(job.rows[7]!.errors![0]!.message).toMatch(/^El CUIT del librador: /);
    expect(job.rows[12]).toMatchObject({ input: {}, errors: [{ message: expect.stringContaining('objeto') }] });
    expect(job.rows[13]!.errors![0]!.message).toBe('El código 9999 no es una entidad del BCRA que emita cheques.');
    expect(job.rows[14]!.errors![0]!.message).toBe('Cheque repetido (fila 1).');
    expect(job.rows[1]!.input).toEqual(ROWS[1]);
  });

  it('a blocked drawer and a minor are error rows, with the messages of their reports', () => {
    expect(job.rows[15]).toMatchObject({
      status: 'error',
      errors: [{ field: 'drawerTaxId', message: 'La consulta de este CUIT/CUIL no está disponible.' }],
    });
    expect(job.rows[16]).toMatchObject({
      status: 'error',
      errors: [{ field: 'drawerTaxId', message: 'CUIT no disponible' }],
    });
    expect(job.rows[15]!.result).toBeUndefined();
  });

  it("reads each drawer's report once, audited as 'cheque'; the refused ones are not audited", async () => {
    expect(await chequeAudits(CLEAN)).toBe(1);
    expect(await chequeAudits(CHEQUES)).toBe(1);
    expect(await chequeAudits(THIN)).toBe(1);
    expect(await chequeAudits(BLOCKED)).toBe(0);
    expect(await chequeAudits(MINOR)).toBe(0);
  });

  it('gives each analysed row what the single analysis says of the same cheque, priced at BADLAR', async () => {
    expect(job.rows[0]!.result).toMatchObject({
      drawer: { taxId: CLEAN, band: 'EXCELENTE', score: 1000, situacion: 1 },
      reported: false,
      verdict: 'APTO',
      suggestedRate: 33,
      entityName: 'BANCO MACRO S.A.',
    });
    expect(job.rows[3]!.result).toMatchObject({ reported: true, verdict: 'NO_APTO' });
    for (const index of [0, 1, 2, 3, 4]) {
      const single = (await call('POST', '/cheques/analysis', 'premium', ROWS[index] as object)).json();
      expect(job.rows[index]!.result, `row ${index + 1}`).toEqual({
        drawer: {
          taxId: single.drawer.taxId,
          name: single.drawer.name,
          band: single.drawer.band,
          score: single.drawer.score,
          situacion: single.drawer.situacion,
        },
        reported: single.reported.denunciado,
        verdict: single.verdict,
        verdictReasons: single.verdictReasons,
        suggestedRate: single.pricing.suggestedRate,
        neto: single.pricing.simulation.neto,
        expectedLoss: single.pricing.expectedLoss.amount,
        entityName: single.cheque.entityName,
        // No saved credit policy here: neither has a decision (cheques.policy.test.ts has them).
        decision: single.policyDecision,
        policyVersion: null,
      });
    }
  });

  it('totals the analysed rows by verdict and by drawer; the shares of the drawers sum to 1', () => {
    const results = job.rows.slice(0, 5).map((r) => r.result!);
    const amounts = [1_000_000, 500_000, 2_000_000, 300_000, 1_200_000];
    expect(results.map((r) => r.verdict)).toEqual(['APTO', 'APTO', 'NO_APTO', 'NO_APTO', 'OBSERVAR']);
    const { totals } = job;
    expect(totals).toMatchObject({
      currency: 'ARS',
      count: 5,
      amount: 5_000_000,
      byVerdict: {
        APTO: { count: 2, amount: 1_500_000 },
        OBSERVAR: { count: 1, amount: 1_200_000 },
        NO_APTO: { count: 2, amount: 2_300_000 },
      },
    });
    expect(totals.neto).toBeCloseTo(
      results.reduce((a, r) => a + r.neto!, 0),
      6,
    );
    expect(totals.expectedLoss).toBeCloseTo(
      results.reduce((a, r) => a + r.expectedLoss!, 0),
      6,
    );
    expect(totals.neto).toBeLessThan(amounts.reduce((a, b) => a + b, 0));
    expect(totals.byDrawer.map((d) => [d.taxId, d.count, d.amount])).toEqual([
      [CHEQUES, 1, 2_000_000],
      [CLEAN, 3, 1_800_000],
      [THIN, 1, 1_200_000],
    ]);
    expect(totals.byDrawer[1]!.share).toBeCloseTo(0.36, 12);
    expect(totals.byDrawer.reduce((a, d) => a + d.share, 0)).toBeCloseTo(1, 12);
  });

  it('answers in English with Accept-Language en', async () => {
    const english = (await call('GET', `/cheques/portfolios/${job.id}`, 'premium', undefined, 'en')).json();
    expect(english.rows[6].errors[0].message).toBe('The cheque number must be greater than 0.');
    expect(english.rows[14].errors[0].message).toBe('Duplicate cheque (row 1).');
    expect(english.rows[15].errors[0].message).toBe('Lookups of this CUIT/CUIL are not available.');
  });

  it('refuses a bad reference rate or assumption for the whole portfolio, free users and too many rows', async () => {
    const bad = await call('POST', '/cheques/portfolios', 'premium', {
      rows: [ROWS[0]],
      referenceRate: -1,
      assumptions: { lgd: 120 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(['referenceRate', 'assumptions.lgd']);
    expect((await call('POST', '/cheques/portfolios', 'free', { rows: [ROWS[0]] })).statusCode).toBe(403);
    expect((await call('POST', '/cheques/portfolios', 'premium', { rows: [] })).statusCode).toBe(400);
    const tooMany = await call('POST', '/cheques/portfolios', 'premium', { rows: Array(1001).fill(ROWS[0]) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0].field).toBe('rows');
  });
});

describe('GET /cheques/portfolios/{id}', () => {
  it("answers 404 for another user's portfolio (and its file), 403 to a free user", async () => {
    expect((await call('GET', `/cheques/portfolios/${job.id}`, 'admin')).statusCode).toBe(404);
    expect((await call('GET', `/cheques/portfolios/${job.id}/export?format=csv`, 'admin')).statusCode).toBe(404);
    expect((await call('GET', `/cheques/portfolios/${job.id}`, 'free')).statusCode).toBe(403);
    expect((await call('GET', `/cheques/portfolios/${job.id}`)).statusCode).toBe(200);
  });
});

describe('GET /cheques/portfolios/{id}/export', () => {
  const file = (format: string, language = 'es') =>
    call('GET', `/cheques/portfolios/${job.id}/export?format=${format}`, 'premium', undefined, language);

  it('CSV: a header and a line per row, as many cells each; Spanish or English', async () => {
    const response = await file('csv');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('cartera-de-cheques.csv');
    const [header, ...lines] = parseCsv(response.body);
    expect(header![0]).toBe('Fila');
    expect(lines).toHaveLength(17);
    for (const line of lines) expect(line).toHaveLength(header!.length);
    const column = (name: string) => header!.indexOf(name);
    expect(lines[0]![column('Veredicto')]).toBe('Apto');
    expect(lines[0]![column('CUIT del librador')]).toBe('23-28345671-4');
    expect(lines[0]![column('Monto')]).toBe('1000000');
    expect(lines[3]![column('Denunciado')]).toBe('Sí');
    expect(lines[6]![column('Errores')]).toBe('El número de cheque debe ser mayor que 0.');

    const english = parseCsv((await file('csv', 'en')).body);
    expect(english[0]).toHaveLength(header!.length);
    expect(english[0]![0]).toBe('Row');
    expect(english[0]).toContain('Verdict');
    expect(english[1]![english[0]!.indexOf('Verdict')]).toBe('Fit');
    expect(english[7]![english[0]!.indexOf('Errors')]).toBe('The cheque number must be greater than 0.');
  });

  it('XLSX: a spreadsheet file', async () => {
    const response = await file('xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
