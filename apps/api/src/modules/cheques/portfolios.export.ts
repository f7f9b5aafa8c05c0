/**
 * A cheque portfolio as a file (GET /cheques/portfolios/{id}/export): one line per row in the order sent, with its
 * result — CSV (';', decimal comma, UTF-8 with BOM, ADR 0072) or XLSX (lib/xlsx-stream.ts), headers and texts in
 * the user's language (ADR 0139). An invalid row shows what was sent and why it was refused.
 */
import type { ChequePortfolio, ChequePortfolioRowStatus } from '@tirr/contracts';
import {
  csvField,
  formatCuit,
  formatDate,
  NO_HISTORY_BAND,
  SCORE_BANDS,
  type ChequeVerdictCode,
  type PolicyOutcome,
  type ScoreBandCode,
  type SheetCell,
} from '@tirr/domain';
import type { PortfolioCheque } from '../../db/schema';
import { localize, type Language } from '../../lib/language';
import { xlsxStream } from '../../lib/xlsx-stream';

/** The PDF (totals, concentration and rows) is drawn by portfolios.pdf.ts. */
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

interface ExportTexts {
  headers: readonly string[];
  sheet: string;
  fileName: string;
  status: Record<ChequePortfolioRowStatus, string>;
  verdict: Record<ChequeVerdictCode, string>;
  /** The drawer under the owner's credit policy: the web's words (shared/policy/i18n, 'outcomes'). */
  decision: Record<PolicyOutcome, string>;
  kind: Record<PortfolioCheque['kind'], string>;
  /** Reported: yes, no, could not be checked. */
  reported: { yes: string; no: string; unchecked: string };
}

/** Spanish is the source (the web's cheque texts); English has the same keys. */
export const PORTFOLIO_EXPORT_TEXTS: Record<Language, ExportTexts> = {
  es: {
    headers: [
      'Fila',
      'Estado',
      'Banco',
      'Número de cheque',
      'CUIT del librador',
      'Librador',
      'Monto',
      'Moneda',
      'Fecha de pago',
      'Tipo',
      'Denunciado',
      'Situación',
      'Score',
      'Banda',
      'Veredicto',
      'Decisión',
      'Tasa sugerida (TNA %)',
      'Neto',
      'Pérdida esperada',
      'Errores',
    ],
    sheet: 'Cartera de cheques',
    fileName: 'cartera-de-cheques',
    status: { pending: 'Pendiente', done: 'Analizado', invalid: 'Inválido', error: 'Error' },
    verdict: { APTO: 'Apto', OBSERVAR: 'Observar', NO_APTO: 'No apto' },
    decision: { APROBAR: 'Aprobar', OBSERVAR: 'Observar', RECHAZAR: 'Rechazar' },
    kind: { physical: 'Físico', echeq: 'eCheq' },
    reported: { yes: 'Sí', no: 'No', unchecked: 'Sin verificar' },
  },
  en: {
    headers: [
      'Row',
      'Status',
      'Bank',
      'Cheque number',
      "Drawer's CUIT",
      'Drawer',
      'Amount',
      'Currency',
      'Payment date',
      'Type',
      'Reported',
      'Situation',
      'Score',
      'Band',
      'Verdict',
      'Decision',
      'Suggested rate (TNA %)',
      'Net',
      'Expected loss',
      'Errors',
    ],
    sheet: 'Cheque portfolio',
    fileName: 'cheque-portfolio',
    status: { pending: 'Pending', done: 'Analysed', invalid: 'Invalid', error: 'Error' },
    verdict: { APTO: 'Fit', OBSERVAR: 'Watch', NO_APTO: 'Not fit' },
    decision: { APROBAR: 'Approve', OBSERVAR: 'Watch', RECHAZAR: 'Reject' },
    kind: { physical: 'Paper', echeq: 'eCheq' },
    reported: { yes: 'Yes', no: 'No', unchecked: 'Not checked' },
  },
};

const BAND_LABELS = new Map<string, string>(
  [...SCORE_BANDS, NO_HISTORY_BAND].map((band) => [band.code, band.label] as const),
);

/** A value as sent, as a cell (a row refused as sent has no cheque understood). */
const sent = (value: unknown): SheetCell =>
  typeof value === 'number' || typeof value === 'string' ? value : value == null ? null : JSON.stringify(value);

type ExportRow = ChequePortfolio['rows'][number];

/** One line per row, in the header's column order; amounts and rates stay numbers. */
export function exportRow(row: ExportRow, cheque: PortfolioCheque | null, language: Language): SheetCell[] {
  const texts = PORTFOLIO_EXPORT_TEXTS[language];
  const { input, result } = row;
  const band = result?.drawer.band;
  return [
    row.row,
    texts.status[row.status],
    result?.entityName ?? cheque?.entityCode ?? sent(input.entityCode),
    cheque?.chequeNumber ?? sent(input.chequeNumber),
    cheque ? formatCuit(cheque.drawerTaxId) : sent(input.drawerTaxId),
    result?.drawer.name ?? null,
    cheque?.amount ?? sent(input.amount),
    cheque?.currency ?? sent(input.currency),
    cheque ? formatDate(cheque.dueDate, language) : sent(input.dueDate),
    cheque ? texts.kind[cheque.kind] : sent(input.kind),
    !result
      ? null
      : result.reported === null
        ? texts.reported.unchecked
        : texts.reported[result.reported ? 'yes' : 'no'],
    result?.drawer.situacion ?? null,
    result?.drawer.score ?? null,
    band ? localize(BAND_LABELS.get(band as ScoreBandCode) ?? band, language) : null,
    result ? texts.verdict[result.verdict] : null,
    result?.decision ? texts.decision[result.decision] : null,
    result?.suggestedRate ?? null,
    result?.neto ?? null,
    result?.expectedLoss ?? null,
    row.errors?.map((e) => localize(e.message, language)).join(' ') || null,
  ];
}

/** Money columns (amount, neto, expected loss) with thousands and two decimals in XLSX. */
const NUMBER_FORMATS = { 6: '#,##0.00', 16: '0.00', 17: '#,##0.00', 18: '#,##0.00' };

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export const exportFileName = (format: ExportFormat, language: Language) =>
  `${PORTFOLIO_EXPORT_TEXTS[language].fileName}.${format}`;

const csvLine = (row: readonly SheetCell[]) => `${row.map((c) => csvField(c, { decimalComma: true })).join(';')}\r\n`;

/** The file's bytes in order. */
export async function* exportFile(
  format: Exclude<ExportFormat, 'pdf'>,
  language: Language,
  portfolio: ChequePortfolio & { cheques: readonly (PortfolioCheque | null)[] },
): AsyncGenerator<Uint8Array | string> {
  const texts = PORTFOLIO_EXPORT_TEXTS[language];
  const lines = portfolio.rows.map((row, i) => exportRow(row, portfolio.cheques[i] ?? null, language));
  if (format === 'xlsx') {
    async function* batches() {
      for (let i = 0; i < lines.length; i += 200) yield lines.slice(i, i + 200);
    }
    yield* xlsxStream(texts.headers, batches(), { sheet: texts.sheet, numberFormats: NUMBER_FORMATS });
    return;
  }
  yield `\uFEFF${csvLine(texts.headers)}`;
  yield lines.map(csvLine).join('');
}
