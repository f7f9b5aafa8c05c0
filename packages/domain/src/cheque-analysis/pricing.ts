/**
 * The rate to discount a cheque at and its expected loss (docs/domain/cheque-analysis.md §3). The suggested rate is
 * the reference rate plus the spread of the drawer's band; the discount itself is the cheque simulator's — the
 * same engine, validation and bank-calendar dates (docs/domain/simulators.md §1–§4) — run at that rate. Nothing
 * is rounded: rounding is for display only. Rates and probabilities are in percent.
 */
import type { HolidayCalendar, IsoDate } from '../calendar';
import { SCORE_BAND_CODES, type ScoreBandCode } from '../credit/score-bands';
import type { Currency } from '../format/format';
import {
  DISCOUNT_DEFAULTS,
  discountInputProblems,
  MAX_RATE,
  runDiscountSimulation,
  type DiscountField,
  type DiscountInput,
  type DiscountProblem,
  type DiscountProblems,
  type DiscountSimulation,
  type DiscountWarning,
} from '../simulators/simulator';
import { assumptionProblems, type AssumptionProblem, type ChequeAnalysisAssumptions } from './assumptions';

/** The fees and the cost profile of the discount; each one left out takes the cheque simulator's default. */
export type ChequeFees = Pick<DiscountInput, 'comision' | 'dn' | 'dc' | 'cc' | 'iva' | 'sgr' | 'profile'>;

export interface ChequePricingInput {
  /** Face value. */
  amount: number;
  /** The cheque's payment date ('fecha de pago'); rolled over the bank calendar (docs/domain/simulators.md §3). */
  dueDate: IsoDate;
  /** 'Fecha de operación'; `today` when undefined. */
  tradeDate?: IsoDate | undefined;
  /** Buenos Aires date: the trade date by default and the reference of its bounds. */
  today: IsoDate;
  /** The bank calendar, injected as in the simulators. */
  calendar: HolidayCalendar;
  /** The market's rate for discounting cheques, TNA % a year, before the drawer's spread. */
  referenceRate: number;
  /** The drawer's score band. */
  band: ScoreBandCode;
  /** The assumptions in force (mergeAssumptions): spreads, annual PDs, LGD. */
  assumptions: ChequeAnalysisAssumptions;
  fees?: Partial<ChequeFees> | undefined;
  /** Business days from the trade date to settlement; default 0. */
  settlementLag?: number | undefined;
  /** Clearing business days after the rolled due date; default 0 (2 for a physical cheque). */
  clearingDays?: number | undefined;
  /** Formatting only; default ARS. */
  currency?: Currency | undefined;
}

export interface ChequeExpectedLoss {
  /** The band's annual probability of default, % a year (the assumption). */
  annualPd: number;
  /** Probability of default over the simulation's days: 1 − (1 − annualPd)^(days/365), in %. */
  pd: number;
  /** Loss given default, %. */
  lgd: number;
  /** amount × pd × lgd, in the cheque's currency. */
  amount: number;
}

export interface ChequePricing {
  band: ScoreBandCode;
  referenceRate: number;
  /** Points of TNA added for the band. */
  spread: number;
  /** referenceRate + spread, TNA %. */
  suggestedRate: number;
  /** The cheque simulator's full output at the suggested rate. */
  simulation: DiscountSimulation;
  expectedLoss: ChequeExpectedLoss;
}

/**
 * Fields that can be refused: the simulator's (the rate is the reference rate here, the days come from the due
 * date), the band, and any assumption by its path ('assumptions.spreads.MALO').
 */
export type ChequePricingField =
  Exclude<DiscountField, 'rate' | 'days'> | 'referenceRate' | 'band' | 'assumptions' | `assumptions.${string}`;
export type ChequePricingProblems = Partial<Record<ChequePricingField, DiscountProblem | AssumptionProblem>>;

export type ChequePricingOutcome =
  ({ ok: true; warnings: DiscountWarning[] } & ChequePricing) | { ok: false; problems: ChequePricingProblems };

/** Probability of default over `days`, in %, from an annual one in % (docs/domain/cheque-analysis.md §3). */
export function horizonPd(annualPd: number, days: number): number {
  return (1 - (1 - annualPd / 100) ** (days / 365)) * 100;
}

function referenceRateProblem(rate: number): DiscountProblem | undefined {
  if (!Number.isFinite(rate)) return 'required';
  if (!(rate > 0)) return 'positive';
  return rate > MAX_RATE ? 'max' : undefined;
}

