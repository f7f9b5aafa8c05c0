/** The credit report as a PDF (pdfkit, standard Helvetica: no font files to ship). Spanish, DD/MM/YYYY, 'ARS 1.234,56'. */
import type { CreditReport } from '@tirr/contracts';
import { CHEQUE_REASON_LABELS, formatCuit, formatDate, formatMoney, scoreBandOf, scoreBandStyle } from '@tirr/domain';
import { drawDebtChart, type ChartDoc } from './pdf-chart';
import { generatedLine, reasonLine, totalDebtLine } from './pdf-texts';

const MARGIN = 48;

export async function renderReportPdf(report: CreditReport): Promise<Buffer> {
  // Loaded on first use: pdfkit (with its font engine) is heavy and most processes never render a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: `Reporte crediticio ${formatCuit(report.taxNumber)}`,
        Author: 'Tirr',
        Subject: 'Reporte crediticio',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - MARGIN * 2;
    const heading = (text: string) => {
      if (doc.y > doc.page.height - 140) doc.addPage();
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#0d47a1').text(text).moveDown(0.3);
      doc.font('Helvetica').fontSize(10).fillColor('#000');
    };
    const row = (cells: string[], widths: number[], bold = false) => {
      if (doc.y > doc.page.height - 80) doc.addPage();
      const y = doc.y;
      let x = MARGIN;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      let bottom = y;
      cells.forEach((cell, i) => {
        doc.text(cell, x, y, { width: widths[i]! - 6 });
        bottom = Math.max(bottom, doc.y);
        x += widths[i]!;
      });
      doc.x = MARGIN;
      doc.y = bottom + 3;
    };

    doc.font('Helvetica-Bold').fontSize(18).text('Reporte crediticio');
    doc.font('Helvetica').fontSize(10).fillColor('#555');
    doc.text(generatedLine(report.generatedAt));
    if (report.source === 'offline') doc.fillColor('#b71c1c').text('Datos de demostración');
    doc.fillColor('#000');

    heading('Datos generales');
    doc.text(`Nombre / razón social: ${report.identity.name}`);
    doc.text(`CUIT/CUIL: ${formatCuit(report.taxNumber)}`);
    doc.text(`Tipo de persona: ${report.identity.personType === 'JURIDICA' ? 'Jurídica' : 'Humana'}`);
    if (report.identity.estadoClave) doc.text(`Estado de la clave: ${report.identity.estadoClave}`);
    if (report.identity.birthDate) doc.text(`Fecha de nacimiento: ${formatDate(report.identity.birthDate)}`);
    doc.text(`Último período informado: ${report.period ?? 'sin datos'}`);

    heading('Score');
    const { score } = report;
    doc.fontSize(9).fillColor('#555').text(`Scorecard ${score.version}`).fontSize(10).fillColor('#000');
    if (score.score === null) {
      doc.text('Sin score.');
    } else {
      // 'Sin historial' (an unknown debtor) is its own grey band, whatever the number.
      const band = scoreBandStyle(score.band) ?? scoreBandOf(score.score);
      doc.font('Helvetica-Bold').fontSize(22).fillColor(band.color).text(`${score.score} · ${band.label}`);
      doc.font('Helvetica').fontSize(10).fillColor('#000');
    }
    for (const reason of score.reasons) doc.text(reasonLine(reason.label, reason.points));
    if (score.reasons.length === 0 && score.score !== null) doc.text('• Sin penalizaciones.');

    heading('Resumen');
    doc.text(totalDebtLine(report.totals.totalDebt, report.totals.entities));
    doc.text(`Situación máxima actual: ${report.maxSituacion.current} — ${report.maxSituacion.currentLabel}`);
    doc.text(
      `Situación máxima en 24 meses: ${report.maxSituacion.last24Months} — ${report.maxSituacion.last24MonthsLabel}`,
    );
    doc.text(
      `Cheques rechazados: ${report.totals.chequesCount} (${formatMoney(report.totals.chequesAmount)}), sin pagar: ${report.totals.chequesUnpaidCount} (${formatMoney(report.totals.chequesUnpaidAmount)})`,
    );
    for (const notice of report.notices) doc.fillColor('#e65100').text(`• ${notice.message}`).fillColor('#000');

    heading('Deudas actuales por entidad');
    if (report.debts.length === 0) doc.text('Sin deudas informadas.');
    else {
      const w = [width * 0.42, width * 0.3, width * 0.28];
      row(['Entidad', 'Situación', 'Monto'], w, true);
      for (const d of report.debts) row([d.entity, `${d.situacion} — ${d.situacionLabel}`, formatMoney(d.amount)], w);
    }

    heading('Evolución de la deuda (24 meses)');
    const withData = report.periods.filter((p) => p.monto > 0 || p.worstSituacion > 0);
    if (withData.length === 0) doc.text('Sin historial.');
    else {
      if (doc.y > doc.page.height - 260) doc.addPage();
      const below = drawDebtChart(doc as unknown as ChartDoc, report, MARGIN, doc.y + 4, width);
      doc.x = MARGIN;
      doc.y = below + 6;
      doc.font('Helvetica').fontSize(10).fillColor('#000');
      const w = [width * 0.3, width * 0.4, width * 0.3];
      row(['Período', 'Monto total', 'Peor situación'], w, true);
      for (const p of [...report.periods].reverse()) row([p.period, formatMoney(p.monto), String(p.worstSituacion)], w);
    }

    heading('Cheques rechazados');
    if (report.cheques.length === 0) doc.text('Sin cheques rechazados.');
    else {
      const w = [width * 0.14, width * 0.26, width * 0.16, width * 0.2, width * 0.12, width * 0.12];
      row(['Nº', 'Entidad', 'Rechazo', 'Motivo', 'Monto', 'Pago'], w, true);
      for (const c of report.cheques) {
        row(
          [
            String(c.number),
            c.entityName ?? String(c.entityCode),
            formatDate(c.rejectedAt),
            CHEQUE_REASON_LABELS[c.reason],
            formatMoney(c.amount),
            c.paidAt ? formatDate(c.paidAt) : 'Impago',
          ],
          w,
        );
      }
    }
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor('#777')
      .text('Montos en pesos. Los montos de deuda del BCRA se informan en miles de pesos y se convierten.');
    doc.end();
  });
}
