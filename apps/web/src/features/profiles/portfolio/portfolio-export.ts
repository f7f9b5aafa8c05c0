/** The (filtered) portfolio as CSV and XLSX files. */
import type { PersonTypeValue, ProfileListItem, ScoreBandCode } from '@tirr/contracts';
import { formatCuit, formatDate } from '@tirr/domain';

export interface ExportLabels {
  headers: readonly string[];
  noSituacion: string;
  /** A situación (1–6) as the person type's portfolio names it. */
  situacion: (situacion: number, personType: PersonTypeValue) => string;
  /** A band's label ('Sin historial' included). */
  band: (band: ScoreBandCode) => string;
}

type Cell = string | number | null;

/** One row per profile, in the table's column order; amounts stay numbers. */
export function exportRows(items: readonly ProfileListItem[], labels: ExportLabels): Cell[][] {
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

const csvCell = (value: Cell) => {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV for spreadsheets in Spanish: ';' separated, decimal comma, UTF-8 with BOM. */
export function toCsv(items: readonly ProfileListItem[], labels: ExportLabels): string {
  const lines = [labels.headers, ...exportRows(items, labels)].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function exportCsv(items: readonly ProfileListItem[], labels: ExportLabels, fileName: string) {
  downloadBlob(new Blob([toCsv(items, labels)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** XLSX with write-excel-file (loaded on demand): bold header, money columns as numbers. */
export async function exportXlsx(items: readonly ProfileListItem[], labels: ExportLabels, fileName: string) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const money = new Set([3, 6]);
  const header = labels.headers.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = exportRows(items, labels).map((row) =>
    row.map((value, index) =>
      typeof value === 'number'
        ? { value, type: Number, ...(money.has(index) ? { format: '#,##0.00' } : {}) }
        : { value: value ?? '', type: String },
    ),
  );
  await writeXlsxFile([header, ...rows], { sheet: 'Mis Perfiles' }).toFile(fileName);
}
