/**
 * Reading and writing small spreadsheets in the browser: CSV (';', ',' or tab separated, quotes) and
 * XLSX (read-excel-file / write-excel-file, loaded on demand). Used by uploads, templates and exports.
 * Every exported text cell goes through the domain's `neutralizeFormula` (ADR 0112).
 */
import { csvDocument, neutralizeFormula, parseCsv, type CsvOptions, type SheetCell } from '@tirr/domain';
import { saveFile } from './save-file';

export { parseCsv, type SheetCell };
export type SpreadsheetFormat = 'csv' | 'xlsx';

export interface SpreadsheetOptions extends CsvOptions {
  /** XLSX sheet name. */
  sheet?: string;
  /** XLSX number formats by column index (e.g. '#,##0.00' for money). */
  numberFormats?: Readonly<Record<number, string>>;
}

/** CSV with ';' (what a Spanish-locale Excel opens), with a BOM so accents survive; text cells neutralized. */
export function toCsv(rows: readonly (readonly SheetCell[])[], options: CsvOptions = {}): string {
  return csvDocument(rows, options);
}

/** XLSX bytes: bold header row, numbers as number cells, text cells neutralized. */
export async function toXlsx(rows: readonly (readonly SheetCell[])[], options: SpreadsheetOptions = {}): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = rows.map((row, index) =>
    row.map((value, column) => {
      if (value === null) return null;
      const bold = index === 0 ? { fontWeight: 'bold' as const } : {};
      if (typeof value === 'number') {
        const format = index > 0 ? options.numberFormats?.[column] : undefined;
        return { value, type: Number, ...(format ? { format } : {}), ...bold };
      }
      return { value: neutralizeFormula(value), type: String, ...bold };
    }),
  );
  return writeXlsxFile(data, options.sheet ? { sheet: options.sheet } : {}).toBlob();
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

/** Downloads rows (the first is the header) as `<baseName>.csv` or `.xlsx`. */
export async function downloadSpreadsheet(
  rows: readonly (readonly SheetCell[])[],
  baseName: string,
  format: SpreadsheetFormat,
  options: SpreadsheetOptions = {},
): Promise<void> {
  if (format === 'csv') {
    saveFile(new Blob([toCsv(rows, options)], { type: 'text/csv;charset=utf-8' }), `${baseName}.csv`);
    return;
  }
  saveFile(await toXlsx(rows, options), `${baseName}.xlsx`);
}
