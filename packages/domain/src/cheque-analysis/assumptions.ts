/**
 * The pricing assumptions of 'Analizar cheque' (docs/domain/cheque-analysis.md §4, ADR 0143): a spread and an
 * annual probability of default per score band, and one loss given default. They are editable and always shown
 * as assumptions, never as facts: the defaults here, overridden by an administrator (System area), overridden by
 * each user for their own analysis. Every value is in percent (8 means 8 percentage points, or 8 %).
 */
import { SCORE_BAND_CODES, type ScoreBandCode } from '../credit/score-bands';

export interface ChequeAnalysisAssumptions {
  /** Percentage points of TNA added to the reference rate, per band of the drawer. */
  spreads: Record<ScoreBandCode, number>;
  /** Probability that the drawer defaults within a year, % a year, per band. */
  annualPd: Record<ScoreBandCode, number>;
  /** Loss given default, % of the cheque's face value. */
  lgd: number;
}

/** What an administrator or a user may change: any subset of the fields (docs/domain/cheque-analysis.md §4). */
export interface ChequeAssumptionsOverride {
  spreads?: Partial<Record<ScoreBandCode, number>> | undefined;
  annualPd?: Partial<Record<ScoreBandCode, number>> | undefined;
  lgd?: number | undefined;
}

/**
 * The bands from the least to the most risky (docs/domain/cheque-analysis.md §4): an unknown drawer
 * ('Sin historial') sits between Bueno and Regular, because an unknown drawer is not a good one.
 */
export const BANDS_BY_RISK: readonly ScoreBandCode[] = [
  'EXCELENTE',
  'MUY_BUENO',
  'BUENO',
  'SIN_HISTORIAL',
  'REGULAR',
  'MALO',
];

/** The defaults and their reasoning: ADR 0143. Monotone along BANDS_BY_RISK. */
export const DEFAULT_CHEQUE_ASSUMPTIONS: Readonly<ChequeAnalysisAssumptions> = Object.freeze({
  spreads: Object.freeze({ EXCELENTE: 3, MUY_BUENO: 5, BUENO: 8, SIN_HISTORIAL: 12, REGULAR: 14, MALO: 30 }),
  annualPd: Object.freeze({ EXCELENTE: 0.5, MUY_BUENO: 1.5, BUENO: 4, SIN_HISTORIAL: 8, REGULAR: 10, MALO: 30 }),
  lgd: 60,
});

/** A spread above 100 points is refused (docs/domain/cheque-analysis.md §4). */
export const MAX_SPREAD = 100;
/** A probability or a loss above 100 % is refused. */
export const MAX_PERCENT = 100;

/**
 * Why a value is refused. number: not a finite number; nonNegative: below 0; max: above its bound; object: a
 * group (the whole override, spreads, annualPd) that is not an object; unknownField: a key that is not an
 * assumption (a misspelt band, say), refused so that a typo never silently keeps the default.
 */
export type AssumptionProblem = 'number' | 'nonNegative' | 'max' | 'object' | 'unknownField';

/** Problems keyed by field path: 'lgd', 'spreads.MALO', 'annualPd.BUENO', 'spreads.PESIMO' … ('' is the whole). */
export type AssumptionProblems = Record<string, AssumptionProblem>;

const GROUPS = { spreads: MAX_SPREAD, annualPd: MAX_PERCENT } as const;
type Group = keyof typeof GROUPS;

/** Sets a problem on its path; defineProperty, so that a key such as '__proto__' is a key, never the prototype. */
function setProblem(problems: AssumptionProblems, path: string, problem: AssumptionProblem): void {
  Object.defineProperty(problems, path, { value: problem, enumerable: true, writable: true, configurable: true });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueProblem(value: unknown, max: number): AssumptionProblem | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'number';
  if (value < 0) return 'nonNegative';
  return value > max ? 'max' : undefined;
}

/**
 * Validates an override (or a whole set of assumptions): each value a finite number, spreads in [0, 100] points,
 * probabilities and the loss in [0, 100] %, no unknown key. A missing (or undefined) key is fine: it keeps the
 * value below it. Empty when valid.
 */
export function assumptionProblems(input: unknown): AssumptionProblems {
  const problems: AssumptionProblems = {};
  if (input === undefined) return problems;
  if (!isPlainObject(input)) {
    setProblem(problems, '', 'object');
    return problems;
  }
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === 'lgd') {
      const problem = valueProblem(value, MAX_PERCENT);
      if (problem) problems.lgd = problem;
    } else if (Object.hasOwn(GROUPS, key)) {
      groupProblems(key as Group, value, problems);
    } else {
      setProblem(problems, key, 'unknownField');
    }
  }
  return problems;
}

function groupProblems(group: Group, value: unknown, problems: AssumptionProblems): void {
  if (!isPlainObject(value)) {
    setProblem(problems, group, 'object');
    return;
  }
  for (const [band, bandValue] of Object.entries(value)) {
    if (bandValue === undefined) continue;
    const path = `${group}.${band}`;
    const problem = (SCORE_BAND_CODES as readonly string[]).includes(band)
      ? valueProblem(bandValue, GROUPS[group])
      : 'unknownField';
    if (problem) setProblem(problems, path, problem);
  }
}

/** True when `input` is a valid override (assumptionProblems finds nothing). */
export function isAssumptionsOverride(input: unknown): input is ChequeAssumptionsOverride {
  return Object.keys(assumptionProblems(input)).length === 0;
}

/**
 * The assumptions in force: `base` (the defaults), then each override in order — the administrator's, then the
 * user's own — each value of a later one replacing the earlier (docs/domain/cheque-analysis.md §4). Undefined
 * overrides and undefined values are skipped. Validate overrides first (assumptionProblems); nothing is mutated.
 */
export function mergeAssumptions(
  base: Readonly<ChequeAnalysisAssumptions>,
  ...overrides: readonly (ChequeAssumptionsOverride | undefined)[]
): ChequeAnalysisAssumptions {
  const merged: ChequeAnalysisAssumptions = {
    spreads: { ...base.spreads },
    annualPd: { ...base.annualPd },
    lgd: base.lgd,
  };
  for (const override of overrides) {
    if (!override) continue;
    for (const group of ['spreads', 'annualPd'] as const) {
      for (const band of SCORE_BAND_CODES) {
        const value = override[group]?.[band];
        if (value !== undefined) merged[group][band] = value;
      }
    }
    if (override.lgd !== undefined) merged.lgd = override.lgd;
  }
  return merged;
}
