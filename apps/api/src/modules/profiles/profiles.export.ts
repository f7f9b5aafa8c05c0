/**
 * The portfolio as a file (GET /profiles/export, ADR 0135): every profile that passes the filters, in the
 * list's order, read in keyset pages of 500 and written to the answer as they come — CSV (';', decimal
 * comma, UTF-8 with BOM, ADR 0072) or XLSX (streamed, lib/xlsx-stream.ts). One header per column:
 * the band has its own (it was missing, so rows had one cell more than the header).
 */
import type { PersonTypeValue, ScoreBandCode } from '@tirr/contracts';
import { csvField, formatCuit, formatDate, type SheetCell } from '@tirr/domain';
import { xlsxStream } from '../../lib/xlsx-stream';
import type { ListedRow } from './profiles.list';

export type ExportLanguage = 'es' | 'en';
export type ExportFormat = 'csv' | 'xlsx';

interface ExportTexts {
  /** How dates are written (docs/domain/formatting.md §1). */
  locale: ExportLanguage;
  headers: readonly string[];
  sheet: string;
  fileName: string;
  noDebts: string;
  situacion: Record<PersonTypeValue, readonly string[]>;
  bands: Record<ScoreBandCode, string>;
}

/** Spanish is the source (the web's profiles texts, docs/domain/texts.md); English has the same keys. */
export const EXPORT_TEXTS: Record<ExportLanguage, ExportTexts> = {
  es: {
    locale: 'es',
    headers: [
      'Nombre',
      'CUIT',
      'Grupo',
      'Ingresos',
      'Comportamiento',
      'Fecha',
      'Deuda',
      'Situación',
      'Score',
      'Banda',
      'Último balance',
    ],
    sheet: 'Mis Perfiles',
    fileName: 'mis-perfiles',
    noDebts: 'Sin deudas',
    situacion: {
      FISICA: [
        'Normal',
        'Riesgo bajo',
        'Riesgo medio',
        'Riesgo alto',
        'Irrecuperable',
        'Irrecuperable por disposición técnica',
      ],
      JURIDICA: [
        'En situación normal',
        'Con seguimiento especial',
        'Con problemas',
        'Con alto riesgo de insolvencia',
        'Irrecuperable',
        'Irrecuperable por disposición técnica',
      ],
    },
    bands: {
      MALO: 'Malo',
      REGULAR: 'Regular',
      BUENO: 'Bueno',
      MUY_BUENO: 'Muy Bueno',
      EXCELENTE: 'Excelente',
      SIN_HISTORIAL: 'Sin historial',
    },
  },
  en: {
    locale: 'en',
    headers: [
      'Name',
      'CUIT',
      'Group',
      'Income',
      'Behaviour',
      'Date',
      'Debt',
      'Situation',
      'Score',
      'Band',
      'Last balance',
    ],
    sheet: 'My Profiles',
    fileName: 'my-profiles',
    noDebts: 'No debts',
    situacion: {
      FISICA: [
        'Normal',
        'Low risk',
        'Medium risk',
        'High risk',
        'Unrecoverable',
        'Unrecoverable by technical disposition',
      ],
      JURIDICA: [
        'In normal situation',
        'Under special monitoring',
        'With problems',
        'High risk of insolvency',
        'Unrecoverable',
        'Unrecoverable by technical disposition',
      ],
    },
    bands: {
      MALO: 'Poor',
      REGULAR: 'Fair',
      BUENO: 'Good',
      MUY_BUENO: 'Very good',
      EXCELENTE: 'Excellent',
      SIN_HISTORIAL: 'No history',
    },
  },
};

/** One row per profile, in the header's column order; amounts stay numbers. */
export function exportRow(p: ListedRow, texts: ExportTexts): SheetCell[] {
  return [
    p.name,
    formatCuit(p.taxNumber),
    p.group,
    p.income,
    p.behaviour,
    p.date ? formatDate(p.date, texts.locale) : null,
    p.debt,
    p.situacion === 0 ? texts.noDebts : `${p.situacion} - ${texts.situacion[p.personType][p.situacion - 1] ?? ''}`,
    p.score,
    p.band ? (texts.bands[p.band as ScoreBandCode] ?? p.band) : null,
    p.lastBalancePeriod && p.lastBalanceDate
      ? `${p.lastBalancePeriod} (${formatDate(p.lastBalanceDate, texts.locale)})`
      : null,
  ];
}

/** Money columns (income, debt) as numbers with thousands and two decimals in XLSX. */
const MONEY = { 3: '#,##0.00', 6: '#,##0.00' };

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const csvLine = (row: readonly SheetCell[]) => `${row.map((c) => csvField(c, { decimalComma: true })).join(';')}\r\n`;

/** The file's bytes in order, reading `pages` (keyset pages of rows) only as fast as they are written. */
export async function* exportFile(
  format: ExportFormat,
  language: ExportLanguage,
  pages: AsyncIterable<readonly ListedRow[]>,
): AsyncGenerator<Uint8Array | string> {
  const texts = EXPORT_TEXTS[language];
  async function* rows() {
    for await (const page of pages) yield page.map((p) => exportRow(p, texts));
  }
  if (format === 'xlsx') {
    yield* xlsxStream(texts.headers, rows(), { sheet: texts.sheet, numberFormats: MONEY });
    return;
  }
  yield `\uFEFF${csvLine(texts.headers)}`;
  for await (const batch of rows()) yield batch.map(csvLine).join('');
}
