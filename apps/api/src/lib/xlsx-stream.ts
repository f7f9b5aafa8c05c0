/**
 * A streaming XLSX writer (ADR 0135): one sheet written row batch by row batch into fflate's streaming
 * zip, so a file of any length is never held in memory. Text cells are inline strings (no shared-string
 * table to keep) and go through the domain's `neutralizeFormula` (ADR 0112); numbers are number cells,
 * with a number format per column; the header row is bold.
 */
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { neutralizeFormula, type SheetCell } from '@tirr/domain';

export interface XlsxStreamOptions {
  sheet: string;
  /** Number formats of data cells by column index, e.g. '#,##0.00' for money. */
  numberFormats?: Readonly<Record<number, string>>;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Characters XML 1.0 cannot hold (controls other than tab and line breaks, lone surrogates) are dropped.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- these control characters are exactly what is matched
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const escapeXml = (text: string) =>
  text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function staticParts(sheet: string, formats: readonly string[]): [string, string][] {
  const numFmts = formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(code)}"/>`);
  const xfs = formats.map(
    (_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  );
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheet.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML}<styleSheet xmlns="${MAIN}">${numFmts.length ? `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` : ''}<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${2 + xfs.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${xfs.join('')}</cellXfs></styleSheet>`,
    ],
  ];
}

/**
 * The XLSX file of a header and the row batches `batches` yields, as chunks of bytes in order: each
 * batch is compressed and handed on before the next one is read.
 */
export async function* xlsxStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly SheetCell[])[]>,
  options: XlsxStreamOptions,
): AsyncGenerator<Uint8Array> {
  const formats = [...new Set(Object.values(options.numberFormats ?? {}))];
  const styleOf = new Map(
    Object.entries(options.numberFormats ?? {}).map(([c, f]) => [Number(c), 2 + formats.indexOf(f)]),
  );
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (out.length) yield out.shift()!;
  }
  for (const [name, text] of staticParts(options.sheet, formats)) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(strToU8(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  let rowNumber = 0;
  const rowXml = (cells: readonly SheetCell[], header: boolean) => {
    rowNumber++;
    const xml = cells.map((cell, column) => {
      const ref = `${columnName(column)}${rowNumber}`;
      if (cell === null) return '';
      if (typeof cell === 'number') {
        const style = header ? 1 : (styleOf.get(column) ?? 0);
        return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${cell}</v></c>`;
      }
      const text = escapeXml(neutralizeFormula(cell));
      return `<c r="${ref}" t="inlineStr"${header ? ' s="1"' : ''}><is><t xml:space="preserve">${text}</t></is></c>`;
    });
    return `<row r="${rowNumber}">${xml.join('')}</row>`;
  };
  sheet.push(strToU8(`${XML}<worksheet xmlns="${MAIN}"><sheetData>${rowXml(header, true)}`));
  yield* drain();
  for await (const batch of batches) {
    sheet.push(strToU8(batch.map((row) => rowXml(row, false)).join('')));
    yield* drain();
  }
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  yield* drain();
}
