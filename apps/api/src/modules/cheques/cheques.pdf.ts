/**
 * 'Analizar cheque' as a PDF (docs/domain/cheque-analysis.md §7), on the page frame of every Tirr PDF (ADR 0140):
 * the verdict big in its colour with every reason, the decision under the reader's credit policy (when they saved
 * one, docs/domain/credit-policy.md §11), the cheque, whether BCRA lists it as reported, the drawer, and the
 * price with every simulator line and the expected loss under a note that they rest on editable assumptions. In the
 * reader's language, worded as the screen words it; money and dates the domain's way (docs/domain/formatting.md §1).
 */
import type { ChequeAnalysis } from '@tirr/contracts';
import {
  buenosAiresDate,
  buenosAiresTime,
  formatCuit,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  scoreBandStyle,
} from '@tirr/domain';
import type { Language } from '../../lib/language';
import { englishScoreReason } from '../../lib/score-reasons-en';
import { drawField, drawHeading, drawTable, frameEveryPage, openPdf } from '../../lib/pdf-page';
import { drawPolicyDecision } from './cheques.pdf-policy';
import { drawPricing, type PdfContext } from './cheques.pdf-price';
import {
  CHEQUE_PDF_TEXTS,
  VERDICT_COLORS,
  bandLabel,
  fill,
  flagLabel,
  plural,
  reasonText,
  situacionLabel,
  type ChequePdfTexts,
} from './cheques.pdf-texts';

export interface ChequePdfOptions {
  language: Language;
  /** The trade date asked for, when there is no price to carry it (else the analysis' day). */
  tradeDate?: string | undefined;
}

/** 'analisis-cheque-285-40012345.pdf' ('cheque-analysis-…' in English). */
export const chequeAnalysisFileName = (analysis: ChequeAnalysis, language: Language) =>
  `${CHEQUE_PDF_TEXTS[language].fileName}-${analysis.cheque.entityCode}-${analysis.cheque.chequeNumber}.pdf`;

const REPORTED_COLORS = { yes: '#c62828', no: '#2e7d32', unchecked: '#e65100' } as const;

/** 'Veredicto', the verdict big in its colour, then every reason (the worst first) with its outcome. */
function drawVerdict({ doc, texts, language }: PdfContext, analysis: ChequeAnalysis) {
  const { verdict } = texts.screen;
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(9).fillColor('#555555').text(verdict.label.toUpperCase());
  doc.fontSize(26).fillColor(VERDICT_COLORS[analysis.verdict]).text(verdict[analysis.verdict]);
  doc.moveDown(0.2).fontSize(9.5);
  for (const reason of analysis.verdictReasons) {
    const text = reasonText(texts, language, reason, analysis.drawer.personType);
    if (reason.code !== 'CLEAN')
      doc
        .font('Helvetica-Bold')
        .fillColor(VERDICT_COLORS[reason.outcome])
        .text(`• ${verdict[reason.outcome]} — `, { continued: true });
    else doc.fillColor('#000000').text('• ', { continued: true });
    doc.font('Helvetica').fillColor('#000000').text(text);
  }
}

/** 'El cheque': what was analysed, as understood. */
function drawCheque({ doc, texts, money, date }: PdfContext, analysis: ChequeAnalysis, tradeDate: string) {
  const { form } = texts.screen;
  const { cheque } = analysis;
  drawHeading(doc, form.title);
  drawField(doc, form.entity, `${cheque.entityName} (${cheque.entityCode})`);
  drawField(doc, form.chequeNumber, String(cheque.chequeNumber));
  drawField(doc, form.amount, money(cheque.amount));
  drawField(doc, form.currency, cheque.currency);
  drawField(doc, form.dueDate, date(cheque.dueDate));
  drawField(doc, form.kind, form.kinds[cheque.kind]);
  drawField(doc, texts.discount.results.tradeDate, date(tradeDate));
}

