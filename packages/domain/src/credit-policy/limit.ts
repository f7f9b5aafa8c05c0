/**
 * The suggested credit limit (docs/domain/credit-policy.md §4): each term a percent of a base taken from the latest
 * balance, the smallest term, capped by an amount; every step shown, each exact to the cent.
 */
import type { PolicyBalanceFacts } from './facts';
import { centsOf, divideRounded, pesosOf } from './money';
import type { LimitBase, LimitFormula } from './policy';

export interface LimitStep {
  base: LimitBase;
  /** The pesos the percent is taken of: patrimonio neto, or ventas ÷ 12 rounded to the cent. */
  baseAmount: number;
  /** VENTAS_MENSUALES only: the year's ventas, divided by 12 into baseAmount. */
  annualAmount?: number;
  percent: number;
  /** baseAmount × percent ÷ 100 rounded to the cent; 0 when the base is negative or zero. */
  result: number;
}

export type PolicyLimit =
  | {
      available: true;
      /** The suggested limit: min(uncapped, cap). */
      amount: number;
      steps: LimitStep[];
      /** The smallest step's result. */
      uncapped: number;
      cap: number | null;
      /** Whether the cap lowered the limit. */
      capped: boolean;
    }
  | {
      available: false;
      /** NO_BALANCE: no balance to take the bases from; RECHAZAR: no limit is suggested for a rejection. */
      reason: 'NO_BALANCE' | 'RECHAZAR';
    };

const max = (a: bigint, b: bigint) => (a > b ? a : b);

/** The limit of a formula over a balance, every amount rounded half away from zero to the cent. */
export function suggestedLimit(formula: LimitFormula, balance: PolicyBalanceFacts | null): PolicyLimit {
  if (!balance) return { available: false, reason: 'NO_BALANCE' };
  const steps: LimitStep[] = [];
  const results: bigint[] = [];
  for (const { base, percent } of formula.terms) {
    const annual = centsOf(balance.ventas);
    const baseCents = base === 'PATRIMONIO_NETO' ? centsOf(balance.patrimonioNeto) : divideRounded(annual, 12n);
    // percent has at most two decimals: hundredths of a percent, so the product is over 100 × 100.
    const result = max(0n, divideRounded(baseCents * centsOf(percent), 10_000n));
    results.push(result);
    steps.push({
      base,
      baseAmount: pesosOf(baseCents),
      ...(base === 'VENTAS_MENSUALES' ? { annualAmount: pesosOf(annual) } : {}),
      percent,
      result: pesosOf(result),
    });
  }
  // validatePolicy requires a term; without one the limit is 0.
  const uncapped = results.reduce((a, b) => (b < a ? b : a), results[0] ?? 0n);
  const cap = formula.cap === undefined ? null : centsOf(formula.cap);
  const capped = cap !== null && uncapped > cap;
  return {
    available: true,
    amount: pesosOf(capped ? cap : uncapped),
    steps,
    uncapped: pesosOf(uncapped),
    cap: cap === null ? null : pesosOf(cap),
    capped,
  };
}
