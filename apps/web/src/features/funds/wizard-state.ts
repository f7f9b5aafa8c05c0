import type { Fund, FundObjective, FundQueryResult, FundShare } from '@tirr/contracts';
import { z } from 'zod';
import { parseNumberInput } from '@tirr/domain';

/** The FCI simulator state (docs/product.md §3 'FCI simulator state'), kept in the wizard page. */
export interface FciState {
  activeStep: number;
  objective?: FundObjective;
  bank?: number;
  id_fondo?: number;
  cuotaparte?: number;
  monto: string;
  currency: 'ARS' | 'USD';
  duration: string;
}

export const FCI_STEPS = ['objective', 'manager', 'fund', 'share', 'amount', 'result'] as const;
export const DEFAULT_DURATION = 30;
export const INITIAL_STATE: FciState = {
  activeStep: 0,
  monto: '',
  currency: 'ARS',
  duration: String(DEFAULT_DURATION),
};

/** docs/domain/simulators.md §6: random among the exact matches, else among the similar ones; `random` is injectable for tests. */
export function chooseFund(result: FundQueryResult, random: () => number = Math.random): Fund | undefined {
  const pool = result.exactMatches.length > 0 ? result.exactMatches : result.similarMatches;
  if (pool.length === 0) return undefined;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))];
}

/** docs/domain/simulators.md §6: the share with the highest AUM in the fund's currency (else the first one). */
export function preselectShare(fund: Fund, exclude: readonly number[] = []): FundShare | undefined {
  const candidates = fund.fundShares.filter((s) => !exclude.includes(s.idFundShare));
  const inCurrency = candidates.filter((s) => s.currency === fund.currency);
  const pool = inCurrency.length > 0 ? inCurrency : candidates;
  return [...pool].sort((a, b) => (b.aum ?? -1) - (a.aum ?? -1))[0];
}

/** The amount step as typed: an amount above 0 (read the Argentine way) and a whole duration of 1–3650 days. */
export const amountStepForm = z.object({
  monto: z.string().refine((text) => parseAmount(text) > 0),
  duration: z.string().refine((text) => {
    const days = Number(text);
    return Number.isInteger(days) && days >= 1 && days <= 3650;
  }),
});
export type AmountStepValues = z.input<typeof amountStepForm>;
export const AMOUNT_STEP_MESSAGES = { monto: 'funds:errors.amount', duration: 'funds:errors.duration' };

/** The amount typed the Argentine way ('150.000' → 150000, '100.000,50' → 100000.5); NaN when it cannot be read. */
export function parseAmount(text: string): number {
  const result = parseNumberInput(text, 'money');
  return result.ok ? result.value : Number.NaN;
}
