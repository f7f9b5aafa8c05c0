/**
 * The rows of a batch lookup (ADR 0076): the user's input validated row by row (checksum, duplicates),
 * what a found row shows of its report, and the texts of rows that were not looked up.
 */
import type { BatchItem, BatchResult, CreditReport } from '@tirr/contracts';
import { cuitProblem, normalizeTaxInput, type CuitProblem, UNKNOWN_PREFIX_MESSAGE } from '@tirr/domain';
import { TAX_ID_BLOCKED_MESSAGE } from '../../lib/blocked-tax-ids';
import { AppError } from '../../lib/errors';
import { localize, type Language } from '../../lib/language';
import type { RowDecision } from '../../lib/row-decisions';
import type { ItemOutcome, NewBatchItem } from './batch.repository';

/** A row whose tax id is blocked, as non-admins see it (the lookup's own refusal says the same). */
export const BLOCKED_ROW = TAX_ID_BLOCKED_MESSAGE;

/** The rows left when the owner lost the right to batch lookups: the job stops (ADR 0104). */
export const RIGHTS_LOST =
  'La consulta masiva se detuvo: tu cuenta ya no tiene el plan premium, que incluye las consultas masivas.';

/**
 * The rows left when whoever started the job lost their access: its API key was revoked or expired, or its member
 * left the organisation (docs/domain/organisations.md §5).
 */
export const ACCESS_LOST =
  'La consulta masiva se detuvo: quien la inició ya no tiene acceso (dejó la organización o se revocó su clave de API).';

const CUIT_MESSAGES: Record<CuitProblem, string> = {
  empty: 'Falta el CUIT.',
  'not-digits': 'El CUIT solo puede tener números y guiones.',
  length: 'El CUIT debe tener 11 dígitos.',
  prefix: UNKNOWN_PREFIX_MESSAGE,
  'check-digit': 'El dígito verificador del CUIT no es válido.',
};

/** Validates every row: checksum and duplicates (the first occurrence is kept). */
export function validateRows(inputs: readonly string[]): NewBatchItem[] {
  const firstRow = new Map<string, number>();
  return inputs.map((raw, index) => {
    const row = index + 1;
    const input = raw.trim();
    const problem = cuitProblem(input);
    if (problem) return { row, input, taxNumber: null, status: 'invalid', error: CUIT_MESSAGES[problem] };
    const taxNumber = normalizeTaxInput(input);
    const first = firstRow.get(taxNumber);
    if (first !== undefined) {
      return { row, input, taxNumber: null, status: 'invalid', error: `CUIT repetido (fila ${first}).` };
    }
    firstRow.set(taxNumber, row);
    return { row, input, taxNumber, status: 'pending', error: null };
  });
}

/** What a row shows of its credit report (its decision, if any, is added by the runner). */
export function resultOf(report: CreditReport): Omit<BatchResult, keyof RowDecision> {
  return {
    name: report.identity.name,
    personType: report.identity.personType,
    situacion: report.maxSituacion.current,
    situacionLabel: report.maxSituacion.currentLabel,
    totalDebt: report.totals.totalDebt,
    rejectedCheques: report.totals.chequesCount,
    unpaidCheques: report.totals.chequesUnpaidCount,
    unpaidChequesAmount: report.totals.chequesUnpaidAmount,
    score: report.score.score,
    band: report.score.band,
    bandLabel: report.score.bandLabel,
    period: report.period,
  };
}

/** A row's outcome; a found one carries the commit of its audit row, awaited before the outcome is stored. */
export type Looked = ItemOutcome & { committed?: Promise<void> };

/**
 * Waits for the audit rows of a group's found rows; a row whose audit row could not be written is stored
 * as an error, never with its result (ADR 0103).
 */
export async function audited(
  group: readonly { row: number; outcome: Looked }[],
): Promise<{ row: number; outcome: ItemOutcome }[]> {
  return Promise.all(
    group.map(async ({ row, outcome }) => {
      const { committed, ...stored } = outcome;
      if (!committed) return { row, outcome: stored as ItemOutcome };
      try {
        await committed;
        return { row, outcome: stored as ItemOutcome };
      } catch (error) {
        const message = error instanceof AppError ? error.message : 'No se pudo consultar este CUIT.';
        return { row, outcome: { status: 'error' as const, error: message } };
      }
    }),
  );
}

/** A job's rows in `language` (ADR 0139): their errors, situación and band as the user reads them. */
export function localizeJob<T extends { items: readonly BatchItem[] }>(job: T, language: Language): T {
  if (language === 'es') return job;
  const items = job.items.map((item) => ({
    ...item,
    error: item.error === null ? null : localize(item.error, language),
    result: item.result && {
      ...item.result,
      situacionLabel: localize(item.result.situacionLabel, language),
      bandLabel: item.result.bandLabel === null ? null : localize(item.result.bandLabel, language),
    },
  }));
  return { ...job, items };
}
