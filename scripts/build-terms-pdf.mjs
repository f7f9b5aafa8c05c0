// Builds public/legal/terminos-y-condiciones.pdf from legal/terminos-y-condiciones.md (headings '#' and
// '##', paragraphs, '- ' bullet lists). Run with `npm run legal:pdf`; the PDF is committed.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../apps/web');
const source = join(root, 'legal/terminos-y-condiciones.md');
const target = join(root, 'public/legal/terminos-y-condiciones.pdf');

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;
const BLUE = rgb(0.122, 0.373, 0.749);
const TEXT = rgb(0.106, 0.141, 0.2);
const GREY = rgb(0.4, 0.43, 0.48);
// A fixed date keeps the file identical between runs.
const DATE = new Date('2026-11-01T12:00:00Z');

/** @typedef {{ kind: 'h1' | 'h2' | 'p' | 'li', text: string }} Block */

/**
 * Blocks of the Markdown.
 * @param {string} markdown
 * @returns {Block[]}
 */
function parse(markdown) {
  /** @type {Block[]} */
  const blocks = [];
  /** @type {string[]} */
  let paragraph = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,2}) (.*)$/.exec(line);
    if (!line || heading || line.startsWith('- ')) flush();
    if (heading) blocks.push({ kind: heading[1] === '#' ? 'h1' : 'h2', text: heading[2] ?? '' });
    else if (line.startsWith('- ')) blocks.push({ kind: 'li', text: line.slice(2) });
    else if (line) paragraph.push(line);
  }
  flush();
  return blocks;
}

/**
 * The text in lines no wider than `width` at this font and size.
 * @param {string} text
 * @param {import('pdf-lib').PDFFont} font
 * @param {number} size
 * @param {number} width
 */
function wrap(text, font, size, width) {
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const doc = await PDFDocument.create();
doc.setTitle('Términos y condiciones de uso de Tirr');
doc.setAuthor('Tirr');
doc.setSubject('Términos y condiciones');
doc.setLanguage('es-AR');
doc.setCreator('Tirr');
doc.setProducer('Tirr (pdf-lib)');
doc.setCreationDate(DATE);
doc.setModificationDate(DATE);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);

const STYLE = {
  h1: { font: bold, size: 20, color: BLUE, before: 0, after: 10, indent: 0 },
  h2: { font: bold, size: 13, color: BLUE, before: 12, after: 4, indent: 0 },
  p: { font: regular, size: 10.5, color: TEXT, before: 0, after: 7, indent: 0 },
  li: { font: regular, size: 10.5, color: TEXT, before: 0, after: 3, indent: 14 },
};

/** @type {import('pdf-lib').PDFPage} */
let page;
let y = 0;
/** @type {import('pdf-lib').PDFPage[]} */
const pages = [];
const newPage = () => {
  page = doc.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  y = PAGE.height - MARGIN;
};
newPage();

for (const block of parse(await readFile(source, 'utf8'))) {
  const style = STYLE[block.kind];
  const leading = style.size * 1.4;
  const lines = wrap(block.text, style.font, style.size, PAGE.width - 2 * MARGIN - style.indent);
  y -= style.before;
  // Keep a heading with the first lines that follow it.
  const needed = leading * (block.kind.startsWith('h') ? lines.length + 3 : Math.min(lines.length, 2));
  if (y - needed < MARGIN) newPage();
  lines.forEach((text, index) => {
    if (y - leading < MARGIN) newPage();
    y -= leading;
    if (block.kind === 'li' && index === 0) {
      page.drawText('•', { x: MARGIN + 3, y, size: style.size, font: regular, color: style.color });
    }
    page.drawText(text, { x: MARGIN + style.indent, y, size: style.size, font: style.font, color: style.color });
  });
  y -= style.after;
}

pages.forEach((p, index) => {
  const label = `Tirr — Términos y condiciones — página ${index + 1} de ${pages.length}`;
  const width = regular.widthOfTextAtSize(label, 8.5);
  p.drawText(label, { x: (PAGE.width - width) / 2, y: MARGIN / 2, size: 8.5, font: regular, color: GREY });
});

await writeFile(target, await doc.save({ useObjectStreams: false }));
console.log(`Wrote ${target} (${pages.length} pages)`);
