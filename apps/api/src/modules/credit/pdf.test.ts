import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditReport } from '@tirr/contracts';
import { eq } from 'drizzle-orm';
import { buenosAiresTime, formatDate, situacionGrid, SITUACION_COLORS } from '@tirr/domain';
import { creditConsults } from '../../db/schema';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { pageContents, pdfLines } from '../../test/pdf-text';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { chartData, niceMax } from './pdf-chart';
import { renderReportPdf } from './pdf';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
}, 180_000);
afterAll(async () => t?.close());

const pdfOf = (taxNumber: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/credit/${taxNumber}/report.pdf${query}`, headers: { ...bearer(token), ...headers } });

const reportOf = async (taxNumber: string) =>
  (await t.app.inject({ url: `/api/v1/credit/${taxNumber}/report`, headers: bearer(token) })).json() as CreditReport;

/** Every line of every page, joined. */
const allText = (pages: string[][]) => pages.flat().join('\n');

/** The operands of a hex colour's fill, as pdfkit writes them (full precision: '0.1803921568627451 …'). */
const fillOf = (hex: string) =>
  [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => String(v))
    .join(' ');

/** A report with `n` rejected cheques: long enough for its cheque table to run over several pages. */
function withCheques(report: CreditReport, n: number): CreditReport {
  const cheque = report.cheques[0]!;
  return {
    ...report,
    cheques: Array.from({ length: n }, (_, i) => ({ ...cheque, number: 90_000_000 + i })),
  };
}

describe('report PDF for a credit committee (ADR 0140)', () => {
  it('Spanish: logo and name, subject and date, "Página n de m" and the legal footer on every page', async () => {
    const response = await pdfOf(DEMO_CASES.cheques);
    expect(response.statusCode).toBe(200);
    const pages = await pdfLines(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const report = await reportOf(DEMO_CASES.cheques);
    pages.forEach((lines, i) => {
      const text = lines.join('\n');
      expect(text).toContain('Tirr');
      expect(text).toContain('DISTRIBUIDORA NORTE S.R.L. · CUIT/CUIL 30-71589634-2');
      expect(text).toMatch(/Reporte crediticio · \d{2}\/\d{2}\/\d{4}/);
      expect(text).toContain(`Página ${i + 1} de ${pages.length}`);
      expect(text).toContain(
        `Fuentes: BCRA, Central de Deudores del Sistema Financiero (período ${report.period}); ARCA, padrón de contribuyentes.`,
      );
      expect(text).toMatch(
        /Consulta del \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2} \(hora de Buenos Aires\) · Consulta n\.º \d+/,
      );
      expect(text).toContain('Ley 25.326');
    });
    // The Tirr mark is drawn on every page: its blue tile.
    for (const content of await pageContents(response.rawPayload))
      expect(content).toContain(`${fillOf('#1f5fbf')} scn`);
    const text = allText(pages);
    expect(text).toContain('Aviso legal');
    expect(text).toContain('artículo 14, inciso 3 de la Ley N.º 25.326');
  });

  it('the consult in the footer is the audit row of this PDF: its id, day and time in Buenos Aires', async () => {
    const response = await pdfOf(DEMO_CASES.clean);
    const text = allText(await pdfLines(response.rawPayload));
    const [, date, time, id] =
      /Consulta del (\d{2}\/\d{2}\/\d{4}) a las (\d{2}:\d{2}) \(hora de Buenos Aires\) · Consulta n\.º (\d+)/.exec(
        text,
      )!;
    const rows = await t.database.db
      .select({ kind: creditConsults.kind, taxNumber: creditConsults.taxNumber, createdAt: creditConsults.createdAt })
      .from(creditConsults)
      .where(eq(creditConsults.id, Number(id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'pdf', taxNumber: DEMO_CASES.clean });
    expect(date).toBe(formatDate(rows[0]!.createdAt));
    expect(time).toBe(buenosAiresTime(rows[0]!.createdAt));
  });

  it("Spanish: the screen's labels, the score with its reasons, the grid's since lines", async () => {
    const text = allText(await pdfLines((await pdfOf(DEMO_CASES.deteriorating)).rawPayload));
    const report = await reportOf(DEMO_CASES.deteriorating);
    expect(text).toContain('Estado de la clave: Activa');
    expect(text).not.toContain('ACTIVO');
    expect(text).toContain('Tipo de persona: Persona humana');
    expect(text).toContain(`${report.score.score} · Regular`);
    for (const reason of report.score.reasons) expect(text).toContain(`• ${reason.label}:`);
    expect(text).toContain('Scorecard v2');
    expect(text).toContain('Situación en los últimos 24 meses');
    const grid = situacionGrid(report.periods, report.history);
    const since = grid.since!;
    expect(text).toContain(`Peor situación: En situación ${since.situacion} desde ${since.period}`);
    for (const row of grid.rows.filter((r) => r.since))
      expect(text).toContain(`${row.entity}: En situación ${row.since!.situacion} desde ${row.since!.period}`);
    expect(text).toContain('Inicio de una nueva situación');
  });

  it('English (lang=en): every label, the score reasons, dates MM/DD/YYYY and "Page n of m"', async () => {
    const response = await pdfOf(DEMO_CASES.deteriorating, '?lang=en');
    expect(response.statusCode).toBe(200);
    const pages = await pdfLines(response.rawPayload);
    const report = await reportOf(DEMO_CASES.deteriorating);
    pages.forEach((lines, i) => {
      const text = lines.join('\n');
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(text).toMatch(/Credit report · \d{2}\/\d{2}\/\d{4}/);
      expect(text).toMatch(/Consulted on \d{2}\/\d{2}\/\d{4} at \d{2}:\d{2} \(Buenos Aires time\) · Consult no\. \d+/);
      expect(text).toContain('Sources: BCRA, Central de Deudores');
      expect(text).toContain('Ley 25.326');
    });
    const text = allText(pages);
    for (const label of [
      'General data',
      'Tax key status: Active',
      'Person type: Natural person',
      `${report.score.score} · Fair`,
      'Refinanced debt',
      'Situation over the last 24 months',
      'Worst situation: In situation',
      'Start of a new situation',
      'Latest period debts by entity',
      'Bank debt evolution',
      'Legal notice',
    ])
      expect(text).toContain(label);
    for (const spanish of ['Página', 'Datos generales', 'Activa', 'Regular', 'Deuda refinanciada', 'Aviso legal'])
      expect(text).not.toContain(spanish);
    // English separators: 'ARS 1,234.56'.
    expect(text).toMatch(/ARS \d{1,3}(,\d{3})*\.\d{2}/);
  });

  it.each([
    ['en-US,en;q=0.9,es;q=0.8', 'Page 1 of'],
    ['es-AR,es;q=0.9,en;q=0.8', 'Página 1 de'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'Page 1 of'],
    ['de-DE', 'Página 1 de'],
  ])('without lang, Accept-Language %s picks the language', async (accept, expected) => {
    const response = await pdfOf(DEMO_CASES.clean, '', { 'accept-language': accept });
    expect(allText(await pdfLines(response.rawPayload))).toContain(expected);
  });

  it('lang wins over Accept-Language; an unknown lang is a 400 naming it', async () => {
    const es = await pdfOf(DEMO_CASES.clean, '?lang=es', { 'accept-language': 'en' });
    expect(allText(await pdfLines(es.rawPayload))).toContain('Página 1 de');
    const bad = await pdfOf(DEMO_CASES.clean, '?lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('idioma');
  });

  it.each(['es', 'en'] as const)(
    '%s: a table running over pages repeats its header row on each page',
    async (language) => {
      const report = withCheques(await reportOf(DEMO_CASES.cheques), 120);
      const pages = await pdfLines(await renderReportPdf(report, { language, consult: { id: 42, at: new Date() } }));
      const header =
        language === 'es'
          ? 'Número Entidad Fecha de rechazo Causal Monto Estado'
          : 'Number Entity Rejection date Reason Amount Status';
      const withRows = pages.filter((lines) => lines.some((l) => /^9000\d{4} /.test(l)));
      expect(withRows.length).toBeGreaterThanOrEqual(3);
      for (const lines of withRows) {
        const first = lines.findIndex((l) => /^9000\d{4} /.test(l));
        expect(lines.slice(0, first)).toContain(header);
      }
      // Every row printed once, and every page numbered out of the total.
      expect(pages.flat().filter((l) => /^9000\d{4} /.test(l))).toHaveLength(120);
      pages.forEach((lines, i) =>
        expect(lines.join('\n')).toContain(
          language === 'es' ? `Página ${i + 1} de ${pages.length}` : `Page ${i + 1} of ${pages.length}`,
        ),
      );
    },
  );

  it('draws the grid: one cell per entity and month in its situación colour, digits and month labels', async () => {
    const report = await reportOf(DEMO_CASES.deteriorating);
    const response = await pdfOf(DEMO_CASES.deteriorating);
    const content = (await pageContents(response.rawPayload)).join('\n');
    const grid = situacionGrid(report.periods, report.history);
    // Each cell is a filled rectangle in its colour (24 per entity).
    const cellFills = [...content.matchAll(/[-\d.]+ [-\d.]+ ([-\d.]+) 12 re\n\/DeviceRGB cs\n([\d. ]+) scn\nf\n/g)];
    const expected = grid.rows.flatMap((r) => r.cells.map((c) => fillOf(SITUACION_COLORS[c.situacion].background)));
    expect(cellFills.map((m) => m[2])).toEqual(expected);
    const lines = (await pdfLines(response.rawPayload)).flat();
    const first = grid.months[0]!.period;
    const last = grid.months.at(-1)!.period;
    expect(lines.join('\n')).toContain(`${first.slice(0, 3)}${first.slice(5)}`);
    expect(lines.join('\n')).toContain(`${last.slice(0, 3)}${last.slice(5)}`);
  });

  it('draws the 24-month debt chart as vectors: one filled rectangle per stacked segment and legend item', async () => {
    const report = await reportOf(DEMO_CASES.deteriorating);
    const response = await pdfOf(DEMO_CASES.deteriorating);
    const all = (await pageContents(response.rawPayload)).join('\n');
    const { columns, entities, max } = chartData(report);
    const segments = columns.reduce((n, c) => n + c.segments.length, 0);
    expect(max).toBeGreaterThan(0);
    expect(segments).toBeGreaterThan(24);
    // The chart's colours are not the grid's: its rectangles are those filled with an entity colour.
    const chartFills = [...all.matchAll(/ re\n\/DeviceRGB cs\n([\d. ]+) scn\nf\n/g)].filter((m) =>
      ['#1565c0', '#ef6c00', '#2e7d32', '#6a1b9a', '#c62828', '#00838f', '#795548', '#9e9d24']
        .slice(0, entities.length)
        .map(fillOf)
        .includes(m[1]!),
    );
    expect(chartFills.length).toBeGreaterThanOrEqual(segments + entities.length);
    const text = allText(await pdfLines(response.rawPayload));
    expect(text).toContain(report.periods[0]!.period);
    for (const entity of entities) expect(text).toContain(entity.slice(0, 12));
  });

  it('a report without debts has no grid nor chart, and says so', async () => {
    const text = allText(await pdfLines((await pdfOf(DEMO_CASES.noRecords)).rawPayload));
    expect(text).toContain('Sin deudas informadas en los últimos 24 meses.');
    expect(text).not.toContain('Peor situación: En situación');
  });

  it('an unknown debtor\'s PDF shows "Sin historial" in grey and names the scorecard', async () => {
    const response = await pdfOf(DEMO_CASES.noRecords);
    const all = (await pageContents(response.rawPayload)).join('\n');
    const text = allText(await pdfLines(response.rawPayload));
    expect(text).toContain('Scorecard v2');
    expect(text).toContain('560 · Sin historial');
    expect(text).not.toMatch(/Bueno(?!s Aires)/);
    // The band's colour (#757575) fills the score line.
    expect(all).toMatch(/0\.4588\d* 0\.4588\d* 0\.4588\d* scn\n(?:(?!.* scn\n)[^\n]*\n)*?\[<353630/);
  });

  it("a company's PDF names its situaciones as the commercial portfolio does", async () => {
    const text = allText(await pdfLines((await pdfOf(DEMO_CASES.cheques)).rawPayload));
    expect(text).toContain('Situación máxima, último período: 2 — Con seguimiento especial');
    expect(text).toContain('Tipo de persona: Persona jurídica');
    expect(text).not.toContain('Riesgo bajo');
  });

  it('rounds the axis maximum up', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7300)).toBe(10000);
    expect(niceMax(1800)).toBe(2000);
    expect(niceMax(2400)).toBe(2500);
    expect(niceMax(2500)).toBe(2500);
    expect(niceMax(31_000_000)).toBe(50_000_000);
  });
});
