import { addYears, calendarCovers, isIsoDate, type HolidayCalendar, type IsoDate } from '../calendar';
import type { Currency } from '../format/format';
import { discountDates, type DiscountDates } from './dates';
import { COST_PROFILES, simulateDiscount, type CostProfileId, type DiscountResult, type DiscountTerms } from './engine';

/** The three discount simulators (`/assets/simulators/{documentType}`). */
export const DOCUMENT_TYPES = ['checks', 'pagares', 'facturas'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Every input of a discount simulator (docs/domain/simulators.md §1). */
export interface DiscountInput extends Omit<DiscountTerms, 'days'> {
  currency: Currency;
  profile: CostProfileId;
  /** 'Fecha de operación': the day the document is sold; today (Buenos Aires) when undefined. */
  tradeDate?: IsoDate | undefined;
  /** Business days from the trade date to settlement (0 or 1). */
  settlementLag: number;
  /** Clearing business days after the rolled due date (0; 2 for a physical cheque). */
  clearingDays: number;
  /** Used when no due date is given. */
  days: number;
  /** When given, days are derived from it (docs/domain/simulators.md §3). */
  dueDate?: IsoDate | undefined;
}

const FEES = { comision: 1.5, dn: 0.03, dc: 0.03, cc: 0, iva: 0, sgr: 5 } as const;
const COMMON = { currency: 'ARS', profile: 'estandar', settlementLag: 0, clearingDays: 0, ...FEES } as const;

/** docs/domain/simulators.md §1 defaults; pagarés and facturas reuse the cheque fees. */
export const DISCOUNT_DEFAULTS: Readonly<Record<DocumentType, Readonly<DiscountInput>>> = {
  checks: { ...COMMON, amount: 1000, rate: 20, days: 30 },
  pagares: { ...COMMON, amount: 100000, rate: 20, days: 180 },
  facturas: { ...COMMON, amount: 146885, rate: 20, days: 30 },
};

/** The defaults of a simulator (what 'Restablecer' restores). */
export function discountDefaults(documentType: DocumentType): DiscountInput {
  return { ...DISCOUNT_DEFAULTS[documentType] };
}

/** Cheques above this term get a warning (docs/domain/simulators.md §3). */
export const CHEQUE_WARNING_DAYS = 360;
/** Longest term accepted, in days (10 years). */
export const MAX_DISCOUNT_DAYS = 3650;
export const MAX_LAG_DAYS = 5;
/** Bounds of docs/domain/simulators.md §1: a larger value is a problem of its field, never a server error. */
export const MAX_AMOUNT = 1e15;
/** TNA, % a year. */
export const MAX_RATE = 1000;
/** Each fee (and the VAT), %. */
export const MAX_FEE = 100;
export const TRADE_DATE_YEARS_BACK = 5;
export const TRADE_DATE_YEARS_AHEAD = 2;

/** The trade dates accepted on `today`: [today − 5 years, today + 2 years]. */
export function tradeDateBounds(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: addYears(today, -TRADE_DATE_YEARS_BACK), max: addYears(today, TRADE_DATE_YEARS_AHEAD) };
}

export type DiscountField =
  | 'amount'
  | 'rate'
  | 'days'
  | 'dueDate'
  | 'tradeDate'
  | 'comision'
  | 'dn'
  | 'dc'
  | 'cc'
  | 'iva'
  | 'sgr'
  | 'settlementLag'
  | 'clearingDays';

/**
 * Why a field is rejected; the screens and the API turn the code into a sentence. 'conflict': days and
 * a due date sent together to the API (the screens keep one of them).
 */
export type DiscountProblem = 'required' | 'positive' | 'nonNegative' | 'integer' | 'min' | 'max' | 'date' | 'conflict';
export type DiscountProblems = Partial<Record<DiscountField, DiscountProblem>>;

const FEE_FIELDS = ['comision', 'dn', 'dc', 'cc', 'iva', 'sgr'] as const;

function numberProblem(value: number): DiscountProblem | undefined {
  return Number.isFinite(value) ? undefined : 'required';
}

/** > 0 and ≤ max (amount, rate). */
function positiveProblem(value: number, max: number): DiscountProblem | undefined {
  return numberProblem(value) ?? (!(value > 0) ? 'positive' : value > max ? 'max' : undefined);
}

