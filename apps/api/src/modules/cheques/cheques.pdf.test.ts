import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChequeAnalysis, ChequePortfolio } from '@tirr/contracts';
import {
  addDays,
  buenosAiresTime,
  formatDate,
  formatMoney,
  formatPercent,
  issuedTaxId,
  type Locale,
} from '@tirr/domain';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { demoReportOf } from '../../integrations/offline/reported-cheques';
import { untilBatchDone } from '../../test/batch';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { pageContents, pdfLines } from '../../test/pdf-text';

// A Thursday, 12:00 in Buenos Aires; the offline dataset and the curated reported cheques are relative to it.
const clock = new Date('2026-11-26T15:00:00Z');
const TODAY = '2026-11-26';
const DUE = addDays(TODAY, 30);
// The demo drawers: 1000 Excelente (Apto); situación 2 with unpaid cheques (No apto); no debts (Observar); a minor.
const { clean: CLEAN, cheques: CHEQUES, noRecords: THIN, minorCuil: MINOR } = DEMO_CASES;
const REPORTED = 40012345; // BANCO MACRO's curated reported cheque: 'Denuncia por extravío', 12 days ago
const generated = (base: string) => issuedTaxId('20', base);

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  for (const role of ['free', 'premium']) tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
  await t.database.db.execute(sql`insert into economic_series (series, date, value) values ('badlar', ${TODAY}, 30)`);
}, 180_000);
afterAll(async () => t?.close());

const cheque = (drawerTaxId: string, more: object = {}) => ({
  entityCode: 285,
  chequeNumber: 40012346,
  drawerTaxId,
  amount: 1_000_000,
  dueDate: DUE,
  ...more,
});
const post = (url: string, payload: object, role = 'premium', language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...bearer(tokens[role]!), 'accept-language': language },
    payload,
  });
const get = (url: string, language = 'es') =>
  t.app.inject({ url: `/api/v1${url}`, headers: { ...bearer(tokens.premium!), 'accept-language': language } });
const used = async (role: string) =>
  (await t.app.inject({ url: '/api/v1/consultProfiles/getAvailables', headers: bearer(tokens[role]!) })).json()
    .queryLimit.used as number;

/** Every line of every page in one text, a line's wrapping undone (a reason runs over two lines). */
const flat = (pages: string[][]) => pages.flat().join(' ').replace(/\s+/g, ' ');

/** Page headers and footers: the mark, the subject, the day, the sources, the moment, the law, 'n of m'. */
function expectFramed(pages: string[][], frame: { subject: string; date: string; lines: string[]; pageOf: RegExp }) {
  expect(pages.length).toBeGreaterThanOrEqual(1);
  pages.forEach((lines, i) => {
    const text = lines.join('\n');
    expect(text).toContain('Tirr');
    expect(text).toContain(frame.subject);
    expect(text).toContain(frame.date);
    for (const line of frame.lines) expect(text).toContain(line);
    const [, page, of] = frame.pageOf.exec(text) ?? [];
    expect([Number(page), Number(of)]).toEqual([i + 1, pages.length]);
  });
}

