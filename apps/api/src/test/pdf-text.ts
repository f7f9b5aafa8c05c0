/**
 * The text of a PDF that pdfkit wrote with its standard fonts, page by page and line by line, read from
 * the page content streams (pdf-lib loads the file; pdfkit deflates the streams). pdfkit writes each line
 * it lays out as one text object (`BT … ET`) with its position (`Tm`) and WinAnsi-encoded hex strings;
 * fragments at the same height (a table's cells) make one line, left to right.
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

/** WinAnsi codes 0x80–0x9F that differ from Latin-1 (the ones pdfkit's texts use, and a few more). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

const decode = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

/** The decoded content streams of every page. */
export async function pageContents(pdf: Uint8Array): Promise<string[]> {
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

interface Fragment {
  x: number;
  y: number;
  text: string;
}

function fragments(content: string): Fragment[] {
  return [...content.matchAll(/BT\n1 0 0 1 ([-\d.]+) ([-\d.]+) Tm\n([\s\S]*?)\nET/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    text: [...m[3]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => decode(h[1]!)).join(''),
  }));
}

/**
 * Each page's lines, top to bottom: the fragments of one height joined by a space, left to right.
 * PDF space: a larger `Tm` y is higher on the page.
 */
export async function pdfLines(pdf: Uint8Array): Promise<string[][]> {
  return (await pageContents(pdf)).map((content) => {
    const rows = new Map<number, Fragment[]>();
    for (const f of fragments(content)) {
      const key = Math.round(f.y);
      rows.set(key, [...(rows.get(key) ?? []), f]);
    }
    return [...rows.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, row]) =>
        row
          .sort((a, b) => a.x - b.x)
          .map((f) => f.text)
          .join(' ')
          // A fragment that continues another ('Estado de la clave: ' + 'Activa') brings its own space.
          .replace(/ {2,}/g, ' ')
          .trim(),
      );
  });
}
