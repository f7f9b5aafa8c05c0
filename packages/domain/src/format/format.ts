/**
 * Money, number, percentage and date formatting (domain-rules §7, spec §9). Pure and deterministic:
 * no `Intl` compact notation (it differs between ICU versions), so Spanish output is the same
 * everywhere. Amounts are computed unrounded elsewhere and rounded here, for display only.
 */
export type Currency = 'ARS' | 'USD';
export type Locale = 'es' | 'en';

const SEPARATORS: Record<Locale, { thousands: string; decimal: string }> = {
  es: { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
};

/** A number with fixed decimals and the locale's separators: 1234.5 → '1.234,50' (es). */
export function formatNumber(value: number, decimals = 2, locale: Locale = 'es'): string {
  if (!Number.isFinite(value)) return '—';
  const { thousands, decimal } = SEPARATORS[locale];
  const rounded = roundHalfAwayFromZero(Math.abs(value), decimals);
  const [intPart, fraction = ''] = rounded.toFixed(decimals).split('.');
  const grouped = intPart!.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const sign = value < 0 && Number(rounded) !== 0 ? '-' : '';
  return `${sign}${grouped}${decimals > 0 ? decimal + fraction : ''}`;
}

function roundHalfAwayFromZero(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Number.EPSILON nudges values like 1.005 that binary floating point stores as 1.00499…
  return Math.round((value + Number.EPSILON * value) * factor) / factor;
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
  let scaled = roundHalfAwayFromZero(abs / 10 ** unit.exponent, 1);
  // 999.96 mil rounds to 1000 mil: say 1 mill. instead.
  if (scaled >= 1000 && index > 0) {
    unit = COMPACT_UNITS[index - 1]!;
    scaled = roundHalfAwayFromZero(abs / 10 ** unit.exponent, 1);
  }
  const text = formatNumber(scaled, scaled % 1 === 0 ? 0 : 1, locale);
  return `${value < 0 ? '-' : ''}${text} ${unit[locale]}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A calendar date 'YYYY-MM-DD' (or a Date, read in UTC) as 'DD/MM/YYYY' (es) or 'MM/DD/YYYY' (en). */
export function formatDate(value: string | Date, locale: Locale = 'es'): string {
  const iso = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '—';
  const [, y, m, d] = match;
  return locale === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** The calendar date in Buenos Aires (UTC−3, no daylight saving since 2009) of an instant, 'YYYY-MM-DD'. */
export function buenosAiresDate(instant: Date): string {
  const shifted = new Date(instant.getTime() - 3 * 60 * 60 * 1000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** 'MM/YYYY' period label of a BCRA period 'YYYYMM'. */
export function formatPeriod(period: string): string {
  const match = /^(\d{4})(\d{2})$/.exec(period);
  return match ? `${match[2]}/${match[1]}` : period;
}