/** An Apto cheque, and the curated reported one (the same clean drawer): No apto. */
const CASES = {
  apto: { body: cheque(CLEAN), chequeNumber: 40012346 },
  reported: { body: cheque(CLEAN, { chequeNumber: REPORTED }), chequeNumber: REPORTED },
};
const WORDS = {
  es: {
    title: 'Análisis de cheque',
    file: 'analisis-cheque',
    pageOf: /Página (\d+) de (\d+)/,
    frame: ['Fuentes: BCRA — Central de Deudores', 'Cheques denunciados y series estadísticas (BADLAR).'],
    moment: 'Análisis del 26/11/2026 a las 12:00 (hora de Buenos Aires)',
    law: 'Ley 25.326',
    apto: [
      'VEREDICTO',
      'Apto',
      '• No está denunciado y el librador no muestra señales de riesgo: situación normal, sin cheques rechazados sin pagar ni observaciones.',
      '¿Está denunciado? No',
    ],
    reported: [
      'No apto',
      '• No apto — El cheque está denunciado en el BCRA (extraviado, robado o adulterado).',
      '¿Está denunciado? Sí Datos del BCRA procesados el 14/11/2026',
      'Sucursal Cuenta Causal 123 456789 Denuncia por extravío',
    ],
    cheque: [
      'Banco: BANCO MACRO S.A. (285)',
      'Monto: ARS 1.000.000,00',
      'Moneda: ARS',
      'Fecha de pago: 26/12/2026',
      'Tipo: Físico',
      'Fecha de operación: 26/11/2026',
      'CUIT/CUIL 23-28345671-4',
      'Situación actual: 1 — Normal (hasta 31 días de atraso)',
      'Peor situación en 24 meses: 1 — Normal (hasta 31 días de atraso)',
      'Score: 1000 · Excelente',
      'Cheques rechazados 12 meses 24 meses Sin pagar 0 0 Pagados 0 0',
      'Observaciones del BCRA: Sin observaciones en el último período.',
    ],
    noPrice: 'Precio sugerido Un cheque denunciado no se descuenta: no sugerimos precio.',
    price: [
      'Precio sugerido Supuestos editables, no son hechos: el spread por banda, la probabilidad de incumplimiento y la pérdida si no paga son estimaciones.',
      'Tasa de referencia 30,00 % BADLAR bancos privados al 26/11/2026',
      'Spread por la banda Excelente 3,00 puntos',
      'Tasa sugerida (TNA) 33,00 %',
      'Descuento a la tasa sugerida Valor nominal ARS 1.000.000,00',
      'Pérdida si no paga (LGD) 60,00 %',
    ],
    lines: {
      efectivo: 'Valor efectivo',
      neto: 'Monto a recibir',
      cft: 'CFT con IVA',
      pd: 'Probabilidad de incumplimiento en {days} días',
      loss: 'Pérdida esperada sobre el monto',
    },
    absent: ['Page ', 'Verdict', 'Editable'],
  },
  en: {
    title: 'Cheque analysis',
    file: 'cheque-analysis',
    pageOf: /Page (\d+) of (\d+)/,
    frame: ['Sources: BCRA — Central de Deudores', 'Cheques denunciados and statistics series (BADLAR).'],
    moment: 'Analysed on 11/26/2026 at 12:00 (Buenos Aires time)',
    law: 'Ley 25.326',
    apto: [
      'VERDICT',
      'Fit',
      '• It is not reported and the drawer shows no sign of risk: normal situation, no unpaid rejected cheques and no remarks.',
      'Is it reported? No',
    ],
    reported: [
      'Not fit',
      '• Not fit — The cheque is reported to the BCRA (lost, stolen or forged).',
      'Is it reported? Yes BCRA data processed on 11/14/2026',
      'Branch Account Reason 123 456789 Denuncia por extravío',
    ],
    cheque: [
      'Bank: BANCO MACRO S.A. (285)',
      'Amount: ARS 1,000,000.00',
      'Currency: ARS',
      'Payment date: 12/26/2026',
      'Type: Paper',
      'Trade date: 11/26/2026',
      'Current situation: 1 — Normal (up to 31 days late)',
      'Score: 1000 · Excellent',
      'Rejected cheques 12 months 24 months Unpaid 0 0 Paid 0 0',
      'BCRA remarks: No remarks in the latest period.',
    ],
    noPrice: 'Suggested price A reported cheque is not discounted: no price is suggested.',
    price: [
      'Suggested price Editable assumptions, not facts: the spread per band, the probability of default and the loss given default are estimates.',
      'Reference rate 30.00 % BADLAR private banks on 11/26/2026',
      'Spread for the band Excellent 3.00 points',
      'Suggested rate (TNA) 33.00 %',
      'Discount at the suggested rate Face value ARS 1,000,000.00',
    ],
    lines: {
      efectivo: 'Discounted value',
      neto: 'Amount received',
      cft: 'Total financial cost incl. VAT',
      pd: 'Probability of default within {days} days',
      loss: 'Expected loss on the amount',
    },
    absent: ['Página', 'Veredicto', 'Supuestos', 'Sin pagar'],
  },
} as const;

