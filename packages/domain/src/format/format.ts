/**
 * Money, number, percentage and date formatting (docs/domain/formatting.md §1, docs/product.md §9). Pure and deterministic:
 * no `Intl` compact notation (it differs between ICU versions), so Spanish output is the same
 * everywhere. Amounts are computed unrounded elsewhere and rounded here, for display only, in decimal
 * arithmetic (`./decimal`): exact to the cent far beyond 10^15, never an exponent (ADR 0117).
 */
import { toFixedDecimal, type FixedDecimal } from './decimal';

export type Currency = 'ARS' | 'USD';
export type Locale = 'es' | 'en';

const SEPARATORS: Record<Locale, { thousands: string; decimal: string }> = {
  es: { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
};

/** A number with fixed decimals and the locale's separators: 1234.5 → '1.234,50' (es). Never an exponent. */
export function formatNumber(value: number, decimals = 2, locale: Locale = 'es'): string {
  if (!Number.isFinite(value)) return '—';
  return joinDecimal(toFixedDecimal(value, decimals), locale);
}

/**
 * Up to `maxDecimals` decimals without trailing zeros: 1.5 → '1,5', 0.03 → '0,03', 20 → '20' (es).
 * How a rate the person typed is shown back ('1,5 %').
 */
export function formatDecimal(value: number, maxDecimals = 4, locale: Locale = 'es'): string {
  if (!Number.isFinite(value)) return '—';
  const fixed = toFixedDecimal(value, maxDecimals);
  return joinDecimal({ ...fixed, fraction: fixed.fraction.replace(/0+$/, '') }, locale);
}

function joinDecimal({ negative, integer, fraction }: FixedDecimal, locale: Locale): string {
  const { thousands, decimal } = SEPARATORS[locale];
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${negative ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** Half away from zero on the decimal representation, as a number (for the compact units). */
function roundDecimal(value: number, decimals: number): number {
  const { negative, integer, fraction } = toFixedDecimal(value, decimals);
  return Number(`${negative ? '-' : ''}${integer}.${fraction}`);
}

/** 'ARS 1.234,56' / 'USD 1.234,56' (a plain space after the code; 2 decimals). */
export function formatMoney(value: number, currency: Currency = 'ARS', locale: Locale = 'es'): string {
  return `${currency} ${formatNumber(value, 2, locale)}`;
}

/** '20,00 %' — the value is already a percentage (20 means 20 %). */
export function formatPercent(value: number, decimals = 2, locale: Locale = 'es'): string {
  return `${formatNumber(value, decimals, locale)} %`;
}

const COMPACT_UNITS = [
  { exponent: 18, es: 'E', en: 'E' },
  { exponent: 15, es: 'P', en: 'P' },
  { exponent: 12, es: 'T', en: 'T' },
  { exponent: 9, es: 'MM', en: 'B' },
  { exponent: 6, es: 'mill.', en: 'M' },
  { exponent: 3, es: 'mil', en: 'K' },
] as const;

/**
 * Abbreviated amounts: mil (10³), mill. (10⁶), MM (10⁹), T, P, E with one decimal and no trailing
 * ',0': 146885 → '146,9 mil', 2_000_000 → '2 mill.'. Below 1000 the number is shown as is.
 */
export function formatCompact(value: number, locale: Locale = 'es'): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const index = COMPACT_UNITS.findIndex((unit) => abs >= 10 ** unit.exponent);
  if (index === -1) return formatNumber(value, abs % 1 === 0 ? 0 : 2, locale);
  let unit = COMPACT_UNITS[index]!;
  let scaled = roundDecimal(abs / 10 ** unit.exponent, 1);
  // 999.96 mil rounds to 1000 mil: say 1 mill. instead.
  if (scaled >= 1000 && index > 0) {
    unit = COMPACT_UNITS[index - 1]!;
    scaled = roundDecimal(abs / 10 ** unit.exponent, 1);
  }
  const text = formatNumber(scaled, scaled % 1 === 0 ? 0 : 1, locale);
  return `${value < 0 ? '-' : ''}${text} ${unit[locale]}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A calendar date 'YYYY-MM-DD' as 'DD/MM/YYYY' (es) or 'MM/DD/YYYY' (en). An instant (a Date, or an
 * ISO timestamp with a time) is shown as its Buenos Aires date, never as its UTC date part: a
 * consult at 22:30 in Buenos Aires on the 5th is '05/…', although it is the 6th in UTC.
 */
export function formatDate(value: string | Date, locale: Locale = 'es'): string {
  const iso = calendarDateOf(value);
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return '—';
  const [, y, m, d] = match;
  return locale === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** An instant: date, time and an offset ('Z' or ±hh:mm). A date-time without an offset keeps its date. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

function calendarDateOf(value: string | Date): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : buenosAiresDate(value);
  if (!TIMESTAMP.test(value)) return value.slice(0, 10);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : buenosAiresDate(instant);
}

/** The calendar date in Buenos Aires (UTC−3, no daylight saving since 2009) of an instant, 'YYYY-MM-DD'. */
export function buenosAiresDate(instant: Date): string {
  const shifted = new Date(instant.getTime() - 3 * 60 * 60 * 1000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The time of day in Buenos Aires (UTC−3) of an instant, 'HH:MM' (24 hours), as a consult's time is shown. */
export function buenosAiresTime(instant: Date): string {
  const shifted = new Date(instant.getTime() - 3 * 60 * 60 * 1000);
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/** 'MM/YYYY' period label of a BCRA period 'YYYYMM'. */
export function formatPeriod(period: string): string {
  const match = /^(\d{4})(\d{2})$/.exec(period);
  return match ? `${match[2]}/${match[1]}` : period;
}
