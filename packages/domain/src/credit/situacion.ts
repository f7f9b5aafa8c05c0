/**
 * BCRA debtor situación codes and labels (docs/domain/score.md §3), rejected-cheque reasons (docs/product.md §8)
 * and period helpers. BCRA periods are 'YYYYMM'; the app shows them as 'MM/YYYY'.
 */
import type { PersonType } from '../tax-id/tax-id';

export type Situacion = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** People: the consumer portfolio's classification (by days past due). */
const PEOPLE_SHORT: Record<number, string> = {
  1: 'Normal',
  2: 'Riesgo bajo',
  3: 'Riesgo medio',
  4: 'Riesgo alto',
  5: 'Irrecuperable',
  6: 'Irrecuperable por disposición técnica',
};

const PEOPLE_LONG: Record<number, string> = {
  1: 'Normal (hasta 31 días de atraso)',
  2: 'Riesgo bajo (más de 31 hasta 90 días de atraso)',
  3: 'Riesgo medio (más de 90 hasta 180 días de atraso)',
  4: 'Riesgo alto (más de 180 días hasta un año de atraso)',
  5: 'Irrecuperable (más de un año de atraso)',
  6: 'Irrecuperable por disposición técnica',
};

/** Companies (prefixes 30/33/34): the commercial portfolio's classification (no day ranges). */
const COMPANY_LABELS: Record<number, string> = {
  1: 'En situación normal',
  2: 'Con seguimiento especial',
  3: 'Con problemas',
  4: 'Con alto riesgo de insolvencia',
  5: 'Irrecuperable',
  6: 'Irrecuperable por disposición técnica',
};

/** The label shown when there is no situación (0, unknown or no records). */
export const DEFAULT_SITUACION_LABEL = 'En situación normal';

/**
 * Full Spanish label of a situación code for a person type: people (FISICA) get the consumer portfolio's
 * labels, e.g. 3 → 'Riesgo medio (más de 90 hasta 180 días de atraso)'; companies (JURIDICA) the
 * commercial portfolio's, e.g. 3 → 'Con problemas'.
 */
export function situacionLabel(code: number | null | undefined, personType: PersonType): string {
  const labels = personType === 'JURIDICA' ? COMPANY_LABELS : PEOPLE_LONG;
  return (code != null && labels[code]) || DEFAULT_SITUACION_LABEL;
}

/** Short Spanish label, e.g. 3 → 'Riesgo medio' (people) or 'Con problemas' (companies). */
export function situacionShortLabel(code: number | null | undefined, personType: PersonType): string {
  const labels = personType === 'JURIDICA' ? COMPANY_LABELS : PEOPLE_SHORT;
  return (code != null && labels[code]) || DEFAULT_SITUACION_LABEL;
}

/** A BCRA situación as an integer 0–6 (null, fractions or out-of-range values become 0 = not applicable). */
export function toSituacion(value: unknown): Situacion {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6 ? (value as Situacion) : 0;
}

/** Worst (highest) situación among values, ignoring 0; 0 when there is none. */
export function worstSituacion(values: readonly number[]): Situacion {
  let worst = 0;
  for (const v of values) if (v >= 1 && v <= 6 && v > worst) worst = v;
  return worst as Situacion;
}

export type ChequeReasonCode = 'FONDOS_INSUFICIENTES' | 'DEFECTOS_FORMALES';

/** docs/domain/score.md §3: NSF / 'SIN FONDOS' → 'Fondos insuficientes'; any other cause → 'Defectos formales'. */
export function chequeReasonOf(causal: string): ChequeReasonCode {
  const text = causal.trim().toUpperCase();
  return text === 'NSF' || /SIN\s+FONDOS|FONDOS\s+INSUFICIENTES/.test(text)
    ? 'FONDOS_INSUFICIENTES'
    : 'DEFECTOS_FORMALES';
}

export const CHEQUE_REASON_LABELS: Record<ChequeReasonCode, string> = {
  FONDOS_INSUFICIENTES: 'Fondos insuficientes',
  DEFECTOS_FORMALES: 'Defectos formales',
};

/**
 * A BCRA period as 'YYYYMM'. Accepts 'YYYYMM' (the real format), 'YYYY-MM' (seen in some docs) and
 * 'MM/YYYY'; undefined for anything else.
 */
export function parsePeriodKey(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  const isoLike = /^(\d{4})-?(\d{2})$/.exec(text);
  const display = /^(\d{2})\/(\d{4})$/.exec(text);
  const year = isoLike?.[1] ?? display?.[2];
  const month = isoLike?.[2] ?? display?.[1];
  if (!year || !month) return undefined;
  const mm = Number(month);
  return mm >= 1 && mm <= 12 ? `${year}${month}` : undefined;
}

/** 'YYYYMM' → 'MM/YYYY'. */
export function periodLabel(key: string): string {
  return `${key.slice(4, 6)}/${key.slice(0, 4)}`;
}

/** Months from period `a` to period `b` ('YYYYMM'): b − a. */
export function monthsBetween(a: string, b: string): number {
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + (Number(b.slice(4, 6)) - Number(a.slice(4, 6)));
}

/** The period `n` months after `key` (negative n goes back). */
export function addMonthsToPeriod(key: string, n: number): string {
  const index = Number(key.slice(0, 4)) * 12 + Number(key.slice(4, 6)) - 1 + n;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` periods ending at `latest`, newest first. */
export function periodWindow(latest: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonthsToPeriod(latest, -i));
}

/** BCRA amounts come in thousands of pesos: convert once, rounding to cents. */
export function thousandsToPesos(thousands: number): number {
  return Math.round(thousands * 1000 * 100) / 100;
}

/**
 * The latest period the Central de Deudores informs on a date: BCRA publishes a month's positions
 * during the second month after it, so we take today's month minus two.
 */
export function latestInformedPeriod(today: string): string {
  return addMonthsToPeriod(`${today.slice(0, 4)}${today.slice(5, 7)}`, -2);
}
