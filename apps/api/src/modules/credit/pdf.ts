/**
 * The credit report as a PDF to hand to a credit committee (pdfkit, standard Helvetica: no font files to
 * ship; ADRs 0024, 0092, 0140): in the reader's language, with the screen's labels, the explained score,
 * the 24-month situación grid, the debt chart, tables whose headers repeat on every page, and on every
 * page the Tirr mark, the subject, the date, the sources, the consult and 'Página n de m'.
 */
import type { CreditReport } from '@tirr/contracts';
import {
  buenosAiresTime,
  formatCuit,
  formatDate,
  formatMoney,
  scoreBandOf,
  scoreBandStyle,
  situacionGrid,
} from '@tirr/domain';
import { PAGE, drawField, drawHeading, drawTable, frameEveryPage, openPdf } from '../../lib/pdf-page';
import { drawDebtChart, type ChartDoc } from './pdf-chart';
import { drawSituacionGrid } from './pdf-grid';
import { PDF_TEXTS, type PdfLanguage, type PdfTexts } from './pdf-texts';

/** The consult the PDF answers: its audit row's id and instant (ADR 0103). */
export interface PdfConsult {
  id: number;
  at: Date;
}

export interface PdfOptions {
  language: PdfLanguage;
  consult: PdfConsult;
}

/** A notice in the reader's language (the cached-data notice keeps the day it names). */
function noticeText(texts: PdfTexts, language: PdfLanguage, notice: CreditReport['notices'][number]) {
  const [, d, m, y] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(notice.message) ?? [];
  const date = y ? formatDate(`${y}-${m}-${d}`, language) : '';
  return texts.notices[notice.code].replace('{date}', date);
}

