/**
 * The 24-month situación grid in the PDF (docs/domain/score.md §5, ADR 0140): one row per entity, one
 * coloured cell per month with its digit, a dark corner on the month a new situación began, the month
 * header again on every page the rows run onto, a legend, and since when each latest situación holds.
 */
import { SITUACION_COLORS, type SituacionGrid, type SituacionSince } from '@tirr/domain';
import { PAGE, bodyBottom, ensureSpace, fitText } from '../../lib/pdf-page';
import type { PdfTexts } from './pdf-texts';

const NAME_WIDTH = 116;
const ROW = 13;
const CELL_GAP = 1;

/** The small dark corner of a cell where a new situación began. */
function marker(doc: PDFKit.PDFDocument, x: number, y: number) {
  doc.polygon([x, y], [x + 5, y], [x, y + 5]).fill('#1b2433');
}

export function drawSituacionGrid(doc: PDFKit.PDFDocument, grid: SituacionGrid, texts: PdfTexts['grid']) {
  const left = PAGE.margin;
  const cellWidth = (doc.page.width - PAGE.margin * 2 - NAME_WIDTH) / Math.max(1, grid.months.length);
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(6.5).fillColor('#333333');
    doc.text(texts.entity, left, doc.y + 2, { width: NAME_WIDTH - 4, lineBreak: false });
    doc.font('Helvetica').fontSize(5.4).fillColor('#555555');
    const y = doc.y - 7;
    grid.months.forEach((m, i) => {
      // 'MM/YY': the month and the year's last two digits.
      doc.text(`${m.period.slice(0, 3)}${m.period.slice(5)}`, left + NAME_WIDTH + i * cellWidth, y, {
        width: cellWidth,
        align: 'center',
        lineBreak: false,
      });
    });
    doc.y = y + 10;
  };
  ensureSpace(doc, ROW * Math.min(grid.rows.length, 4) + 40);
  header();
  for (const row of grid.rows) {
    if (doc.y + ROW > bodyBottom(doc)) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    doc.font('Helvetica').fontSize(7).fillColor('#000000');
    doc.text(fitText(doc, row.entity, NAME_WIDTH - 6), left, y + 3, { lineBreak: false });
    row.cells.forEach((cell, i) => {
      const x = left + NAME_WIDTH + i * cellWidth;
      const colors = SITUACION_COLORS[cell.situacion];
      doc.rect(x + CELL_GAP / 2, y, cellWidth - CELL_GAP, ROW - CELL_GAP).fill(colors.background);
      if (cell.situacion > 0) {
        doc.font('Helvetica-Bold').fontSize(6.5).fillColor(colors.text);
        doc.text(String(cell.situacion), x, y + 3.5, { width: cellWidth, align: 'center', lineBreak: false });
      }
      if (cell.entered) marker(doc, x + CELL_GAP / 2, y);
    });
    doc.x = left;
    doc.y = y + ROW;
  }
  drawLegend(doc, texts);
  drawSince(doc, grid, texts);
}

function drawLegend(doc: PDFKit.PDFDocument, texts: PdfTexts['grid']) {
  ensureSpace(doc, 16);
  const y = doc.y + 5;
  let x = PAGE.margin;
  doc.font('Helvetica').fontSize(7);
  for (const situacion of [1, 2, 3, 4, 5, 6] as const) {
    const colors = SITUACION_COLORS[situacion];
    doc.rect(x, y, 12, 10).fill(colors.background);
    doc
      .font('Helvetica-Bold')
      .fillColor(colors.text)
      .text(String(situacion), x, y + 2, { width: 12, align: 'center' });
    x += 15;
  }
  doc.rect(x + 6, y, 12, 10).fill(SITUACION_COLORS[0].background);
  doc
    .font('Helvetica')
    .fillColor('#333333')
    .text(texts.legendNone, x + 21, y + 2, { lineBreak: false });
  x += 27 + doc.widthOfString(texts.legendNone);
  doc.rect(x + 6, y, 12, 10).fill(SITUACION_COLORS[1].background);
  marker(doc, x + 6, y);
  doc.fillColor('#333333').text(texts.legendEntered, x + 21, y + 2, { lineBreak: false });
  doc.x = PAGE.margin;
  doc.y = y + 14;
}

/** 'BANCO X: En situación 3 desde 07/2026', one line per entity with debt now, then the subject's. */
function drawSince(doc: PDFKit.PDFDocument, grid: SituacionGrid, texts: PdfTexts['grid']) {
  const sentence = (s: SituacionSince) => texts.since(s.situacion, s.period, s.orEarlier);
  const lines = grid.rows.flatMap((r) => (r.since ? [`${r.entity}: ${sentence(r.since)}`] : []));
  doc.font('Helvetica').fontSize(8).fillColor('#000000');
  if (grid.since) {
    ensureSpace(doc, 12);
    doc.font('Helvetica-Bold').text(`${texts.subject}: ${sentence(grid.since)}`, PAGE.margin, doc.y + 2);
  }
  doc.font('Helvetica');
  for (const line of lines) {
    ensureSpace(doc, 11);
    doc.text(line, PAGE.margin);
  }
}
