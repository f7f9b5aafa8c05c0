import { useMemo } from 'react';
import {
  buenosAiresDate,
  formatCompact,
  formatDate,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatPercent,
  type Currency,
  type Locale,
} from '@tirr/domain';
import { useLocale } from './use-locale';

/**
 * The one way the web shows numbers, money, percentages and dates: the domain's formatters
 * (docs/domain/formatting.md §1) bound to the interface's language, so a report's amounts read
 * 'ARS 1.234,56' in Spanish and 'ARS 1,234.56' in English like the simulators' (ADR 0139).
 */
export interface Formatters {
  locale: Locale;
  number: (value: number, decimals?: number) => string;
  decimal: (value: number, maxDecimals?: number) => string;
  money: (value: number, currency?: Currency) => string;
  percent: (value: number, decimals?: number) => string;
  compact: (value: number) => string;
  /** A calendar date 'YYYY-MM-DD' (or an instant, as its Buenos Aires date); '—' when missing. */
  date: (value: string | Date | null | undefined) => string;
  /** An instant as its Buenos Aires date and time, 'DD/MM/YYYY HH:MM' (es) or 'MM/DD/YYYY HH:MM' (en). */
  dateTime: (iso: string | null | undefined) => string;
  /** The last day an exclusive end instant covers ('premium until …'). */
  until: (iso: string | null | undefined) => string;
}

const DASH = '—';

/** The formatters of a locale (for code outside components; components use `useFormat`). */
export function formattersOf(locale: Locale): Formatters {
  const date = (value: string | Date | null | undefined) => (value ? formatDate(value, locale) : DASH);
  return {
    locale,
    number: (value, decimals = 2) => formatNumber(value, decimals, locale),
    decimal: (value, maxDecimals = 4) => formatDecimal(value, maxDecimals, locale),
    money: (value, currency = 'ARS') => formatMoney(value, currency, locale),
    percent: (value, decimals = 2) => formatPercent(value, decimals, locale),
    compact: (value) => formatCompact(value, locale),
    date,
    dateTime: (iso) => {
      if (!iso) return DASH;
      const instant = new Date(iso);
      // Buenos Aires is UTC−3 all year (docs/domain/calendar.md §1).
      const shifted = new Date(instant.getTime() - 3 * 3600_000);
      const hh = String(shifted.getUTCHours()).padStart(2, '0');
      const mm = String(shifted.getUTCMinutes()).padStart(2, '0');
      return `${formatDate(buenosAiresDate(instant), locale)} ${hh}:${mm}`;
    },
    until: (iso) => (iso ? date(buenosAiresDate(new Date(new Date(iso).getTime() - 1))) : DASH),
  };
}

/** The formatters of the interface's language. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formattersOf(locale), [locale]);
}
