/**
 * Applies a credit policy to the facts (docs/domain/credit-policy.md §3 and §5): every rule is evaluated, every
 * matching rule is a reason; a matching Rechazar decides (the first one is reported first), else any Observar, else
 * Aprobar. A condition on data that is absent does not match, and the decision lists what was missing.
 */
import type { IsoDate } from '../calendar';
import { monthsBefore } from '../cheque-analysis/verdict';
import { addMonthsToPeriod, periodLabel } from '../credit/situacion';
import type { PolicyFacts } from './facts';
import { suggestedLimit, type PolicyLimit } from './limit';
import { centsOf, pesosOf } from './money';
import {
  isLeaf,
  outcomeRank,
  type Comparison,
  type Condition,
  type ConditionKind,
  type LeafCondition,
  type MissingFact,
  type Policy,
  type PolicyOutcome,
} from './policy';

type Params = Record<string, string | number>;

/** One condition that held, with the values that made it hold (for the screens to word). */
export interface ConditionEvidence {
  kind: ConditionKind;
  params: Params;
}

export interface PolicyReason {
  ruleId: string;
  outcome: PolicyOutcome;
  /** The rule's reason text. */
  reason: string;
  /** The leaves that held: all of a 'y', the ones that held of an 'o'. */
  explanation: ConditionEvidence[];
}

/** A fact some rules (or the limit) needed and the facts lack. */
export interface MissingData {
  fact: MissingFact;
  /** The rules with a condition on it, in policy order. */
  ruleIds: string[];
  /** Whether the limit needed it. */
  limit: boolean;
}

export interface PolicyDecision {
  decision: PolicyOutcome;
  /** The rule reported first (the first matching Rechazar, else the first matching Observar …); null if none. */
  decidedBy: string | null;
  /** Every matching rule, the worst outcome first, policy order among equals. */
  reasons: PolicyReason[];
  missing: MissingData[];
  /** Present when the policy has a limit formula. */
  limit?: PolicyLimit;
}

interface Evaluation {
  match: boolean;
  evidence: ConditionEvidence[];
  missing: Set<MissingFact>;
}

const compare = (actual: number, op: Comparison, value: number) => (op === 'BELOW' ? actual < value : actual > value);

/** A leaf's verdict: whether it holds and why, or the fact it lacked. */
function leafResult(condition: LeafCondition, facts: PolicyFacts, today: IsoDate): [boolean, Params, MissingFact?] {
  const { balance } = facts;
  switch (condition.kind) {
    case 'SCORE': {
      const { op, value } = condition;
      if (facts.score === null) return [false, {}, 'SCORE'];
      return [compare(facts.score, op, value), { op, value, score: facts.score }];
    }
    case 'BAND':
      if (facts.band === null) return [false, {}, 'SCORE'];
      return [condition.bands.includes(facts.band), { band: facts.band, bands: condition.bands.join(',') }];
    case 'THIN_FILE':
      if (facts.band === null) return [false, {}, 'SCORE'];
      return [facts.band === 'SIN_HISTORIAL', { band: facts.band }];
    case 'NO_SCORE':
      return [facts.score === null, {}];
    case 'SITUACION_NOW':
      return [facts.situacionNow >= condition.atLeast, { atLeast: condition.atLeast, situacion: facts.situacionNow }];
    case 'WORST_SITUACION':
      return worstSituacionResult(condition.months, condition.atLeast, facts);
    case 'REJECTED_CHEQUES': {
      const { months, minCount, minAmount } = condition;
      const since = monthsBefore(today, months);
      const recent = facts.unpaidCheques.filter((c) => c.rejectedAt >= since && c.rejectedAt <= today);
      const amount = recent.reduce((sum, c) => sum + centsOf(c.amount), 0n);
      const match = recent.length >= minCount && (minAmount === undefined || amount >= centsOf(minAmount));
      const params: Params = { months, minCount, count: recent.length, amount: pesosOf(amount), since };
      return [match, minAmount === undefined ? params : { ...params, minAmount }];
    }
    case 'FLAG': {
      const flags = facts.flags.filter((f) => condition.flags.includes(f));
      return [flags.length > 0, { flags: flags.join(',') }];
    }
    case 'ENTITIES':
      return [facts.entities > condition.moreThan, { moreThan: condition.moreThan, entities: facts.entities }];
    case 'TOTAL_DEBT':
      return [
        centsOf(facts.totalDebt) > centsOf(condition.above),
        { above: condition.above, totalDebt: facts.totalDebt },
      ];
    case 'INACTIVE_KEY':
      return [facts.estadoClave === 'INACTIVO', {}];
    case 'PERSON_TYPE':
      return [facts.personType === condition.personType, { personType: facts.personType }];
    case 'NO_BALANCE':
      return [balance === null, {}];
    case 'BALANCE_SCORE': {
      if (!balance) return [false, {}, 'BALANCE'];
      if (balance.score === null) return [false, {}, 'BALANCE_SCORE'];
      const { op, value } = condition;
      return [
        compare(balance.score, op, value),
        { op, value, balanceScore: balance.score, closingDate: balance.closingDate },
      ];
    }
    case 'BALANCE_AGE': {
      if (!balance) return [false, {}, 'BALANCE'];
      const since = monthsBefore(today, condition.months);
      return [balance.closingDate < since, { months: condition.months, closingDate: balance.closingDate, since }];
    }
  }
}

