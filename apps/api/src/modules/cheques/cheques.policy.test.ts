import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chequeAnalysis, chequePortfolio, type ChequePortfolio } from '@tirr/contracts';
import { addDays, parseCsv } from '@tirr/domain';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { demoReportOf } from '../../integrations/offline/reported-cheques';
import { untilBatchDone } from '../../test/batch';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { pdfLines } from '../../test/pdf-text';
import { saveTemplatePolicy } from '../../test/saved-policy';

// A Thursday, 12:00 in Buenos Aires; the offline dataset and the curated reported cheques are relative to it.
const clock = new Date('2026-11-26T15:00:00Z');
const TODAY = '2026-11-26';
// Under Conservadora: a clean person is Aprobar, unpaid rejected cheques Rechazar, no BCRA history Observar.
const { clean: CLEAN, cheques: CHEQUES, noRecords: THIN } = DEMO_CASES;

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  for (const role of ['free', 'premium']) tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
  await t.database.db.execute(sql`insert into economic_series (series, date, value) values ('badlar', ${TODAY}, 30)`);
}, 180_000);
afterAll(async () => t?.close());

/** Cheque numbers of BANCO MACRO (285) the offline data does not report. */
const numbers = Array.from({ length: 400 }, (_, i) => 41_000_000 + i).filter((n) => !demoReportOf(285, n));
const cheque = (drawerTaxId: string, index = 0) => ({
  entityCode: 285,
  chequeNumber: numbers[index]!,
  drawerTaxId,
  amount: 1_000_000,
  dueDate: addDays(TODAY, 30),
});
const call = (method: 'GET' | 'POST', url: string, payload?: object, role = 'premium', language = 'es') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(tokens[role]!), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
const analyse = async (drawer: string, role = 'premium', language = 'es') => {
  const response = await call('POST', '/cheques/analysis', cheque(drawer), role, language);
  expect(response.statusCode, response.body).toBe(200);
  return chequeAnalysis.parse(response.json());
};
/** Every line of every page of an analysis' PDF in one text, a line's wrapping undone. */
const pdfText = async (drawer: string, language: 'es' | 'en') => {
  const response = await call('POST', `/cheques/analysis.pdf?lang=${language}`, cheque(drawer));
  expect(response.statusCode).toBe(200);
  return (await pdfLines(response.rawPayload)).flat().join(' ').replace(/\s+/g, ' ');
};
async function portfolioOf(drawers: string[]): Promise<ChequePortfolio> {
  const created = await call('POST', '/cheques/portfolios', { rows: drawers.map((d, i) => cheque(d, i + 10)) });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as ChequePortfolio;
  return untilBatchDone(t.app.events, id, async () =>
    chequePortfolio.parse((await call('GET', `/cheques/portfolios/${id}`)).json()),
  );
}
const rowDecisions = (portfolio: ChequePortfolio) =>
  portfolio.rows.map((r) => [r.result?.decision, r.result?.policyVersion]);
const exported = (id: string, format: 'csv' | 'xlsx' | 'pdf', lang: 'es' | 'en') =>
  call('GET', `/cheques/portfolios/${id}/export?format=${format}&lang=${lang}`);

describe('before the user saves a credit policy', () => {
  it("the analysis has no policy decision, its PDF no policy section; a portfolio's rows no decision", async () => {
    expect((await analyse(CHEQUES)).policyDecision).toBeNull();
    expect(await pdfText(CHEQUES, 'es')).not.toContain('Tu política de crédito');
    const portfolio = await portfolioOf([CLEAN]);
    expect(rowDecisions(portfolio)).toEqual([[null, null]]);
    // The files keep their columns; the PDF shows 'Decisión' only when a row has one.
    const [header, line] = parseCsv((await exported(portfolio.id, 'csv', 'es')).body);
    expect(line![header!.indexOf('Decisión')]).toBe('');
    const pdf = (await pdfLines((await exported(portfolio.id, 'pdf', 'es')).rawPayload)).flat().join('\n');
    expect(pdf).not.toContain('Decisión');
  });
});