/** '¿Está denunciado?': yes, no or could not be checked, BCRA's processing date and each report. */
function drawReported({ doc, texts, date }: PdfContext, { reported }: ChequeAnalysis) {
  const screen = texts.screen.reported;
  const answer = reported.denunciado === null ? 'unchecked' : reported.denunciado ? 'yes' : 'no';
  drawHeading(doc, screen.title);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(REPORTED_COLORS[answer]).text(screen[answer]);
  doc.font('Helvetica').fontSize(9.5).fillColor('#555555');
  if (reported.fechaProcesamiento) doc.text(fill(screen.processedAt, { date: date(reported.fechaProcesamiento) }));
  doc.fillColor('#000000');
  if (reported.detalles.length === 0) return;
  doc.moveDown(0.4).font('Helvetica-Bold').text(screen.details).font('Helvetica').moveDown(0.2);
  drawTable(
    doc,
    [
      { header: screen.sucursal, share: 0.2 },
      { header: screen.cuenta, share: 0.3 },
      { header: screen.causal, share: 0.5 },
    ],
    reported.detalles.map((d) => [d.sucursal, d.numeroCuenta, d.causal]),
  );
}

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** 'El librador': situación now and worst in 24 months, score and band, rejected cheques, flags, the score's reasons. */
function drawDrawer({ doc, texts, language, date }: PdfContext, { drawer }: ChequeAnalysis) {
  const screen = texts.screen.drawer;
  const situacion = (code: number) => `${code} — ${situacionLabel(texts, drawer.personType, code)}`;
  drawHeading(doc, screen.title, 160);
  doc.font('Helvetica-Bold').fontSize(12).text(drawer.name);
  const taxId = fill(screen.taxId, { taxId: formatCuit(drawer.taxId) });
  const period = drawer.period ? ` · ${fill(screen.period, { period: drawer.period })}` : '';
  doc.font('Helvetica').fontSize(9.5).fillColor('#555555').text(`${taxId}${period}`).fillColor('#000000');
  // The report's notices on its data: the verdict rests on it (BCRA answered from an earlier day, …).
  for (const notice of drawer.notices) {
    const text =
      notice.code === 'CACHED_BCRA_DATA' && !notice.date
        ? notice.message
        : fill(screen.notices[notice.code], { date: notice.date ? date(notice.date) : '' });
    doc.fillColor('#e65100').text(`• ${text}`).fillColor('#000000');
  }
  doc.moveDown(0.3);
  drawField(doc, screen.situacionNow, situacion(drawer.situacion));
  drawField(doc, screen.worst24, situacion(drawer.worstSituacion24));
  const band = scoreBandStyle(drawer.band);
  if (drawer.score === null || !band) drawField(doc, screen.score, screen.noScore);
  else {
    doc.font('Helvetica-Bold').text(`${screen.score}: `, { continued: true }).fillColor(band.color);
    doc.text(fill(screen.scoreLabel, { score: drawer.score, band: bandLabel(texts, band.code) }));
    doc.font('Helvetica').fillColor('#000000');
  }
  const flags = drawer.flags.map((flag) => flagLabel(texts, flag)).join(', ');
  drawField(doc, screen.flags, flags || screen.noFlags);
  doc.moveDown(0.4);
  drawTable(
    doc,
    [
      { header: screen.cheques, share: 0.5 },
      { header: screen.months12, share: 0.25, align: 'right' },
      { header: screen.months24, share: 0.25, align: 'right' },
    ],
    [
      [screen.unpaid, String(drawer.unpaidCheques12), String(drawer.unpaidCheques24)],
      [screen.paid, String(drawer.paidCheques12), String(drawer.paidCheques24)],
    ],
  );
  if (drawer.reasons.length === 0) return;
  doc.moveDown(0.4).font('Helvetica-Bold').text(screen.reasons).font('Helvetica');
  for (const reason of drawer.reasons) {
    const label = language === 'en' ? englishScoreReason(reason) : reason.label;
    const points = plural(screen, 'points', language, { count: reason.points, points: signed(reason.points) });
    doc.text(`• ${label}: ${points}`);
  }
}

/** The analysis as a PDF, every page framed: the drawer and the cheque, the day, the sources and the moment. */
export async function renderChequeAnalysisPdf(analysis: ChequeAnalysis, options: ChequePdfOptions): Promise<Buffer> {
  const { language } = options;
  const texts: ChequePdfTexts = CHEQUE_PDF_TEXTS[language];
  const { cheque, drawer } = analysis;
  const at = new Date(analysis.analysedAt);
  const tradeDate = analysis.pricing?.simulation.tradeDate ?? options.tradeDate ?? buenosAiresDate(at);
  const { doc, done } = await openPdf({ Title: `${texts.title} ${cheque.chequeNumber}`, Subject: texts.title });
  const context: PdfContext = {
    doc,
    texts,
    language,
    money: (value) => formatMoney(value, cheque.currency, language),
    date: (value) => formatDate(value, language),
    number: (value) => formatNumber(value, 2, language),
    percent: (value, decimals = 2) => formatPercent(value, decimals, language),
  };
  const money = context.money(cheque.amount);
  const dateTime = `${context.date(at)} ${buenosAiresTime(at)}`;

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(texts.title);
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  const { result } = texts.screen;
  const line = fill(result.cheque, {
    number: cheque.chequeNumber,
    entity: cheque.entityName,
    amount: money,
    date: context.date(cheque.dueDate),
  });
  doc.text(`${line} · ${formatCuit(drawer.taxId)}`);
  doc.text(fill(result.analysedAt, { date: dateTime }));
  if (analysis.dataSource === 'offline') doc.fillColor('#b71c1c').text(result.demoData);
  doc.fillColor('#000000');

  drawVerdict(context, analysis);
  drawPolicyDecision(context, analysis);
  drawCheque(context, analysis, tradeDate);
  drawReported(context, analysis);
  drawDrawer(context, analysis);
  drawPricing(context, analysis);

  frameEveryPage(doc, {
    subject: `${drawer.name} · CUIT ${formatCuit(drawer.taxId)} · Cheque ${cheque.chequeNumber}`,
    date: `${texts.title} · ${context.date(at)}`,
    footer: [
      texts.footer.sources(drawer.period),
      texts.footer.analysedAt(context.date(at), buenosAiresTime(at)),
      texts.footer.law,
    ],
    pageOf: texts.pageOf,
  });
  doc.end();
  return done;
}
