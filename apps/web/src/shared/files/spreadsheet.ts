/**
 * Reading and writing small spreadsheets in the browser: CSV (';', ',' or tab separated, quotes) and
 * XLSX (read-excel-file / write-excel-file, loaded on demand). Used by uploads, templates and exports.
 */
export type SheetCell = string | number | null;
export type SpreadsheetFormat = 'csv' | 'xlsx';

/** Splits CSV text into rows; the delimiter is guessed from the first line (';' wins over ','). */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const quote = (cell: SheetCell) => {
  const text = cell === null ? '' : String(cell);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV with ';' (what a Spanish-locale Excel opens), with a BOM so accents survive. */
export function toCsv(rows: readonly (readonly SheetCell[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(quote).join(';')).join('\r\n')}\r\n`;
}

export class SpreadsheetError extends Error {}

const isXlsx = (file: File) =>
  /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first sheet of a CSV or XLSX file as rows of cells (XLSX numbers stay numbers, dates become YYYY-MM-DD). */
export async function readSpreadsheet(file: File): Promise<SheetCell[][]> {
  if (isXlsx(file)) {
    const { readSheet } = await import('read-excel-file/browser');
    let data;
    try {
      data = await readSheet(file);
    } catch {
      throw new SpreadsheetError('xlsx');
    }
    return data.map((row) =>
      row.map((cell): SheetCell => {
        if (cell === null || cell === undefined) return null;
        if (typeof cell === 'number') return cell;
        if (cell instanceof Date) return cell.toISOString().slice(0, 10);
        return String(cell);
      }),
    );
  }
  if (!/\.(csv|txt)$/i.test(file.name) && !file.type.startsWith('text/')) throw new SpreadsheetError('format');
  return parseCsv(await file.text());
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads rows (the first is the header) as `<baseName>.csv` or `.xlsx`. */
export async function downloadSpreadsheet(
  rows: readonly (readonly SheetCell[])[],
  baseName: string,
  format: SpreadsheetFormat,
): Promise<void> {
  if (format === 'csv') {
    download(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), `${baseName}.csv`);
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = rows.map((row, index) =>
    row.map((value) => (value === null ? null : { value, ...(index === 0 ? { fontWeight: 'bold' as const } : {}) })),
  );
  download(await writeXlsxFile(data).toBlob(), `${baseName}.xlsx`);
}