/** The assumptions' problems, each under 'assumptions.'; the band's own spread and PD must be there. */
function pricingAssumptionProblems(assumptions: ChequeAnalysisAssumptions, band: ScoreBandCode): ChequePricingProblems {
  const problems: ChequePricingProblems = {};
  for (const [path, problem] of Object.entries(assumptionProblems(assumptions))) {
    problems[`assumptions${path === '' ? '' : `.${path}`}` as ChequePricingField] = problem;
  }
  if (Object.keys(problems).length > 0 || typeof assumptions !== 'object' || assumptions === null) return problems;
  for (const group of ['spreads', 'annualPd'] as const) {
    if (assumptions[group]?.[band] === undefined) problems[`assumptions.${group}.${band}`] = 'number';
  }
  if (assumptions.lgd === undefined) problems['assumptions.lgd'] = 'number';
  return problems;
}

/**
 * Prices a cheque (docs/domain/cheque-analysis.md §3): spread = assumptions.spreads[band]; suggestedRate =
 * referenceRate + spread; the simulation is runDiscountSimulation('checks', …) at suggestedRate with the cheque
 * simulator's default fees unless given; the expected loss uses the simulation's days (settlement → payment after
 * the bank calendar) as the horizon. Invalid inputs give every problem found, named by field; a suggested rate
 * above the simulator's bound is a problem of the reference rate.
 */
export function priceCheque(input: ChequePricingInput): ChequePricingOutcome {
  const { band, assumptions, referenceRate } = input;
  const problems: ChequePricingProblems = {};
  const rateProblem = referenceRateProblem(referenceRate);
  if (rateProblem) problems.referenceRate = rateProblem;
  const knownBand = (SCORE_BAND_CODES as readonly unknown[]).includes(band);
  if (!knownBand) problems.band = 'required';
  else Object.assign(problems, pricingAssumptionProblems(assumptions, band));
  const spread = Object.keys(problems).length === 0 ? assumptions.spreads[band] : 0;
  const suggestedRate = referenceRate + spread;
  const discount: DiscountInput = {
    ...DISCOUNT_DEFAULTS.checks,
    ...chosenTerms(input),
    amount: input.amount,
    rate: suggestedRate,
    dueDate: input.dueDate,
    tradeDate: input.tradeDate,
  };
  // The simulator's own checks, all at once with ours; its rate is ours plus the spread.
  Object.assign(problems, simulatorProblems(discountInputProblems(discount, input.today), problems));
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const outcome = runDiscountSimulation('checks', discount, input.today, input.calendar);
  // Only the due date can still be refused here (less than a day, or more than the simulator's longest term).
  if (!outcome.ok) return { ok: false, problems: simulatorProblems(outcome.problems, {}) };
  const { simulation, warnings } = outcome;
  const annualPd = assumptions.annualPd[band];
  const pd = horizonPd(annualPd, simulation.days);
  const { lgd } = assumptions;
  return {
    ok: true,
    band,
    referenceRate,
    spread,
    suggestedRate,
    simulation,
    expectedLoss: { annualPd, pd, lgd, amount: input.amount * (pd / 100) * (lgd / 100) },
    warnings,
  };
}

/**
 * The simulator's problems as ours, without days (the due date gives them). Its rate is the suggested one: a
 * problem there is the reference rate's, unless ours already found one (then the rate it checked means nothing).
 */
function simulatorProblems(found: DiscountProblems, ours: ChequePricingProblems): ChequePricingProblems {
  const { rate, days: _days, ...rest } = found;
  return rate && Object.keys(ours).length === 0 ? { ...rest, referenceRate: rate } : rest;
}

const FEE_KEYS = ['comision', 'dn', 'dc', 'cc', 'iva', 'sgr', 'profile'] as const;

/** The fees, lags and currency the caller chose: only known keys, and an undefined one keeps the default. */
function chosenTerms(input: ChequePricingInput): Partial<DiscountInput> {
  const chosen: Partial<DiscountInput> = {};
  const fees: Partial<ChequeFees> = input.fees ?? {};
  for (const key of FEE_KEYS) if (fees[key] !== undefined) Object.assign(chosen, { [key]: fees[key] });
  if (input.settlementLag !== undefined) chosen.settlementLag = input.settlementLag;
  if (input.clearingDays !== undefined) chosen.clearingDays = input.clearingDays;
  if (input.currency !== undefined) chosen.currency = input.currency;
  return chosen;
}
