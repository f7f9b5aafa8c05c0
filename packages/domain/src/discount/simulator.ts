import { isIsoDate, type HolidayCalendar, type IsoDate } from '../calendar';
import type { Currency } from '../format/format';
import { discountDates, type DiscountDates } from './dates';
import { COST_PROFILES, simulateDiscount, type CostProfileId, type DiscountResult, type DiscountTerms } from './engine';

/** The three discount simulators (`/assets/simulators/{documentType}`). */
export const DOCUMENT_TYPES = ['checks', 'pagares', 'facturas'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Every input of a discount simulator (simulators.md §1). */
export interface DiscountInput extends Omit<DiscountTerms, 'days'> {
  currency: Currency;
  profile: CostProfileId;
  /** Business days from today to settlement (0 or 1). */
  settlementLag: number;
  /** Clearing business days after the rolled due date (0; 2 for a physical cheque). */
  clearingDays: number;
  /** Used when no due date is given. */
  days: number;
  /** When given, days are derived from it (simulators.md §3). */
  dueDate?: IsoDate | undefined;
}

const FEES = { comision: 1.5, dn: 0.03, dc: 0.03, cc: 0, iva: 0, sgr: 5 } as const;
const COMMON = { currency: 'ARS', profile: 'estandar', settlementLag: 0, clearingDays: 0, ...FEES } as const;

/** Spec §9 defaults; pagarés and facturas reuse the cheque fees. */
export const DISCOUNT_DEFAULTS: Readonly<Record<DocumentType, Readonly<DiscountInput>>> = {
  checks: { ...COMMON, amount: 1000, rate: 20, days: 30 },
  pagares: { ...COMMON, amount: 100000, rate: 20, days: 180 },
  facturas: { ...COMMON, amount: 146885, rate: 20, days: 30 },
};

/** The defaults of a simulator (what 'Restablecer' restores). */
export function discountDefaults(documentType: DocumentType): DiscountInput {
  return { ...DISCOUNT_DEFAULTS[documentType] };
}

/** Cheques above this term get a warning (simulators.md §3). */
export const CHEQUE_WARNING_DAYS = 360;
/** Longest term accepted, in days (10 years). */
export const MAX_DISCOUNT_DAYS = 3650;
export const MAX_LAG_DAYS = 5;

export type DiscountField =
  | 'amount'
  | 'rate'
  | 'days'
  | 'dueDate'
  | 'comision'
  | 'dn'
  | 'dc'
  | 'cc'
  | 'iva'
  | 'sgr'
  | 'settlementLag'
  | 'clearingDays';

/** Why a field is rejected; the screens and the API turn the code into a sentence. */
export type DiscountProblem = 'required' | 'positive' | 'nonNegative' | 'integer' | 'min' | 'max' | 'date';
export type DiscountProblems = Partial<Record<DiscountField, DiscountProblem>>;

const RATE_FIELDS = ['rate', 'comision', 'dn', 'dc', 'cc', 'iva', 'sgr'] as const;

function numberProblem(value: number): DiscountProblem | undefined {
  return Number.isFinite(value) ? undefined : 'required';
}

/** Problems of the inputs before the dates are worked out (amount ≤ 0, negative rates, bad lags). */
export function discountInputProblems(input: DiscountInput): DiscountProblems {
  const problems: DiscountProblems = {};
  problems.amount = numberProblem(input.amount) ?? (input.amount > 0 ? undefined : 'positive');
  for (const field of RATE_FIELDS) {
    const value = input[field];
    problems[field] = numberProblem(value) ?? (value >= 0 ? undefined : 'nonNegative');
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
  return compact(problems);
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

export type DiscountWarning = 'longCheque';

/**
 * Validates, works out the dates and simulates. `today` is the Buenos Aires date; the holiday calendar
 * is injected. A due date that leaves less than one day (or more than MAX_DISCOUNT_DAYS) is a problem
 * of the due date; a bad term given as days is a problem of the days.
 */
export function runDiscountSimulation(
  documentType: DocumentType,
  input: DiscountInput,
  today: IsoDate,
  calendar: HolidayCalendar,
): DiscountOutcome {
  const problems = discountInputProblems(input);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const dates = discountDates({ ...input, today, calendar });
  if (input.dueDate !== undefined) {
    const problem = daysProblem(dates.days);
    if (problem) return { ok: false, problems: { dueDate: problem } };
  }
  const result = simulateDiscount({ ...input, days: dates.days }, COST_PROFILES[input.profile]);
  const warnings: DiscountWarning[] =
    documentType === 'checks' && dates.days > CHEQUE_WARNING_DAYS ? ['longCheque'] : [];
  return { ok: true, simulation: { ...dates, ...result }, warnings };
}
