/**
 * FCI (mutual fund) simulator math (docs/domain/simulators.md §6). Dates are calendar dates 'YYYY-MM-DD'; the
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

/**
 * A redemption asked on `date` (docs/domain/simulators.md §6): the fund processes it on that day when it is a
 * bank business day, else on the next one (a Saturday or a holiday asks on the following bank day), and pays
 * `settlementDays` bank business days later: T+0 the same bank day, T+1 the next, and so on.
 */
export function redemptionDates(
  date: IsoDate,
  settlementDays: number,
  calendar: HolidayCalendar,
): { processedOn: IsoDate; availableOn: IsoDate } {
  const processedOn = rollForward(date, calendar);
  return { processedOn, availableOn: addBusinessDays(processedOn, Math.max(0, settlementDays), calendar) };
}

/** The date the cash is available when redeeming on `date` (redemptionDates). */
export function cashAvailableOn(date: IsoDate, settlementDays: number, calendar: HolidayCalendar): IsoDate {
  return redemptionDates(date, settlementDays, calendar).availableOn;
}

/**
 * The value published on or before `date` (the as-of rule of docs/domain/data-sources.md §3). `values` must be
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

/**
 * CAFCI's convention (ADR 0119): the return between the two share values actually used, over the
 * calendar days between their dates (not the days the user asked for: a window that starts on a weekend
 * uses Friday's value and spans more days). Null without both values, or when they are the same day.
 */
export function fciReturn(
  start: DatedValue | null | undefined,
  end: DatedValue | null | undefined,
): { performance: number; days: number } | null {
  if (!start || !end) return null;
  const days = daysBetween(start.date, end.date);
  const performance = performanceOf(start.value, end.value);
  return performance === null || !(days >= 1) ? null : { performance, days };
}

/** Nominal annual rate on calendar days, as a fraction: performance · 365 / days. */
export const tnaOf = (performance: number, days: number) => (performance * 365) / days;
/** Effective annual rate, as a fraction: (1 + performance)^(365/days) − 1. */
export const teaOf = (performance: number, days: number) => (1 + performance) ** (365 / days) - 1;

export interface FciSimulationInput {
  amount: number;
  /** Calendar days between the dates of the two share values used (fciReturn). */
  days: number;
  performance: number;
  /** % of the amount charged on subscription / on redemption. */
  entryFee?: number;
  exitFee?: number;
}

export interface FciSimulationResult {
  amount: number;
  days: number;
  performance: number;
  result: number;
  /** Percent (31.0575 means 31.0575 %). */
  tna: number;
  tea: number;
  resultNeto: number;
  gain: number;
  gainNeto: number;
}

/** docs/domain/simulators.md §6. Management fees are already inside the share value: they are never subtracted again. */
export function simulateFci({
  amount,
  days,
  performance,
  entryFee = 0,
  exitFee = 0,
}: FciSimulationInput): FciSimulationResult {
  const result = amount * (1 + performance);
  const resultNeto = amount * (1 - entryFee / 100) * (1 + performance) * (1 - exitFee / 100);
  return {
    amount,
    days,
    performance,
    result,
    tna: tnaOf(performance, days) * 100,
    tea: teaOf(performance, days) * 100,
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
 * A series rebased to 100 on `dates[0]` (the date of the fund's first value, so every line starts on the
 * same day), sampled on `dates` with the as-of rule.
 */
export function rebase(values: readonly DatedValue[], dates: readonly string[]): (number | null)[] {
  const base = valueAsOf(values, dates[0] ?? '')?.value;
  return dates.map((d) => {
    const v = valueAsOf(values, d)?.value;
    return base && v !== undefined ? (v / base) * 100 : null;
  });
}

/** A plazo fijo term, in calendar days. */
export const PLAZO_FIJO_TERM_DAYS = 30;

/**
 * What 100 placed in a plazo fijo on `dates[0]` is worth on each of `dates` (ascending): 30-day terms at
 * simple interest (TNA %, 365-day base) at the rate in force when each term starts, renewed with capital
 * and interest. A term that would end on a non-business day ends on the next business day, with interest
 * for the days it actually ran. Inside a term the line shows the interest accrued so far. All null when
 * no rate was published on or before the first date.
 */
export function plazoFijoPath(
  rates: readonly DatedValue[],
  dates: readonly string[],
  calendar: HolidayCalendar,
): (number | null)[] {
  const first = dates[0];
  const initial = first === undefined ? undefined : valueAsOf(rates, first)?.value;
  if (first === undefined || initial === undefined) return dates.map(() => null);
  let rate = initial;
  let capital = 100;
  let termStart = first;
  let maturity = rollForward(addDays(termStart, PLAZO_FIJO_TERM_DAYS), calendar);
  return dates.map((date) => {
    while (date >= maturity) {
      capital *= 1 + ((rate / 100) * daysBetween(termStart, maturity)) / 365;
      termStart = maturity;
      rate = valueAsOf(rates, termStart)?.value ?? rate;
      maturity = rollForward(addDays(termStart, PLAZO_FIJO_TERM_DAYS), calendar);
    }
    return capital * (1 + ((rate / 100) * daysBetween(termStart, date)) / 365);
  });
}
