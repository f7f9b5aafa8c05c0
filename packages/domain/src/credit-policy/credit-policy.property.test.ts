/**
 * The credit policy on generated policies and facts (docs/domain/credit-policy.md §5): a rule added anywhere never
 * improves a decision (Rechazar < Observar < Aprobar), the order of the rules changes only which Rechazar is
 * reported first, the limit is the smallest term under the cap, and cheques are counted as the cheque analysis does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { DRAWER_FLAGS, rejectedChequeCounts } from '../cheque-analysis/verdict';
import { SCORE_BAND_CODES } from '../credit/score-bands';
import { evaluatePolicy, type PolicyDecision } from './evaluate';
import type { PolicyFacts } from './facts';
import { TODAY } from './fixtures';
import { suggestedLimit } from './limit';
import {
  CONDITION_KINDS,
  CONDITION_PARAMS,
  LIMIT_BASES,
  outcomeRank,
  POLICY_LIMITS,
  POLICY_OUTCOMES,
  type Condition,
  type LeafCondition,
  type LimitFormula,
  type ParamSpec,
  type Policy,
  type Rule,
} from './policy';
import { validatePolicy } from './validate';

const RUNS = 5_000;
const TIMEOUT = { timeout: 120_000 };

/** Days from 01/2024 to a month after today: inside, at and outside every window. */
const day = fc.integer({ min: 0, max: 1100 }).map((d) => addDays('2024-01-01', d));
const pesos = (max: number, min = 0) => fc.integer({ min, max }).map((cents) => cents / 100);

const facts: fc.Arbitrary<PolicyFacts> = fc
  .record({
    personType: fc.constantFrom('FISICA' as const, 'JURIDICA' as const),
    estadoClave: fc.constantFrom('ACTIVO' as const, 'INACTIVO' as const, null),
    scored: fc.option(
      fc.record({ score: fc.integer({ min: 1, max: 1000 }), band: fc.constantFrom(...SCORE_BAND_CODES) }),
    ),
    situacionByAge: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 24, maxLength: 24 }),
    flags: fc.subarray([...DRAWER_FLAGS]),
    entities: fc.integer({ min: 0, max: 10 }),
    totalDebt: pesos(1e12),
    unpaidCheques: fc.array(fc.record({ rejectedAt: day, amount: pesos(1e9, 1) }), { maxLength: 4 }),
    balance: fc.option(
      fc.record({
        closingDate: day,
        score: fc.option(fc.integer({ min: 1, max: 1000 })),
        patrimonioNeto: pesos(1e12, -1e11),
        ventas: pesos(1e12),
      }),
    ),
  })
  .map(({ scored, ...f }) => ({
    ...f,
    score: scored?.score ?? null,
    band: scored?.band ?? null,
    latestPeriod: '202609',
    situacionNow: f.situacionByAge[0]!,
  }));

function paramArbitrary(spec: ParamSpec): fc.Arbitrary<unknown> {
  switch (spec.type) {
    case 'int':
      return fc.integer({ min: spec.min, max: spec.max });
    case 'amount': {
      const amount = pesos(1e10, 1);
      return spec.optional ? fc.option(amount, { nil: undefined }) : amount;
    }
    case 'enum':
      return fc.constantFrom(...spec.values);
    case 'set':
      return fc.subarray([...spec.values], { minLength: 1 });
  }
}

/** A valid leaf of any kind, its parameters drawn from CONDITION_PARAMS (an optional one may be left out). */
const leaf: fc.Arbitrary<LeafCondition> = fc.constantFrom(...CONDITION_KINDS).chain((kind) => {
  const specs: Readonly<Record<string, ParamSpec>> = CONDITION_PARAMS[kind];
  const params = Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, paramArbitrary(spec)]));
  return fc.record(params).map((values) => {
    const defined = Object.entries(values).filter(([, v]) => v !== undefined);
    return { kind, ...Object.fromEntries(defined) } as LeafCondition;
  });
});

/** A condition inside `depth` groups: 'y'/'o' groups down to the deepest allowed. */
function condition(depth: number): fc.Arbitrary<Condition> {
  if (depth >= POLICY_LIMITS.depth) return leaf;
  const children = fc.array(condition(depth + 1), { minLength: 1, maxLength: 3 });
  return fc.oneof(
    { weight: 4, arbitrary: leaf },
    { weight: 1, arbitrary: children.map((all) => ({ all })) },
    { weight: 1, arbitrary: children.map((any) => ({ any })) },
  );
}

const ruleBody = fc.record({ outcome: fc.constantFrom(...POLICY_OUTCOMES), condition: condition(0) });
const withIds = (bodies: { outcome: Rule['outcome']; condition: Condition }[], prefix: string): Rule[] =>
  bodies.map((b, i) => ({ id: `${prefix}${i}`, reason: `Motivo ${prefix}${i}`, ...b }));

const limitFormula: fc.Arbitrary<LimitFormula> = fc.record({
  terms: fc
    .subarray([...LIMIT_BASES], { minLength: 1 })
    .chain((bases) => fc.tuple(...bases.map((base) => pesos(100, 1).map((percent) => ({ base, percent }))))),
  cap: fc.option(pesos(1e10, 1), { nil: undefined }),
});