/** The worst situación of ages 0 … months − 1, and the most recent period it was seen in. */
function worstSituacionResult(months: number, atLeast: number, facts: PolicyFacts): [boolean, Params] {
  let worst = 0;
  let age = 0;
  for (let a = 0; a < Math.min(months, facts.situacionByAge.length); a++) {
    const s = facts.situacionByAge[a]!;
    if (s > worst) [worst, age] = [s, a];
  }
  const params: Params = { months, atLeast, situacion: worst, age };
  if (facts.latestPeriod && worst > 0) params.period = periodLabel(addMonthsToPeriod(facts.latestPeriod, -age));
  return [worst >= atLeast, params];
}

/** A condition over the facts; every leaf is evaluated (no short circuit) so every missing fact is known. */
function evaluateCondition(condition: Condition, facts: PolicyFacts, today: IsoDate): Evaluation {
  if (isLeaf(condition)) {
    const [match, params, missing] = leafResult(condition, facts, today);
    return {
      match,
      evidence: match ? [{ kind: condition.kind, params }] : [],
      missing: new Set(missing ? [missing] : []),
    };
  }
  const all = 'all' in condition;
  const children = (all ? condition.all : condition.any).map((c) => evaluateCondition(c, facts, today));
  const held = children.filter((c) => c.match);
  // An empty group (refused by validatePolicy) never holds.
  const match = children.length > 0 && (all ? held.length === children.length : held.length > 0);
  return {
    match,
    evidence: match ? held.flatMap((c) => c.evidence) : [],
    missing: new Set(children.flatMap((c) => [...c.missing])),
  };
}

const MISSING_ORDER: readonly MissingFact[] = ['SCORE', 'BALANCE', 'BALANCE_SCORE'];

/**
 * The decision of a valid policy (validatePolicy) on the facts, `today` in Buenos Aires: the windows of cheques and
 * the balance's age are counted back from it (docs/domain/credit-policy.md §5).
 */
export function evaluatePolicy(policy: Policy, facts: PolicyFacts, options: { today: IsoDate }): PolicyDecision {
  const reasons: PolicyReason[] = [];
  const missingBy = new Map<MissingFact, string[]>();
  for (const rule of policy.rules) {
    const { match, evidence, missing } = evaluateCondition(rule.condition, facts, options.today);
    for (const fact of missing) missingBy.set(fact, [...(missingBy.get(fact) ?? []), rule.id]);
    if (match) reasons.push({ ruleId: rule.id, outcome: rule.outcome, reason: rule.reason, explanation: evidence });
  }
  // A stable sort: the worst outcome first, policy order among equals.
  reasons.sort((a, b) => outcomeRank(a.outcome) - outcomeRank(b.outcome));
  const decision: PolicyOutcome = reasons.some((r) => r.outcome === 'RECHAZAR')
    ? 'RECHAZAR'
    : reasons.some((r) => r.outcome === 'OBSERVAR')
      ? 'OBSERVAR'
      : 'APROBAR';

  let limit: PolicyLimit | undefined;
  if (policy.limit) {
    limit =
      decision === 'RECHAZAR' ? { available: false, reason: 'RECHAZAR' } : suggestedLimit(policy.limit, facts.balance);
    if (!limit.available && limit.reason === 'NO_BALANCE' && !missingBy.has('BALANCE')) missingBy.set('BALANCE', []);
  }
  const missing = MISSING_ORDER.filter((fact) => missingBy.has(fact)).map((fact) => ({
    fact,
    ruleIds: missingBy.get(fact)!,
    limit: fact === 'BALANCE' && limit?.available === false && limit.reason === 'NO_BALANCE',
  }));
  return { decision, decidedBy: reasons[0]?.ruleId ?? null, reasons, missing, ...(limit ? { limit } : {}) };
}
