/**
 * Facts and rules for the credit policy's tests (docs/domain/credit-policy.md §8): a clean company on 26/11/2026,
 * whose latest published period is 09/2026 (latestInformedPeriod), changed field by field in each test.
 */
import type { PolicyFacts } from './facts';
import type { Condition, Policy, PolicyOutcome, Rule } from './policy';

export const TODAY = '2026-11-26';

/** Situación 1 in every one of the 24 periods, score Excelente, a recent healthy balance. */
export function cleanFacts(overrides: Partial<PolicyFacts> = {}): PolicyFacts {
  return {
    personType: 'JURIDICA',
    estadoClave: 'ACTIVO',
    score: 950,
    band: 'EXCELENTE',
    latestPeriod: '202609',
    situacionNow: 1,
    situacionByAge: Array.from({ length: 24 }, () => 1),
    flags: [],
    entities: 2,
    totalDebt: 1_500_000,
    unpaidCheques: [],
    balance: { closingDate: '2025-12-31', score: 820, patrimonioNeto: 250_000_000, ventas: 600_000_000 },
    ...overrides,
  };
}

/** The 24 situaciones of cleanFacts with some ages changed: `{ 11: 3 }` is situación 3 eleven periods ago. */
export function situacionesWith(changes: Record<number, number>): number[] {
  return Array.from({ length: 24 }, (_, age) => changes[age] ?? 1);
}

export function rule(condition: Condition, outcome: PolicyOutcome = 'RECHAZAR', id = 'r1'): Rule {
  return { id, outcome, reason: `Motivo de ${id}`, condition };
}

export function policyOf(...rules: Rule[]): Policy {
  return { rules };
}