describe('POST /cheques/analysis.pdf (docs/domain/cheque-analysis.md §7)', () => {
  it.each([
    ['es', 'apto'],
    ['en', 'apto'],
    ['es', 'reported'],
    ['en', 'reported'],
  ] as const)(
    '%s, %s: the verdict and its reasons, the cheque, the drawer, the price; framed',
    async (language, name) => {
      const { body, chequeNumber } = CASES[name];
      const words = WORDS[language];
      const response = await post(`/cheques/analysis.pdf?lang=${language}`, body);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${words.file}-285-${chequeNumber}.pdf"`,
      );
      const analysis = (await post('/cheques/analysis', body)).json() as ChequeAnalysis;
      const pages = await pdfLines(response.rawPayload);
      const text = flat(pages);
      expect(text).toContain(`${words.title} `);
      expect(text).toContain(language === 'es' ? 'Datos de demostración' : 'Demo data');
      for (const expected of [...words[name], ...words.cheque]) expect(text).toContain(expected);
      for (const spanish of words.absent) expect(text).not.toContain(spanish);
      if (name === 'reported') {
        // A reported cheque is not discounted: no price, as on screen.
        expect(text).toContain(words.noPrice);
        for (const line of words.price) expect(text).not.toContain(line);
        expect(text).not.toContain(words.lines.neto);
      } else {
        expect(text).not.toContain(words.noPrice);
        for (const expected of words.price) expect(text).toContain(expected);
        // Every simulator line and the expected loss, money the domain's way in the reader's language.
        const { simulation, expectedLoss } = analysis.pricing!;
        const money = (value: number) => formatMoney(value, 'ARS', language as Locale);
        expect(money(1_000_000)).toBe(language === 'es' ? 'ARS 1.000.000,00' : 'ARS 1,000,000.00');
        expect(text).toContain(`${words.lines.efectivo} ${money(simulation.efectivo)}`);
        expect(text).toContain(`${words.lines.neto} ${money(simulation.neto)}`);
        expect(text).toContain(`${words.lines.cft} ${formatPercent(simulation.cft!, 2, language as Locale)}`);
        const pd = words.lines.pd.replace('{days}', String(simulation.days));
        expect(text).toContain(`${pd} ${formatPercent(expectedLoss.pd, 3, language as Locale)}`);
        expect(text).toContain(`${words.lines.loss} ${money(expectedLoss.amount)}`);
      }

      // The verdict in its colour: green for Apto, red for No apto.
      const color = name === 'apto' ? '#2e7d32' : '#c62828';
      const fill = [1, 3, 5].map((i) => String(parseInt(color.slice(i, i + 2), 16) / 255)).join(' ');
      expect((await pageContents(response.rawPayload))[0]).toContain(`${fill} scn`);

      expectFramed(pages, {
        subject: `${analysis.drawer.name} · CUIT 23-28345671-4 · Cheque ${chequeNumber}`,
        date: `${words.title} · ${language === 'es' ? '26/11/2026' : '11/26/2026'}`,
        lines: [...words.frame, words.moment, words.law],
        pageOf: words.pageOf,
      });
    },
  );

  it('without lang, Accept-Language picks the language; a bad lang or a bad field is a 400 naming it, no PDF', async () => {
    const english = await post('/cheques/analysis.pdf', cheque(CLEAN), 'premium', 'en-US,en;q=0.9');
    expect(flat(await pdfLines(english.rawPayload))).toContain('Cheque analysis');
    expect(english.headers['content-disposition']).toContain('cheque-analysis-285-40012346.pdf');

    const lang = await post('/cheques/analysis.pdf?lang=fr', cheque(CLEAN));
    expect(lang.statusCode).toBe(400);
    expect(lang.json().details).toEqual([{ field: 'lang', message: 'el idioma debe ser uno de: es, en.' }]);

    const bad = await post('/cheques/analysis.pdf', cheque(CLEAN, { chequeNumber: -5, dueDate: '2026-02-30' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/json');
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(['chequeNumber', 'dueDate']);
    expect(bad.json().message).toContain('El número de cheque debe ser mayor que 0.');
  });

  it("is in the OpenAPI document with its body, its lang and the portfolio export's pdf format", async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    const route = paths['/api/v1/cheques/analysis.pdf'].post;
    expect(route.tags).toEqual(['cheques']);
    expect(route.summary).toContain('PDF');
    expect(route.parameters.map((p: { name: string }) => p.name)).toEqual(['lang']);
    expect(Object.keys(route.requestBody.content['application/json'].schema.properties)).toContain('drawerTaxId');
    const exported = paths['/api/v1/cheques/portfolios/{id}/export'].get;
    const format = exported.parameters.find((p: { name: string }) => p.name === 'format');
    expect(format.schema.enum).toEqual(['csv', 'xlsx', 'pdf']);
  });

  it('refuses like the analysis: an unknown bank 404, a blocked drawer 403, a minor 404 — no quota used', async () => {
    const blocked = generated('30100300');
    await t.database.db.execute(sql`insert into blocked_cuits (tax_number, reason) values (${blocked}, 'test')`);
    const before = await used('free');
    const unknown = await post('/cheques/analysis.pdf', cheque(generated('30100200'), { entityCode: 9999 }), 'free');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ENTITY_NOT_FOUND', details: [{ field: 'entityCode' }] });
    expect((await post('/cheques/analysis.pdf', cheque(blocked), 'free')).json().code).toBe('TAX_ID_BLOCKED');
    expect((await post('/cheques/analysis.pdf', cheque(MINOR), 'free')).statusCode).toBe(404);
    expect(await used('free')).toBe(before);
  });

  it("uses a free user's quota like the analysis: a 4th drawer is 402, a drawer already consulted is free", async () => {
    const drawers = ['30100401', '30100402', '30100403', '30100404'].map(generated);
    for (const drawer of drawers.slice(0, 3))
      expect((await post('/cheques/analysis', cheque(drawer), 'free')).statusCode).toBe(200);
    expect(await used('free')).toBe(3);
    const refused = await post('/cheques/analysis.pdf', cheque(drawers[3]!), 'free');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { limit: 3, used: 3 } });
    const again = await post('/cheques/analysis.pdf', cheque(drawers[0]!), 'free');
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(await used('free')).toBe(3);
  });
});