export async function renderReportPdf(report: CreditReport, { language, consult }: PdfOptions): Promise<Buffer> {
  const texts = PDF_TEXTS[language];
  const money = (value: number) => formatMoney(value, 'ARS', language);
  const date = (value: string | Date) => formatDate(value, language);
  const { personType } = report.identity;
  const situacion = (code: number) =>
    `${code} — ${texts.situacion[personType][code] ?? texts.situacion[personType][0]}`;
  const { doc, done } = await openPdf({
    Title: `${texts.title} ${formatCuit(report.taxNumber)}`,
    Subject: texts.title,
  });
  const heading = (text: string, space?: number) => drawHeading(doc, text, space);
  const field = (label: string, value: string) => drawField(doc, label, value);

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(texts.title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(`${report.identity.name} · ${formatCuit(report.taxNumber)}`);
  if (report.source === 'offline') doc.fillColor('#b71c1c').text(texts.demoData);
  doc.fontSize(9.5);
  for (const notice of report.notices) doc.fillColor('#e65100').text(`• ${noticeText(texts, language, notice)}`);
  doc.fillColor('#000000');

  heading(texts.general.title);
  const { identity } = report;
  field(texts.general.name, identity.name);
  field(texts.general.taxNumber, formatCuit(report.taxNumber));
  field(texts.general.personType, texts.general.types[personType]);
  if (identity.estadoClave) field(texts.general.keyStatus, texts.general.keyStatuses[identity.estadoClave]);
  if (identity.birthDate) field(texts.general.birthDate, date(identity.birthDate));
  field(texts.general.period, report.period ?? texts.general.noPeriod);

  heading(texts.score.title);
  const { score } = report;
  doc.fontSize(8.5).fillColor('#555555').text(`${texts.score.scorecard} ${score.version}`).fontSize(9.5);
  if (score.score === null) doc.fillColor('#000000').text(texts.score.none);
  else {
    // 'Sin historial' (an unknown debtor) is its own grey band, whatever the number.
    const band = scoreBandStyle(score.band) ?? scoreBandOf(score.score);
    doc.font('Helvetica-Bold').fontSize(22).fillColor(band.color);
    doc.text(`${score.score} · ${texts.score.bands[band.code]}`);
    doc.font('Helvetica').fontSize(9.5).fillColor('#000000');
  }
  for (const reason of score.reasons) {
    doc.text(`• ${texts.score.reason(reason)}: ${texts.score.points(reason.points)}`);
  }
  if (score.reasons.length === 0 && score.score !== null) doc.text(`• ${texts.score.noReasons}`);

  const { totals, maxSituacion } = report;
  heading(texts.summary.totalDebt);
  doc.font('Helvetica-Bold').fontSize(13).text(money(totals.totalDebt)).font('Helvetica').fontSize(9.5);
  if (report.period) doc.fillColor('#555555').text(texts.summary.totalDebtHint(report.period, totals.entities));
  doc.fillColor('#000000').moveDown(0.3);
  field(texts.summary.maxCurrent, situacion(maxSituacion.current));
  field(texts.summary.maxLast24, situacion(maxSituacion.last24Months));
  field(texts.summary.chequesTotal, `${totals.chequesCount} · ${money(totals.chequesAmount)}`);
  field(texts.summary.chequesUnpaid, `${totals.chequesUnpaidCount} · ${money(totals.chequesUnpaidAmount)}`);

  heading(texts.debts.title);
  if (report.debts.length === 0) doc.text(texts.debts.empty);
  else {
    const [entity, sit, amount, days] = texts.debts.headers;
    drawTable(
      doc,
      [
        { header: entity, share: 0.36 },
        { header: sit, share: 0.34 },
        { header: amount, share: 0.18, align: 'right' },
        { header: days, share: 0.12, align: 'right' },
      ],
      report.debts.map((d) => [d.entity, situacion(d.situacion), money(d.amount), d.daysPastDue?.toString() ?? '—']),
    );
  }

  heading(texts.grid.title, 120);
  const grid = situacionGrid(report.periods, report.history);
  if (grid.rows.length === 0) doc.text(texts.grid.empty);
  else drawSituacionGrid(doc, grid, texts.grid);

  heading(texts.evolution.title, 250);
  const withData = report.periods.filter((p) => p.monto > 0 || p.worstSituacion > 0);
  if (withData.length === 0) doc.text(texts.evolution.empty);
  else {
    const width = doc.page.width - PAGE.margin * 2;
    const below = drawDebtChart(doc as unknown as ChartDoc, report, PAGE.margin, doc.y + 4, width, language);
    doc.x = PAGE.margin;
    doc.y = below + 2;
    doc.font('Helvetica').fontSize(7.5).fillColor('#555555').text(texts.evolution.unit).moveDown(0.5);
    const [period, total, worst] = texts.evolution.headers;
    drawTable(
      doc,
      [
        { header: period, share: 0.3 },
        { header: total, share: 0.4, align: 'right' },
        { header: worst, share: 0.3 },
      ],
      [...report.periods].reverse().map((p) => [p.period, money(p.monto), String(p.worstSituacion || '—')]),
    );
  }

  heading(texts.cheques.title);
  if (report.cheques.length === 0) doc.text(texts.cheques.empty);
  else {
    const [number, entity, rejectedAt, reason, amount, status] = texts.cheques.headers;
    drawTable(
      doc,
      [
        { header: number, share: 0.1 },
        { header: entity, share: 0.24 },
        { header: rejectedAt, share: 0.155 },
        { header: reason, share: 0.17 },
        { header: amount, share: 0.16, align: 'right' },
        { header: status, share: 0.175 },
      ],
      report.cheques.map((c) => [
        String(c.number),
        c.entityName ?? String(c.entityCode),
        date(c.rejectedAt),
        texts.cheques.reasons[c.reason],
        money(c.amount),
        c.paidAt ? texts.cheques.paid(date(c.paidAt)) : texts.cheques.unpaid,
      ]),
    );
  }

  heading(texts.legal.title, 100);
  doc.fontSize(8).fillColor('#333333').text(texts.legal.text);

  frameEveryPage(doc, {
    subject: `${identity.name} · CUIT/CUIL ${formatCuit(report.taxNumber)}`,
    date: `${texts.title} · ${date(consult.at)}`,
    footer: [
      texts.footer.sources(report.period ?? '—'),
      texts.footer.consult(date(consult.at), buenosAiresTime(consult.at), consult.id),
      texts.footer.law,
    ],
    pageOf: texts.pageOf,
  });
  doc.end();
  return done;
}