const policy: fc.Arbitrary<Policy> = fc
  .record({
    rules: fc.array(ruleBody, { minLength: 1, maxLength: 8 }),
    limit: fc.option(limitFormula, { nil: undefined }),
  })
  .map(({ rules, limit }) => ({ rules: withIds(rules, 'r'), ...(limit ? { limit } : {}) }));

const decide = (p: Policy, f: PolicyFacts) => evaluatePolicy(p, f, { today: TODAY });
const rank = (d: PolicyDecision) => outcomeRank(d.decision);

describe('evaluatePolicy on generated policies and facts', () => {
  it('the generated policies are valid, and the generator reaches every decision (not vacuous)', () => {
    const samples = fc.sample(fc.tuple(policy, facts), { numRuns: 500, seed: 144 });
    for (const [p] of samples) expect(validatePolicy(p)).toEqual([]);
    const decisions = new Set(samples.map(([p, f]) => decide(p, f).decision));
    expect([...decisions].sort()).toEqual(['APROBAR', 'OBSERVAR', 'RECHAZAR']);
  });

  it(
    `adding any rule anywhere never improves the decision, so never turns a Rechazar into Aprobar (${RUNS} runs)`,
    TIMEOUT,
    () => {
      fc.assert(
        fc.property(policy, ruleBody, fc.nat(), facts, (p, added, at, f) => {
          const [extra] = withIds([added], 'added');
          const rules = [...p.rules];
          rules.splice(at % (rules.length + 1), 0, extra!);
          const before = decide(p, f);
          const after = decide({ ...p, rules }, f);
          expect(rank(after)).toBeLessThanOrEqual(rank(before));
          if (before.decision === 'RECHAZAR') expect(after.decision).toBe('RECHAZAR');
        }),
        { numRuns: RUNS },
      );
    },
  );

  it(`the order of the rules changes only which Rechazar is reported first (${RUNS} runs)`, TIMEOUT, () => {
    const sorted = (ids: string[]) => [...ids].sort();
    fc.assert(
      fc.property(
        policy.chain((p) => fc.tuple(fc.constant(p), fc.shuffledSubarray(p.rules, { minLength: p.rules.length }))),
        facts,
        ([p, shuffled], f) => {
          const a = decide(p, f);
          const b = decide({ ...p, rules: shuffled }, f);
          expect(b.decision).toBe(a.decision);
          expect(sorted(b.reasons.map((r) => r.ruleId))).toEqual(sorted(a.reasons.map((r) => r.ruleId)));
          expect(b.reasons.map((r) => r.outcome)).toEqual(a.reasons.map((r) => r.outcome));
          expect(b.missing.map((m) => [m.fact, sorted(m.ruleIds), m.limit])).toEqual(
            a.missing.map((m) => [m.fact, sorted(m.ruleIds), m.limit]),
          );
          expect(b.limit).toEqual(a.limit);
          // The one reported first is the first matching rule of the worst outcome, in each order.
          const first = shuffled.find((r) => b.reasons.some((x) => x.ruleId === r.id && x.outcome === b.decision));
          expect(b.decidedBy).toBe(first?.id ?? null);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`a rule is a reason exactly when, alone, it matches (${RUNS} runs)`, TIMEOUT, () => {
    fc.assert(
      fc.property(policy, facts, (p, f) => {
        const listed = new Set(decide(p, f).reasons.map((r) => r.ruleId));
        for (const r of p.rules) expect(listed.has(r.id)).toBe(decide({ rules: [r] }, f).reasons.length === 1);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the limit and the cheque windows on generated data', () => {
  it(`the limit is the smallest term, under the cap, never negative (${RUNS} runs)`, TIMEOUT, () => {
    fc.assert(
      fc.property(limitFormula, facts, (formula, f) => {
        const limit = suggestedLimit(formula, f.balance);
        if (!limit.available) {
          expect(f.balance).toBeNull();
          return;
        }
        const smallest = Math.min(...limit.steps.map((s) => s.result));
        expect(limit.uncapped).toBe(smallest);
        expect(limit.amount).toBe(limit.cap === null ? smallest : Math.min(smallest, limit.cap));
        expect(limit.capped).toBe(limit.cap !== null && smallest > limit.cap);
        expect(limit.amount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: RUNS },
    );
  });

  it(
    `unpaid cheques in 12 and 24 months are counted as rejectedChequeCounts counts them (${RUNS} runs)`,
    TIMEOUT,
    () => {
      fc.assert(
        fc.property(facts, (f) => {
          const counts = rejectedChequeCounts(
            f.unpaidCheques.map((c) => ({ rejectedAt: c.rejectedAt, paidAt: null })),
            TODAY,
          );
          for (const [months, expected] of [
            [12, counts.unpaid12],
            [24, counts.unpaid24],
          ] as const) {
            const rules = [
              {
                id: 'c',
                outcome: 'RECHAZAR' as const,
                reason: 'c',
                condition: { kind: 'REJECTED_CHEQUES' as const, months, minCount: 1 },
              },
            ];
            const counted = decide({ rules }, f).reasons[0]?.explanation[0]?.params.count ?? 0;
            expect(counted).toBe(expected);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});