/** BANCO MACRO cheque numbers the offline data does not report. */
function unreported(count: number, from = 42000000): number[] {
  const numbers: number[] = [];
  for (let n = from; numbers.length < count; n++) if (!demoReportOf(285, n)) numbers.push(n);
  return numbers;
}

describe('GET /cheques/portfolios/{id}/export?format=pdf', () => {
  const DRAWERS = [CLEAN, CHEQUES, THIN];
  const numbers = unreported(60);
  // 60 analysed cheques over three drawers, then two refused rows.
  const rows: unknown[] = [
    ...numbers.map((n, i) => cheque(DRAWERS[i % 3]!, { chequeNumber: n, amount: 100_000 * (1 + (i % 5)) })),
    cheque(CLEAN, { chequeNumber: -5 }),
    cheque(CLEAN, { chequeNumber: numbers[0] }),
  ];
  let portfolio: ChequePortfolio;
  beforeAll(async () => {
    const created = await post('/cheques/portfolios', { rows });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as ChequePortfolio;
    portfolio = await untilBatchDone(t.app.events, id, async () => (await get(`/cheques/portfolios/${id}`)).json());
  }, 180_000);

  const HEADERS = {
    es: 'Fila Banco Número Librador Monto Fecha de pago Veredicto Tasa sugerida Neto Pérdida esperada',
    en: 'Row Bank Number Drawer Amount Payment date Verdict Suggested rate Net Expected loss',
  };
  /** A line of the rows' table: its row number, then the bank. */
  const isRow = (line: string) => /^\d+ (BANCO MACRO|285) /.test(line);

  it.each(['es', 'en'] as const)(
    '%s: totals, concentration, and rows over pages under their header',
    async (language) => {
      const response = await get(`/cheques/portfolios/${portfolio.id}/export?format=pdf&lang=${language}`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${language === 'es' ? 'cartera-de-cheques' : 'cheque-portfolio'}.pdf"`,
      );
      const pages = await pdfLines(response.rawPayload);
      const withRows = pages.filter((lines) => lines.some(isRow));
      expect(withRows.length).toBeGreaterThanOrEqual(2);
      for (const lines of withRows) expect(lines.slice(0, lines.findIndex(isRow))).toContain(HEADERS[language]);
      expect(pages.flat().filter(isRow)).toHaveLength(62);

      const { totals } = portfolio;
      const created = new Date(portfolio.createdAt);
      const money = (value: number) => formatMoney(value, 'ARS', language);
      const text = flat(pages);
      const es = language === 'es';
      expect(text).toContain(
        es ? 'Cartera de cheques 62 de 62 cheques analizados' : 'Cheque portfolio 62 of 62 cheques',
      );
      expect(text).toContain(`${es ? 'Monto total' : 'Total amount'}: ${money(totals.amount)}`);
      expect(text).toContain(`${es ? 'Neto a la tasa sugerida' : 'Net at the suggested rate'}: ${money(totals.neto!)}`);
      for (const [verdict, label] of [
        ['APTO', es ? 'Apto' : 'Fit'],
        ['NO_APTO', es ? 'No apto' : 'Not fit'],
      ] as const) {
        const { count, amount } = totals.byVerdict[verdict];
        expect(count).toBe(20);
        expect(text).toContain(`${label} ${count} ${money(amount)} `);
      }
      expect(text).toContain(`Total 60 ${money(totals.amount)} ${money(totals.neto!)} ${money(totals.expectedLoss!)}`);
      for (const drawer of totals.byDrawer)
        expect(text).toContain(
          `${drawer.count} ${money(drawer.amount)} ${formatPercent(drawer.share * 100, 1, language)}`,
        );
      expect(text).toContain(es ? 'Concentración alta' : 'High concentration');
      // The refused rows, with their errors in the screen's words.
      expect(text).toContain(
        es
          ? 'Inválido Fila 61 — Número de cheque: El número de cheque debe ser mayor que 0.'
          : 'Invalid Row 61 — Cheque number: The cheque number must be greater than 0.',
      );
      expect(text).toContain(
        es ? 'Fila 62 — Número de cheque: Cheque repetido (fila 1).' : 'Duplicate cheque (row 1).',
      );

      expectFramed(pages, {
        subject: es ? 'Cartera de cheques · 62 cheques' : 'Cheque portfolio · 62 cheques',
        date: `${es ? 'Cartera de cheques' : 'Cheque portfolio'} · ${formatDate(created, language)}`,
        lines: [
          es
            ? 'Fuentes: BCRA — Central de Deudores, Cheques denunciados'
            : 'Sources: BCRA — Central de Deudores, Cheques',
          // Stored by the database at its own time, not the test's clock.
          es
            ? `Cartera creada el ${formatDate(created, 'es')} a las ${buenosAiresTime(created)} (hora de Buenos Aires)`
            : `Portfolio created on ${formatDate(created, 'en')} at ${buenosAiresTime(created)} (Buenos Aires time)`,
          'Ley 25.326',
        ],
        pageOf: es ? /Página (\d+) de (\d+)/ : /Page (\d+) of (\d+)/,
      });
    },
  );
});
