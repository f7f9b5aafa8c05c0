import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';
import type { CreditReport } from '@tirr/contracts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { chartData, niceMax } from './pdf-chart';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'premium@tirr.demo')).accessToken;
}, 60_000);
afterAll(async () => t?.close());

/** The decoded content streams of every page (pdfkit deflates them). */
async function pageContents(pdf: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return streams
      .map((ref) => doc.context.lookup(ref))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => inflateSync(Buffer.from(s.contents)).toString('latin1'))
      .join('\n');
  });
}

/** The text shown by TJ/Tj operators (pdfkit writes standard-font text as hex strings). */
const shownText = (content: string) =>
  [...content.matchAll(/<([0-9a-f]+)>/gi)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');

describe('report PDF', () => {
  it('draws the 24-month debt chart as vectors: one filled rectangle per stacked segment and legend item', async () => {
    const taxNumber = DEMO_CASES.deteriorating;
    const report = (
      await t.app.inject({ url: `/api/v1/credit/${taxNumber}/report`, headers: bearer(token) })
    ).json() as CreditReport;
    const response = await t.app.inject({ url: `/api/v1/credit/${taxNumber}/report.pdf`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const pages = await pageContents(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    const all = pages.join('\n');

    const { columns, entities, max } = chartData(report);
    const segments = columns.reduce((n, c) => n + c.segments.length, 0);
    expect(max).toBeGreaterThan(0);
    expect(segments).toBeGreaterThan(24);
    const rectangles = [...all.matchAll(/[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re\n(?:\/DeviceRGB cs\n[\d. ]+ scn\n)?f\n/g)];
    expect(rectangles).toHaveLength(segments + entities.length);
    // Axis and grid lines, period labels and the legend's entity names are in the drawing.
    expect([...all.matchAll(/ l\n(?:\/DeviceRGB CS\n[\d. ]+ SCN\n)?S\n/g)].length).toBeGreaterThanOrEqual(5);
    const text = shownText(all);
    expect(text).toContain(report.periods[0]!.period);
    expect(text).toContain(report.periods.at(-1)!.period);
    for (const entity of entities) expect(text).toContain(entity.slice(0, 12));
  });

  it('a report without debts has no chart', async () => {
    const response = await t.app.inject({
      url: `/api/v1/credit/${DEMO_CASES.noRecords}/report.pdf`,
      headers: bearer(token),
    });
    const all = (await pageContents(response.rawPayload)).join('\n');
    expect([...all.matchAll(/ re\n/g)]).toHaveLength(0);
    expect(shownText(all)).toContain('Sin historial.');
  });

  it('an unknown debtor\'s PDF shows "Sin historial" in grey and names the scorecard', async () => {
    const response = await t.app.inject({
      url: `/api/v1/credit/${DEMO_CASES.noRecords}/report.pdf`,
      headers: bearer(token),
    });
    const all = (await pageContents(response.rawPayload)).join('\n');
    const text = shownText(all);
    expect(text).toContain('Scorecard v2');
    expect(text).toContain('560 · Sin historial');
    expect(text).not.toContain('Bueno');
    // The band's colour (#757575) fills the score line.
    expect(all).toMatch(/0\.4588\d* 0\.4588\d* 0\.4588\d* scn\n(?:(?!.* scn\n)[^\n]*\n)*?\[<353630/);
  });

  it("a company's PDF names its situaciones as the commercial portfolio does", async () => {
    const response = await t.app.inject({
      url: `/api/v1/credit/${DEMO_CASES.cheques}/report.pdf`,
      headers: bearer(token),
    });
    const text = shownText((await pageContents(response.rawPayload)).join('\n'));
    expect(text).toMatch(/Situación máxima actual: 2 . Con seguimiento especial/);
    expect(text).not.toContain('Riesgo bajo');
    expect(text).toContain('Scorecard v2');
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
