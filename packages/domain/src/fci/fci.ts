/**
 * FCI (mutual fund) simulator math (simulators.md §6). Dates are calendar dates 'YYYY-MM-DD'; the
 * caller passes today and a business-day predicate (the domain never reads the clock or a calendar).
 */
import {
  addDays,
  addBusinessDays,
  daysBetween,
  rollForward,
  type HolidayCalendar,
  type IsoDate,
} from '../calendar/calendar';

export type FundObjective = 'cashflow' | 'inflation' | 'fixed' | 'variable';
export const FUND_OBJECTIVES: readonly FundObjective[] = ['cashflow', 'inflation', 'fixed', 'variable'];

/** Fund types (CAFCI tipo de renta, with CER-linked renta fija split out). */
export type FundType = 'money_market' | 'cer' | 'fixed_income' | 'equity' | 'mixed';

/** ADR 0045: the objective → fund-type mapping; 'similar' types are offered when the manager has no exact match. */
export const OBJECTIVE_FUND_TYPES: Record<FundObjective, { exact: FundType; similar: readonly FundType[] }> = {
  cashflow: { exact: 'money_market', similar: ['fixed_income'] },
  inflation: { exact: 'cer', similar: ['fixed_income', 'mixed'] },
  fixed: { exact: 'fixed_income', similar: ['cer', 'money_market', 'mixed'] },
  variable: { exact: 'equity', similar: ['mixed'] },
};

export interface DatedValue {
  date: string;
  value: number;
}

/** The date the cash is available when redeeming on `date`: the next business day (if needed) + T+n. */
export function cashAvailableOn(date: IsoDate, settlementDays: number, calendar: HolidayCalendar): IsoDate {
  return addBusinessDays(rollForward(date, calendar), settlementDays, calendar);
}

/**
 * The value published on or before `date` (the as-of rule of data-sources.md §3.5). `values` must be
 * sorted by date ascending; binary search keeps it O(log n). Undefined when nothing was published yet.
 */
export function valueAsOf(values: readonly DatedValue[], date: string): DatedValue | undefined {
  let lo = 0;
  let hi = values.length - 1;
  let found: DatedValue | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const item = values[mid]!;
    if (item.date <= date) {
      found = item;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** VCP(end)/VCP(start) − 1, or null when either value is missing or not positive. */
export function performanceOf(start: number | undefined, end: number | undefined): number | null {
  if (start === undefined || end === undefined || !(start > 0) || !(end > 0)) return null;
  return end / start - 1;
}

/** Nominal annual rate on calendar days, as a fraction: performance · 365 / duration. */
export const tnaOf = (performance: number, duration: number) => (performance * 365) / duration;
/** Effective annual rate, as a fraction: (1 + performance)^(365/duration) − 1. */
export const teaOf = (performance: number, duration: number) => (1 + performance) ** (365 / duration) - 1;

export interface FciSimulationInput {
  amount: number;
  duration: number;
  performance: number;
  /** % of the amount charged on subscription / on redemption. */
  entryFee?: number;
  exitFee?: number;
}

export interface FciSimulationResult {
  amount: number;
  duration: number;
  performance: number;
  result: number;
  /** Percent (31.0575 means 31.0575 %). */
  tna: number;
  tea: number;
  resultNeto: number;
  gain: number;
  gainNeto: number;
}

/** simulators.md §6. Management fees are already inside the share value: they are never subtracted again. */
export function simulateFci({
  amount,
  duration,
  performance,
  entryFee = 0,
  exitFee = 0,
}: FciSimulationInput): FciSimulationResult {
  const result = amount * (1 + performance);
  const resultNeto = amount * (1 - entryFee / 100) * (1 + performance) * (1 - exitFee / 100);
  return {
    amount,
    duration,
    performance,
    result,
    tna: tnaOf(performance, duration) * 100,
    tea: teaOf(performance, duration) * 100,
    resultNeto,
    gain: result - amount,
    gainNeto: resultNeto - amount,
  };
}

/** The simulation window: from today − duration days to today. */
export function fciWindow(today: string, duration: number): { from: string; to: string } {
  return { from: addDays(today, -duration), to: today };
}

/**
 * A series rebased to 100 at the start of the window, sampled on `dates` with the as-of rule, so a
 * share value, CER and a BADLAR plazo fijo can share one chart.
 */
export function rebase(values: readonly DatedValue[], dates: readonly string[]): (number | null)[] {
  const base = valueAsOf(values, dates[0] ?? '')?.value;
  return dates.map((d) => {
    const v = valueAsOf(values, d)?.value;
    return base && v !== undefined ? (v / base) * 100 : null;
  });
}

/**
 * Growth of 100 in a plazo fijo renewed daily at the BADLAR rate in force (TNA %, 365-day base),
 * sampled on `dates` (ascending). Null before the first published rate.
 */
export function plazoFijoPath(badlar: readonly DatedValue[], dates: readonly string[]): (number | null)[] {
  const out: (number | null)[] = [];
  let level = 100;
  let previous: string | undefined;
  for (const d of dates) {
    if (previous !== undefined) {
      const rate = valueAsOf(badlar, previous)?.value;
      if (rate !== undefined) level *= 1 + (rate / 100 / 365) * daysBetween(previous, d);
    }
    out.push(valueAsOf(badlar, d) ? level : null);
    previous = d;
  }
  return out;
}
