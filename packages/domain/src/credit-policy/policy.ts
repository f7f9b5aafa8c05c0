/**
 * 'Política de crédito' (docs/domain/credit-policy.md §1): a company's credit policy as data — an ordered list of
 * rules, each a condition over the report and balance facts and an outcome with a reason — and an optional
 * suggested credit limit. Rules are data checked by validatePolicy, never code: evaluatePolicy reads them.
 */
import { DRAWER_FLAGS, type DrawerFlag } from '../cheque-analysis/verdict';
import { SCORE_BAND_CODES, type ScoreBandCode } from '../credit/score-bands';
import type { PersonType } from '../tax-id/tax-id';

/** A rule's outcome and the decision, from the worst to the best. */
export const POLICY_OUTCOMES = ['RECHAZAR', 'OBSERVAR', 'APROBAR'] as const;
export type PolicyOutcome = (typeof POLICY_OUTCOMES)[number];

/** 0 for Rechazar, 1 for Observar, 2 for Aprobar: a higher rank is a better decision. */
export function outcomeRank(outcome: PolicyOutcome): number {
  return POLICY_OUTCOMES.indexOf(outcome);
}

export const PERSON_TYPES: readonly PersonType[] = ['FISICA', 'JURIDICA'];
export const COMPARISONS = ['BELOW', 'ABOVE'] as const;
/** BELOW is strictly below the value, ABOVE strictly above. */
export type Comparison = (typeof COMPARISONS)[number];

/** Score v2 strictly below or above `value` (docs/domain/score.md §1). */
export interface ScoreCondition {
  kind: 'SCORE';
  op: Comparison;
  value: number;
}
/** The score band is one of `bands` ('Sin historial' included). */
export interface BandCondition {
  kind: 'BAND';
  bands: ScoreBandCode[];
}
/** The worst situación in the latest published period is `atLeast` or worse. */
export interface SituacionNowCondition {
  kind: 'SITUACION_NOW';
  atLeast: number;
}
/** The worst situación in the latest `months` published periods is `atLeast` or worse. */
export interface WorstSituacionCondition {
  kind: 'WORST_SITUACION';
  months: number;
  atLeast: number;
}
/** At least `minCount` unpaid rejected cheques in the last `months` months, adding up to `minAmount` or more. */
export interface RejectedChequesCondition {
  kind: 'REJECTED_CHEQUES';
  months: number;
  minCount: number;
  minAmount?: number | undefined;
}
/** Any of `flags` is set on an entity in the latest published period. */
export interface FlagCondition {
  kind: 'FLAG';
  flags: DrawerFlag[];
}
/** Thin file: band 'Sin historial'. */
export interface ThinFileCondition {
  kind: 'THIN_FILE';
}
/** No score (a deceased person, a report from before scorecard v2). */
export interface NoScoreCondition {
  kind: 'NO_SCORE';
}
/** More than `moreThan` entities report a debt in the latest published period. */
export interface EntitiesCondition {
  kind: 'ENTITIES';
  moreThan: number;
}
/** Total debt in the latest published period strictly above `above` pesos. */
export interface TotalDebtCondition {
  kind: 'TOTAL_DEBT';
  above: number;
}
/** The registry key is INACTIVO. */
export interface InactiveKeyCondition {
  kind: 'INACTIVE_KEY';
}
/** The latest balance's score strictly below or above `value` (docs/domain/score.md §4). */
export interface BalanceScoreCondition {
  kind: 'BALANCE_SCORE';
  op: Comparison;
  value: number;
}
/** The latest balance closed more than `months` months before today. */
export interface BalanceAgeCondition {
  kind: 'BALANCE_AGE';
  months: number;
}
/** No balance at all. */
export interface NoBalanceCondition {
  kind: 'NO_BALANCE';
}
/** The person type is `personType`. */
export interface PersonTypeCondition {
  kind: 'PERSON_TYPE';
  personType: PersonType;
}

export type LeafCondition =
  | ScoreCondition
  | BandCondition
  | SituacionNowCondition
  | WorstSituacionCondition
  | RejectedChequesCondition
  | FlagCondition
  | ThinFileCondition
  | NoScoreCondition
  | EntitiesCondition
  | TotalDebtCondition
  | InactiveKeyCondition
  | BalanceScoreCondition
  | BalanceAgeCondition
  | NoBalanceCondition
  | PersonTypeCondition;
export type ConditionKind = LeafCondition['kind'];

