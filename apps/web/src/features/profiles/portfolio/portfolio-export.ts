/** The (filtered) portfolio as CSV and XLSX files, through the shared spreadsheet writers. */
import type { PersonTypeValue, ProfileListItem, ScoreBandCode } from '@tirr/contracts';
import { formatCuit, formatDate } from '@tirr/domain';
import {
  downloadSpreadsheet,
  toCsv as sheetToCsv,
  type SheetCell,
  type SpreadsheetFormat,
  type SpreadsheetOptions,
} from '../../../shared/files/spreadsheet';

export interface ExportLabels {
  headers: readonly string[];
  noSituacion: string;
  /** A situación (1–6) as the person type's portfolio names it. */
  situacion: (situacion: number, personType: PersonTypeValue) => string;
  /** A band's label ('Sin historial' included). */
  band: (band: ScoreBandCode) => string;
}

/** One row per profile, in the table's column order; amounts stay numbers. */
export function exportRows(items: readonly ProfileListItem[], labels: ExportLabels): SheetCell[][] {
  return items.map((p) => [
    p.name,
    formatCuit(p.taxNumber),
    p.group,
    p.income,
    p.behaviour,
    p.date ? formatDate(p.date) : null,
    p.debt,
    p.situacion === 0 ? labels.noSituacion : `${p.situacion} - ${labels.situacion(p.situacion, p.personType)}`,
    p.score,
    p.band ? labels.band(p.band) : null,
    p.ultimoBalance ? `${p.ultimoBalance.period} (${formatDate(p.ultimoBalance.date)})` : null,
  ]);
}

/** Spreadsheets in Spanish: decimal comma in CSV; money columns (income, debt) formatted in XLSX. */
const OPTIONS: SpreadsheetOptions = {
  decimalComma: true,
  sheet: 'Mis Perfiles',
  numberFormats: { 3: '#,##0.00', 6: '#,##0.00' },
};

const table = (items: readonly ProfileListItem[], labels: ExportLabels): SheetCell[][] => [
  [...labels.headers],
  ...exportRows(items, labels),
];

/** CSV for spreadsheets in Spanish: ';' separated, decimal comma, UTF-8 with BOM. */
export function toCsv(items: readonly ProfileListItem[], labels: ExportLabels): string {
  return sheetToCsv(table(items, labels), OPTIONS);
}

export function exportPortfolio(
  items: readonly ProfileListItem[],
  labels: ExportLabels,
  baseName: string,
  format: SpreadsheetFormat,
): Promise<void> {
  return downloadSpreadsheet(table(items, labels), baseName, format, OPTIONS);
}