describe("with Conservadora saved: the drawer under the user's credit policy", () => {
  let version = 0;
  beforeAll(async () => {
    version = (await saveTemplatePolicy(t.app, tokens.premium!, 'CONSERVADORA')).version;
  });

  it('the analysis carries the full decision beside the verdict, which stays the cheque’s; it is stored', async () => {
    const rejected = await analyse(CHEQUES);
    expect(rejected.verdict).toBe('NO_APTO');
    expect(rejected.policyDecision).toMatchObject({
      policy: { name: 'Conservadora', version },
      taxNumber: CHEQUES,
      decision: 'RECHAZAR',
      decidedBy: 'cheques-12m',
      today: TODAY,
    });
    const cheques = rejected.policyDecision!.reasons.find((r) => r.ruleId === 'cheques-12m')!;
    expect(cheques.explanation).toEqual([
      { kind: 'REJECTED_CHEQUES', params: expect.objectContaining({ count: 2, months: 12 }) },
    ]);
    const approved = await analyse(CLEAN);
    expect([approved.verdict, approved.policyDecision?.decision]).toEqual(['APTO', 'APROBAR']);
    const { rows } = (await t.database.db.execute(
      sql`select tax_number as "taxNumber", decision from policy_decisions order by decided_at`,
    )) as unknown as { rows: { taxNumber: string; decision: string }[] };
    expect(rows.slice(-2)).toEqual([
      { taxNumber: CHEQUES, decision: 'RECHAZAR' },
      { taxNumber: CLEAN, decision: 'APROBAR' },
    ]);
  });

  it('a free user has no policy decision (the policy is premium)', async () => {
    expect((await analyse(CLEAN, 'free')).policyDecision).toBeNull();
  });

  it.each([
    [
      'es',
      'Tu política de crédito: Rechazar',
      '«Conservadora», versión',
      '• Rechazar — ',
      '2 cheques rechazados sin pagar desde el 26/11/2025',
      'dentro de los últimos 12 meses informados (>= 2)',
    ],
    [
      'en',
      'Your credit policy: Reject',
      '“Conservadora”, version',
      '• Reject — ',
      '2 unpaid rejected cheques since 11/26/2025',
      'within the latest 12 reported months (>= 2)',
    ],
  ] as const)('%s: the PDF prints the decision, its version and every reason in words', async (language, ...words) => {
    const text = await pdfText(CHEQUES, language);
    for (const word of words) expect(text).toContain(word);
    // After the verdict, before the cheque.
    const [verdict, policy, cheque] = [
      language === 'es' ? 'VEREDICTO' : 'VERDICT',
      words[0]!,
      language === 'es' ? 'El cheque' : 'The cheque',
    ].map((w) => text.indexOf(w));
    expect(verdict).toBeLessThan(policy!);
    expect(policy).toBeLessThan(cheque!);
  });

  it("each portfolio row carries its drawer's decision and version; the files have the column in es and en", async () => {
    const portfolio = await portfolioOf([CLEAN, CHEQUES, THIN]);
    expect(rowDecisions(portfolio)).toEqual([
      ['APROBAR', version],
      ['RECHAZAR', version],
      ['OBSERVAR', version],
    ]);
    const es = parseCsv((await exported(portfolio.id, 'csv', 'es')).body);
    expect(es[0]!.indexOf('Decisión')).toBe(es[0]!.indexOf('Veredicto') + 1);
    expect(es.slice(1).map((line) => line[es[0]!.indexOf('Decisión')])).toEqual(['Aprobar', 'Rechazar', 'Observar']);
    const en = parseCsv((await exported(portfolio.id, 'csv', 'en')).body);
    expect(en.slice(1).map((line) => line[en[0]!.indexOf('Decision')])).toEqual(['Approve', 'Reject', 'Watch']);

    const sheet = await readSheet((await exported(portfolio.id, 'xlsx', 'es')).rawPayload);
    const column = sheet[0]!.indexOf('Decisión');
    expect(sheet.slice(1).map((row) => row[column])).toEqual(['Aprobar', 'Rechazar', 'Observar']);
    // The money columns stay numbers after the new column.
    expect(typeof sheet[1]![sheet[0]!.indexOf('Neto')]).toBe('number');

    const pdf = (await pdfLines((await exported(portfolio.id, 'pdf', 'en')).rawPayload)).flat().join('\n');
    expect(pdf).toContain('Decision');
    expect(pdf).toMatch(/Reject/);
  });
});
