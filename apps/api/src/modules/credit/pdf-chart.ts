/**
 * The 24-month bank-debt chart of the PDF, drawn as vectors with pdfkit (ADR 0092): stacked bars per period
 * coloured by entity, a y axis with compact amounts, period labels every few months and a legend.
 */
import type { CreditReport } from '@tirr/contracts';
import { formatCompact, type Locale } from '@tirr/domain';

/** The subset of a pdfkit document the chart uses. */
export interface ChartDoc {
  x: number;
  y: number;
  rect(x: number, y: number, w: number, h: number): ChartDoc;
  moveTo(x: number, y: number): ChartDoc;
  lineTo(x: number, y: number): ChartDoc;
  lineWidth(w: number): ChartDoc;
  fill(color: string): ChartDoc;
  stroke(color: string): ChartDoc;
  fillColor(color: string): ChartDoc;
  font(name: string): ChartDoc;
  fontSize(size: number): ChartDoc;
  text(text: string, x: number, y: number, options?: { width?: number; align?: string; lineBreak?: boolean }): ChartDoc;
  widthOfString(text: string): number;
}

export const CHART_COLORS = ['#1565c0', '#ef6c00', '#2e7d32', '#6a1b9a', '#c62828', '#00838f', '#795548', '#9e9d24'];

/** The stacked segments of each period (oldest first): [entity index, amount] with amount > 0. */
export function chartData(report: CreditReport) {
  const entities = report.history.map((h) => h.entity);
  const columns = report.periods.map((p) => ({
    period: p.period,
    segments: report.history
      .map((h, i) => [i, h.entries.find((e) => e.periodKey === p.periodKey)?.monto ?? 0] as const)
      .filter(([, monto]) => monto > 0),
  }));
  const max = Math.max(0, ...columns.map((c) => c.segments.reduce((s, [, m]) => s + m, 0)));
  return { entities, columns, max };
}

/** A round axis maximum ≥ max (1, 2, 2.5 or 5 × 10^n). */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= max) ?? 10) * power;
}

/** Draws the chart in the box; returns the y below it (legend included). Nothing drawn without debt. */
export function drawDebtChart(
  doc: ChartDoc,
  report: CreditReport,
  left: number,
  top: number,
  width: number,
  locale: Locale = 'es',
): number {
  const { entities, columns, max } = chartData(report);
  if (max === 0 || columns.length === 0) return top;
  const axisWidth = 46;
  const plotLeft = left + axisWidth;
  const plotWidth = width - axisWidth;
  const plotHeight = 150;
  const bottom = top + plotHeight;
  const scale = niceMax(max);

  doc.lineWidth(0.5);
  doc.font('Helvetica').fontSize(7);
  for (let i = 0; i <= 4; i++) {
    const y = bottom - (plotHeight * i) / 4;
    doc
      .moveTo(plotLeft, y)
      .lineTo(plotLeft + plotWidth, y)
      .stroke(i === 0 ? '#555555' : '#dddddd');
    doc
      .fillColor('#555555')
      .text(formatCompact((scale * i) / 4, locale), left, y - 3, { width: axisWidth - 4, align: 'right' });
  }

  const slot = plotWidth / columns.length;
  const barWidth = Math.max(2, slot * 0.7);
  columns.forEach((column, index) => {
    const x = plotLeft + index * slot + (slot - barWidth) / 2;
    let y = bottom;
    for (const [entity, monto] of column.segments) {
      const h = (monto / scale) * plotHeight;
      doc.rect(x, y - h, barWidth, h).fill(CHART_COLORS[entity % CHART_COLORS.length]!);
      y -= h;
    }
    if (index % 3 === 0 || index === columns.length - 1) {
      doc.fillColor('#555555').text(column.period, x - 10, bottom + 3, { width: barWidth + 20, align: 'center' });
    }
  });

  // Legend: a swatch and the entity's name, wrapping across lines.
  let x = plotLeft;
  let y = bottom + 16;
  doc.fontSize(7.5);
  entities.forEach((entity, i) => {
    const itemWidth = Math.min(plotWidth, 14 + doc.widthOfString(entity));
    if (x + itemWidth > plotLeft + plotWidth) {
      x = plotLeft;
      y += 12;
    }
    doc.rect(x, y, 8, 8).fill(CHART_COLORS[i % CHART_COLORS.length]!);
    doc.fillColor('#333333').text(entity, x + 11, y, { lineBreak: false });
    x += itemWidth + 8;
  });
  doc.fillColor('#000000');
  return y + 16;
}