/**
 * Problems of the inputs before the dates are worked out (amount or rate ≤ 0, negative fees, values
 * above the bounds of docs/domain/simulators.md §1, bad lags). `today` bounds the trade date when one is given.
 */
export function discountInputProblems(input: DiscountInput, today?: IsoDate): DiscountProblems {
  const problems: DiscountProblems = {};
  problems.amount = positiveProblem(input.amount, MAX_AMOUNT);
  problems.rate = positiveProblem(input.rate, MAX_RATE);
  for (const field of FEE_FIELDS) {
    const value = input[field];
    problems[field] = numberProblem(value) ?? (value < 0 ? 'nonNegative' : value > MAX_FEE ? 'max' : undefined);
  }
  for (const field of ['settlementLag', 'clearingDays'] as const) {
    const value = input[field];
    problems[field] =
      numberProblem(value) ??
      (!Number.isInteger(value) ? 'integer' : value < 0 ? 'nonNegative' : value > MAX_LAG_DAYS ? 'max' : undefined);
  }
  if (input.dueDate !== undefined) {
    if (!isIsoDate(input.dueDate)) problems.dueDate = 'date';
  } else {
    problems.days = daysProblem(input.days);
  }
  if (input.tradeDate !== undefined) problems.tradeDate = tradeDateProblem(input.tradeDate, today);
  return compact(problems);
}

function tradeDateProblem(tradeDate: IsoDate, today: IsoDate | undefined): DiscountProblem | undefined {
  if (!isIsoDate(tradeDate)) return 'date';
  if (today === undefined) return undefined;
  const { min, max } = tradeDateBounds(today);
  return tradeDate < min ? 'min' : tradeDate > max ? 'max' : undefined;
}

function daysProblem(days: number): DiscountProblem | undefined {
  if (!Number.isFinite(days)) return 'required';
  if (!Number.isInteger(days)) return 'integer';
  if (days < 1) return 'min';
  if (days > MAX_DISCOUNT_DAYS) return 'max';
  return undefined;
}

function compact(problems: DiscountProblems): DiscountProblems {
  for (const key of Object.keys(problems) as DiscountField[]) if (problems[key] === undefined) delete problems[key];
  return problems;
}

export interface DiscountSimulation extends DiscountDates, DiscountResult {}

export type DiscountOutcome =
  { ok: true; simulation: DiscountSimulation; warnings: DiscountWarning[] } | { ok: false; problems: DiscountProblems };

/**
 * longCheque: a cheque longer than 360 days. calendarNotCovered: a date falls in a year the embedded
 * bank calendar does not list, so only weekends were skipped there (ADR 0118).
 */
export type DiscountWarning = 'longCheque' | 'calendarNotCovered';

/**
 * Validates, works out the dates and simulates. `today` is the Buenos Aires date (the trade date when the
 * input has none, and the reference of its bounds); the holiday calendar is injected. A due date that
 * leaves less than one day (or more than MAX_DISCOUNT_DAYS) is a problem of the due date; a bad term
 * given as days is a problem of the days.
 */
export function runDiscountSimulation(
  documentType: DocumentType,
  input: DiscountInput,
  today: IsoDate,
  calendar: HolidayCalendar,
): DiscountOutcome {
  const problems = discountInputProblems(input, today);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const dates = discountDates({ ...input, tradeDate: input.tradeDate ?? today, calendar });
  if (input.dueDate !== undefined) {
    const problem = daysProblem(dates.days);
    if (problem) return { ok: false, problems: { dueDate: problem } };
  }
  const result = simulateDiscount({ ...input, days: dates.days }, COST_PROFILES[input.profile]);
  const warnings: DiscountWarning[] = [];
  if (documentType === 'checks' && dates.days > CHEQUE_WARNING_DAYS) warnings.push('longCheque');
  // The calendar moved the trade and settlement dates, and the payment date when a due date was given.
  const rolled = [dates.tradeDate, dates.settlementDate];
  if (input.dueDate !== undefined) rolled.push(dates.dueDate, dates.paymentDate);
  if (!rolled.every(calendarCovers)) warnings.push('calendarNotCovered');
  return { ok: true, simulation: { ...dates, ...result }, warnings };
}
