/**
 * The page frame of every Tirr PDF (ADR 0140): A4 in standard Helvetica (no font files to ship), the Tirr mark and name, the subject and the date at the top of
 * every page; the sources, the moment of the data, the Ley 25.326 notice and 'Página n de m' at the bottom; section
 * headings, 'label: value' lines and tables whose header row starts every page they run onto.
 */
export const PAGE = {
  margin: 40,
  /** The body starts below the header band… */
  top: 76,
  /** …and ends above the footer. */
  bottom: 78,
} as const;

const TIRR_BLUE = '#1f5fbf';
const TIRR_TEAL = '#19b3a6';
const GREY = '#555555';

/** What every page's header and footer say. */
export interface PageFrame {
  subject: string;
  date: string;
  footer: readonly string[];
  pageOf: (page: number, pages: number) => string;
}

/**
 * A new A4 document whose pages stay buffered until `frameEveryPage`, and the promise of its bytes (settled once
 * `doc.end()` is called). pdfkit, with its font engine, is loaded on first use: most processes never render a PDF.
 */
export async function openPdf(info: { Title: string; Subject: string }, layout: 'portrait' | 'landscape' = 'portrait') {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    bufferPages: true,
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    info: { ...info, Author: 'Tirr' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The Tirr mark (a rising line on a blue tile, as the web's logo) at (x, y), `size` points wide. */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const k = size / 32;
  doc.roundedRect(x, y, size, size, 7 * k).fill(TIRR_BLUE);
  doc
    .lineWidth(3 * k)
    .lineCap('round')
    .lineJoin('round')
    .moveTo(x + 7 * k, y + 22 * k)
    .lineTo(x + 13 * k, y + 15 * k)
    .lineTo(x + 17 * k, y + 19 * k)
    .lineTo(x + 25 * k, y + 10 * k)
    .stroke(TIRR_TEAL);
  doc.lineCap('butt').lineJoin('miter').lineWidth(1);
}

/** Text anywhere on the page, even in the margins (pdfkit would otherwise start a new page there). */
function freeText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.text(text, x, y, { lineBreak: false, ...options });
  doc.page.margins.bottom = bottom;
}

/** `text` cut with '…' to fit `width` on one line in the current font. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Draws the header and the footer on every buffered page (the document needs `bufferPages: true`). */
export function frameEveryPage(doc: PDFKit.PDFDocument, frame: PageFrame) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    const inner = width - PAGE.margin * 2;
    drawMark(doc, PAGE.margin, 28, 22);
    doc.font('Helvetica-Bold').fontSize(15).fillColor(TIRR_BLUE);
    freeText(doc, 'Tirr', PAGE.margin + 28, 32, {});
    doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
    freeText(doc, frame.subject, PAGE.margin + 80, 29, { width: inner - 80, align: 'right', ellipsis: true });
    freeText(doc, frame.date, PAGE.margin + 80, 41, { width: inner - 80, align: 'right' });
    doc
      .moveTo(PAGE.margin, 58)
      .lineTo(width - PAGE.margin, 58)
      .lineWidth(0.5)
      .stroke('#cccccc');

    const top = height - PAGE.bottom + 14;
    doc
      .moveTo(PAGE.margin, top - 6)
      .lineTo(width - PAGE.margin, top - 6)
      .lineWidth(0.5)
      .stroke('#cccccc');
    doc.font('Helvetica').fontSize(6.8).fillColor(GREY);
    frame.footer.forEach((line, n) => freeText(doc, line, PAGE.margin, top + n * 9, { width: inner - 70 }));
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor('#333333');
    freeText(doc, frame.pageOf(i - start + 1, count), width - PAGE.margin - 70, top, { width: 70, align: 'right' });
  }
  doc.fillColor('#000000');
}

/** The lowest y the body may write at. */
export const bodyBottom = (doc: PDFKit.PDFDocument) => doc.page.height - PAGE.bottom;

/** A new page unless `space` points fit below the cursor. */
export function ensureSpace(doc: PDFKit.PDFDocument, space: number) {
  if (doc.y + space > bodyBottom(doc)) doc.addPage();
}

/** A section's heading, on a new page unless `space` points of it and what follows fit; then body text. */
export function drawHeading(doc: PDFKit.PDFDocument, text: string, space = 90) {
  ensureSpace(doc, space);
  doc.x = PAGE.margin;
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12.5).fillColor('#0d47a1').text(text).moveDown(0.3);
  doc.font('Helvetica').fontSize(9.5).fillColor('#000000');
}

/** A 'label: value' line, the label in bold. */
export function drawField(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}

export interface Column {
  header: string;
  /** Share of the table's width (the shares add up to 1). */
  share: number;
  align?: 'left' | 'right';
}

/**
 * A table: the header row again at the top of every page the rows run onto; no row is split. A row with fewer
 * cells than columns has its last cell span the columns left (a refused row's reasons, say).
 */
export function drawTable(doc: PDFKit.PDFDocument, columns: readonly Column[], rows: readonly (readonly string[])[]) {
  const width = doc.page.width - PAGE.margin * 2;
  const widths = columns.map((c) => c.share * width);
  const line = (cells: readonly string[], bold: boolean) => {
    const own = rowWidths(widths, cells.length);
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: own[i]! - 6 })));
    return { height, draw: (y: number) => drawCells(doc, cells, own, columns, y) };
  };
  const header = () => {
    const { height, draw } = line(
      columns.map((c) => c.header),
      true,
    );
    const y = doc.y;
    doc.rect(PAGE.margin, y - 2, width, height + 4).fill('#eef2f8');
    doc.fillColor('#1b2433');
    draw(y);
    doc.y = y + height + 4;
  };
  ensureSpace(doc, 40);
  header();
  for (const cells of rows) {
    const { height, draw } = line(cells, false);
    if (doc.y + height > bodyBottom(doc)) {
      doc.addPage();
      header();
    }
    doc.font('Helvetica').fontSize(8.5).fillColor('#000000');
    const y = doc.y;
    draw(y);
    doc.y = y + height + 3;
    doc
      .moveTo(PAGE.margin, doc.y - 1.5)
      .lineTo(PAGE.margin + width, doc.y - 1.5)
      .lineWidth(0.3)
      .stroke('#e0e0e0');
  }
  doc.x = PAGE.margin;
}

/** The widths of a row of `count` cells: the columns', the last cell taking the rest of the row. */
function rowWidths(widths: readonly number[], count: number): readonly number[] {
  if (count >= widths.length) return widths;
  const rest = widths.slice(count - 1).reduce((a, b) => a + b, 0);
  return [...widths.slice(0, count - 1), rest];
}

function drawCells(
  doc: PDFKit.PDFDocument,
  cells: readonly string[],
  widths: readonly number[],
  columns: readonly Column[],
  y: number,
) {
  let x = PAGE.margin;
  cells.forEach((cell, i) => {
    const spans = widths.length < columns.length && i === widths.length - 1;
    doc.text(cell, x + 3, y, { width: widths[i]! - 6, align: spans ? 'left' : (columns[i]!.align ?? 'left') });
    x += widths[i]!;
  });
}
