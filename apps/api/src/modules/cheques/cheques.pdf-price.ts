/**
 * 'Precio sugerido' in the cheque analysis PDF (docs/domain/cheque-analysis.md §3, §7): under a note that the spreads,
 * the probabilities of default and the loss given default are editable assumptions, never facts — the reference rate,
 * the band's spread and the suggested rate, every line of the cheque simulator's discount at that rate
 * (docs/domain/simulators.md §4, in the screen's order) and the expected loss.
 */
import type { ChequeAnalysis } from '@tirr/contracts';
import type { Language } from '../../lib/language';
import { PAGE, drawHeading, ensureSpace } from '../../lib/pdf-page';
import { bandLabel, fill, type ChequePdfTexts } from './cheques.pdf-texts';

/** What every section of the analysis PDF draws with. */
export interface PdfContext {
  doc: PDFKit.PDFDocument;
  texts: ChequePdfTexts;
  language: Language;
  /** In the cheque's currency. */
  money: (value: number) => string;
  date: (value: string | Date) => string;
  number: (value: number) => string;
  percent: (value: number, decimals?: number) => string;
}

type Pricing = NonNullable<ChequeAnalysis['pricing']>;
type ResultKey = keyof ChequePdfTexts['discount']['results'];

/** A line of the price: its label (and a note under it) at the left, its value at the right. */
function priceLine(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  options: { note?: string; strong?: boolean },
) {
  const width = doc.page.width - PAGE.margin * 2;
  const labelWidth = width * 0.68;
  ensureSpace(doc, options.note ? 26 : 14);
  const y = doc.y;
  doc
    .font(options.strong ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9.5)
    .fillColor('#333333');
  doc.text(label, PAGE.margin, y, { width: labelWidth });
  if (options.note) doc.fontSize(8).fillColor('#555555').text(options.note, PAGE.margin, doc.y, { width: labelWidth });
  const below = doc.y;
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor('#000000');
  doc.text(value, PAGE.margin + labelWidth, y, { width: width - labelWidth, align: 'right' });
  doc.y = Math.max(below, doc.y) + 1;
  doc.x = PAGE.margin;
}

function rule(doc: PDFKit.PDFDocument) {
  const y = doc.y + 2;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(doc.page.width - PAGE.margin, y)
    .lineWidth(0.4)
    .stroke('#dddddd');
  doc.y = y + 4;
}

function subheading(doc: PDFKit.PDFDocument, text: string) {
  ensureSpace(doc, 60);
  doc.x = PAGE.margin;
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10.5).fillColor('#0d47a1').text(text).moveDown(0.2);
}

/** The note that heads the price: assumptions, not facts (and whether the caller's own changed any). */
function assumptionsNote({ doc, texts }: PdfContext, overridden: boolean) {
  const width = doc.page.width - PAGE.margin * 2;
  const text = overridden ? `${texts.assumptions}\n${texts.screen.pricing.overridden}` : texts.assumptions;
  doc.font('Helvetica-Bold').fontSize(9.5);
  const height = doc.heightOfString(text, { width: width - 18 });
  ensureSpace(doc, height + 20);
  const y = doc.y;
  doc.rect(PAGE.margin, y, width, height + 10).fill('#fff3e0');
  doc.rect(PAGE.margin, y, 3, height + 10).fill('#e65100');
  doc.fillColor('#8a3b00').text(text, PAGE.margin + 10, y + 5, { width: width - 18 });
  doc.y = y + height + 16;
  doc.x = PAGE.margin;
}

/** The simulator's lines in the screen's groups, each '[key, value, strong]'. */
function simulationLines(
  { money, date, percent }: PdfContext,
  s: Pricing['simulation'],
  amount: number,
): [ResultKey, string, boolean?][][] {
  const rate = (value: number | null) => (value === null ? '—' : percent(value));
  return [
    [
      ['amount', money(amount)],
      ['tradeDate', date(s.tradeDate)],
      ['settlementDate', date(s.settlementDate)],
      ['paymentDate', date(s.paymentDate)],
      ['days', String(s.days)],
      ['efectivo', money(s.efectivo)],
    ],
    [
      ['interes', money(s.interes)],
      ['comision', money(s.fees.comision)],
      ['dn', money(s.fees.dn)],
      ['dc', money(s.fees.dc)],
      ['cc', money(s.fees.cc)],
      ['sgr', money(s.fees.sgr)],
      ['ivaMonto', money(s.ivaMonto)],
      ['totalCostos', money(s.totalCostos), true],
      ['neto', money(s.neto), true],
    ],
    [
      ['tna', rate(s.tna)],
      ['tem', rate(s.tem)],
      ['tea', rate(s.tea)],
      ['cft', rate(s.cft), true],
      ['cftSinIva', rate(s.cftSinIva)],
    ],
  ];
}

/** 'Precio sugerido', or why there is none (no reference rate). */
export function drawPricing(context: PdfContext, analysis: ChequeAnalysis) {
  const { doc, texts, money, date, percent } = context;
  const screen = texts.screen.pricing;
  const { results, warnings } = texts.discount;
  drawHeading(doc, screen.title, 140);
  const { pricing } = analysis;
  // A reported cheque is not discounted: no price is offered, as on screen (docs/domain/cheque-analysis.md §7).
  if (analysis.reported.denunciado === true) {
    doc.font('Helvetica-Bold').fillColor('#b71c1c').text(screen.reported.text).font('Helvetica').fillColor('#000000');
    return;
  }
  if (!pricing) {
    doc.text(screen.none);
    return;
  }
  assumptionsNote(context, pricing.overridden);
  const { referenceRate, simulation, expectedLoss } = pricing;
  const band = analysis.drawer.band;
  priceLine(doc, screen.referenceRate, percent(referenceRate.value), {
    note:
      referenceRate.series === 'USER'
        ? screen.user
        : fill(screen.badlar, { date: referenceRate.date ? date(referenceRate.date) : '—' }),
  });
  priceLine(
    doc,
    fill(screen.spread, { band: band ? bandLabel(texts, band) : '—' }),
    fill(screen.points, { value: context.number(pricing.spread) }),
    {},
  );
  priceLine(doc, screen.suggestedRate, percent(pricing.suggestedRate), { strong: true });

  subheading(doc, screen.simulation);
  doc.font('Helvetica').fontSize(9).fillColor('#e65100');
  for (const warning of simulation.warnings) doc.text(`• ${warnings[warning]}`);
  simulationLines(context, simulation, analysis.cheque.amount).forEach((group, index) => {
    if (index > 0) rule(doc);
    for (const [key, value, strong] of group) priceLine(doc, results[key], value, { strong: strong === true });
  });
  rule(doc);
  const cashflow = fill(results.cashflow, {
    neto: money(simulation.neto),
    settlementDate: date(simulation.settlementDate),
    amount: money(analysis.cheque.amount),
    paymentDate: date(simulation.paymentDate),
  });
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(cashflow).fillColor('#000000');

  subheading(doc, screen.expectedLoss);
  priceLine(doc, fill(screen.pd, { days: simulation.days }), percent(expectedLoss.pd, 3), {});
  priceLine(doc, screen.annualPd, percent(expectedLoss.annualPd), {});
  priceLine(doc, screen.lgd, percent(expectedLoss.lgd), {});
  rule(doc);
  priceLine(doc, screen.lossAmount, money(expectedLoss.amount), { strong: true });
}
