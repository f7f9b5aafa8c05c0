/**
 * The portfolio as a file (GET /profiles/export, ADR 0135): every profile that passes the filters, in the
 * list's order, read in keyset pages of 500 and written to the answer as they come — CSV (';', decimal
 * comma, UTF-8 with BOM, ADR 0072) or XLSX (streamed, lib/xlsx-stream.ts). One header per column:
 * the band has its own (it was missing, so rows had one cell more than the header). A user with a saved credit
 * policy gets its 'Decisión' after the band, as in the table (docs/domain/credit-policy.md §12); without one there
 * is no such column.
 */
import type { PersonTypeValue, ScoreBandCode } from '@tirr/contracts';
import { csvField, formatCuit, formatDate, type PolicyOutcome, type SheetCell } from '@tirr/domain';
import { OUTCOME_WORDS } from '../../lib/policy-decisions';
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
  /** The header of the decision's column and its outcomes (the screens' words). */
  decision: string;
  outcomes: Record<PolicyOutcome, string>;
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
    decision: 'Decisión',
    outcomes: OUTCOME_WORDS.es,
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
    decision: 'Decision',
    outcomes: OUTCOME_WORDS.en,
  },
};

/** The columns besides the fixed ones: the decision's when the user saved a credit policy. */
export interface ExportColumns {
  decisions: boolean;
}

/** Where the decision goes: after the band (the fixed columns' last but one). */
const DECISION_AT = 10;
const withDecision = <T>(cells: readonly T[], decision: T, { decisions }: ExportColumns): T[] =>
  decisions ? [...cells.slice(0, DECISION_AT), decision, ...cells.slice(DECISION_AT)] : [...cells];

/** The header in the reader's language. */
export const exportHeaders = (texts: ExportTexts, columns: ExportColumns): string[] =>
  withDecision(texts.headers, texts.decision, columns);

/** One row per profile, in the header's column order; amounts stay numbers. */
export function exportRow(p: ListedRow, texts: ExportTexts, columns: ExportColumns): SheetCell[] {
  const row: SheetCell[] = [
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
  return withDecision(row, p.policyDecision ? texts.outcomes[p.policyDecision] : null, columns);
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
  columns: ExportColumns,
): AsyncGenerator<Uint8Array | string> {
  const texts = EXPORT_TEXTS[language];
  const headers = exportHeaders(texts, columns);
  async function* rows() {
    for await (const page of pages) yield page.map((p) => exportRow(p, texts, columns));
  }
  if (format === 'xlsx') {
    yield* xlsxStream(headers, rows(), { sheet: texts.sheet, numberFormats: MONEY });
    return;
  }
  yield `\uFEFF${csvLine(headers)}`;
  for await (const batch of rows()) yield batch.map(csvLine).join('');
}