/** 'y': every condition holds. */
export interface AllCondition {
  all: Condition[];
}
/** 'o': at least one condition holds. */
export interface AnyCondition {
  any: Condition[];
}
export type Condition = LeafCondition | AllCondition | AnyCondition;

export interface Rule {
  /** Unique within the policy: letters without accents, digits, '-' and '_'. */
  id: string;
  outcome: PolicyOutcome;
  /** The analyst's words, shown when the rule matches. */
  reason: string;
  condition: Condition;
}

export const LIMIT_BASES = ['PATRIMONIO_NETO', 'VENTAS_MENSUALES'] as const;
/** Patrimonio neto of the latest balance, or its ventas divided by 12. */
export type LimitBase = (typeof LIMIT_BASES)[number];

export interface LimitTerm {
  base: LimitBase;
  /** Percent of the base, more than 0 and at most 100, up to two decimals. */
  percent: number;
}

/** The suggested limit (docs/domain/credit-policy.md §4): the smallest term, capped by `cap` pesos. */
export interface LimitFormula {
  terms: LimitTerm[];
  cap?: number | undefined;
}

export interface Policy {
  rules: Rule[];
  limit?: LimitFormula | undefined;
}

/** Bounds of a policy (docs/domain/credit-policy.md §1). */
export const POLICY_LIMITS = {
  rules: 50,
  /** Nested 'y'/'o' groups: {all: [{any: [{all: [leaf]}]}]} is 3. */
  depth: 3,
  /** Conditions in one 'y'/'o' group. */
  groupSize: 10,
  idLength: 40,
  reasonLength: 300,
  /** Months of the BCRA windows: the report carries 24 periods and 24 months of cheques are scored. */
  reportMonths: 24,
  /** Months of a balance's age. */
  balanceMonths: 36,
  /** The largest amount a rule or a cap may name, in pesos (10 billones: every cent an exact integer). */
  amount: 10_000_000_000_000,
  limitTerms: LIMIT_BASES.length,
} as const;

/** How a condition's parameter is checked (validatePolicy) and described (the contract). */
export type ParamSpec =
  | { type: 'int'; min: number; max: number }
  | { type: 'amount'; optional?: true }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'set'; values: readonly string[] };

type ParamsOf<K extends ConditionKind> = Omit<Extract<LeafCondition, { kind: K }>, 'kind'>;

const situacion: ParamSpec = { type: 'int', min: 1, max: 5 };
const reportMonths: ParamSpec = { type: 'int', min: 1, max: POLICY_LIMITS.reportMonths };
const score: ParamSpec = { type: 'int', min: 1, max: 1000 };
const op: ParamSpec = { type: 'enum', values: COMPARISONS };

/** Every condition kind with its parameters (docs/domain/credit-policy.md §2). */
export const CONDITION_PARAMS: { readonly [K in ConditionKind]: { readonly [P in keyof ParamsOf<K>]-?: ParamSpec } } = {
  SCORE: { op, value: score },
  BAND: { bands: { type: 'set', values: SCORE_BAND_CODES } },
  SITUACION_NOW: { atLeast: situacion },
  WORST_SITUACION: { months: reportMonths, atLeast: situacion },
  REJECTED_CHEQUES: {
    months: reportMonths,
    minCount: { type: 'int', min: 1, max: 999 },
    minAmount: { type: 'amount', optional: true },
  },
  FLAG: { flags: { type: 'set', values: DRAWER_FLAGS } },
  THIN_FILE: {},
  NO_SCORE: {},
  ENTITIES: { moreThan: { type: 'int', min: 0, max: 99 } },
  TOTAL_DEBT: { above: { type: 'amount' } },
  INACTIVE_KEY: {},
  BALANCE_SCORE: { op, value: score },
  BALANCE_AGE: { months: { type: 'int', min: 1, max: POLICY_LIMITS.balanceMonths } },
  NO_BALANCE: {},
  PERSON_TYPE: { personType: { type: 'enum', values: PERSON_TYPES } },
};

export const CONDITION_KINDS = Object.keys(CONDITION_PARAMS) as ConditionKind[];

/** The facts a condition kind reads that may be absent (docs/domain/credit-policy.md §3). */
export type MissingFact = 'SCORE' | 'BALANCE' | 'BALANCE_SCORE';

export function isLeaf(condition: Condition): condition is LeafCondition {
  return 'kind' in condition;
}
