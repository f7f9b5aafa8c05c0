/**
 * Balance-sheet score v1 (docs/domain/score.md §4): a Z''-style score over the six balance inputs, mapped to
 * 1–1000 with a logistic curve and banded like the credit score. Pure.
 */
import { scoreBandOf, type ScoreBand } from '../credit/score-bands';

export const BALANCE_FIELDS = [
  'ventas',
  'resultadoNeto',
  'activosCorrientes',
  'activosNoCorrientes',
  'pasivosCorrientes',
  'pasivosNoCorrientes',
] as const;
export type BalanceField = (typeof BALANCE_FIELDS)[number];
export type BalanceInputs = Record<BalanceField, number>;

/** Z'' weights (Altman, emerging markets) and the logistic mapping of docs/domain/score.md §4. */
export const BALANCE_SCORE_RULES = {
  constant: 3.25,
  weights: { x1: 6.56, x2: 3.26, x3: 6.72, x4: 1.05 },
  x4Cap: 10,
  slope: 1.3,
  midpoint: 5.0,
} as const;

export interface BalanceTotals {
  totalAssets: number;
  totalLiabilities: number;
  patrimonioNeto: number;
}

/** patrimonioNeto = (AC + ANC) − (PC + PNC): computed, never typed (docs/product.md §3). */
export function balanceTotals(b: BalanceInputs): BalanceTotals {
  const totalAssets = b.activosCorrientes + b.activosNoCorrientes;
  const totalLiabilities = b.pasivosCorrientes + b.pasivosNoCorrientes;
  // Round to centavos: the inputs are centavo-exact, their float difference may not be.
  return { totalAssets, totalLiabilities, patrimonioNeto: Math.round((totalAssets - totalLiabilities) * 100) / 100 };
}

export interface BalanceRatios {
  /** Working capital over total assets: (AC − PC) / TA. */
  x1: number;
  /** Equity over total assets: patrimonioNeto / TA. */
  x2: number;
  /** Net result over total assets: resultadoNeto / TA. */
  x3: number;
  /** Equity over liabilities, capped at 10 (10 when there are no liabilities). */
  x4: number;
}

export interface FinancialRatios {
  /** AC / PC; null when there are no current liabilities. */
  liquidity: number | null;
  /** TL / patrimonioNeto; null when equity is zero. */
  debt: number | null;
  /** resultadoNeto / ventas; null without sales. */
  margin: number | null;
}

export type BalanceScore =
  | {
      ok: true;
      score: number;
      band: ScoreBand;
      z: number;
      ratios: BalanceRatios;
      financial: FinancialRatios;
      totals: BalanceTotals;
    }
  | {
      ok: false;
      reason: 'non-positive-assets';
      message: string;
      financial: FinancialRatios;
      totals: BalanceTotals;
    };

export const NON_POSITIVE_ASSETS_MESSAGE =
  'Sin score: el total de activos (corrientes + no corrientes) debe ser mayor que cero.';

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

export function financialRatios(b: BalanceInputs): FinancialRatios {
  const { totalLiabilities, patrimonioNeto } = balanceTotals(b);
  return {
    liquidity: ratio(b.activosCorrientes, b.pasivosCorrientes),
    debt: ratio(totalLiabilities, patrimonioNeto),
    margin: ratio(b.resultadoNeto, b.ventas),
  };
}

/** The logistic mapping of Z to 1–1000 (the distress line 4.35 lands near 300, the safe line 5.85 near 750). */
export function scoreFromZ(z: number): number {
  const r = BALANCE_SCORE_RULES;
  return Math.round(1 + 999 / (1 + Math.exp(-r.slope * (z - r.midpoint))));
}

/** The score of one balance; TA ≤ 0 → no score with the reason. */
export function balanceScore(b: BalanceInputs): BalanceScore {
  const totals = balanceTotals(b);
  const financial = financialRatios(b);
  const { totalAssets: ta, totalLiabilities: tl, patrimonioNeto: pn } = totals;
  if (!(ta > 0))
    return { ok: false, reason: 'non-positive-assets', message: NON_POSITIVE_ASSETS_MESSAGE, financial, totals };
  const r = BALANCE_SCORE_RULES;
  const ratios: BalanceRatios = {
    x1: (b.activosCorrientes - b.pasivosCorrientes) / ta,
    x2: pn / ta,
    x3: b.resultadoNeto / ta,
    x4: tl === 0 ? r.x4Cap : Math.min(pn / tl, r.x4Cap),
  };
  const z =
    r.constant +
    r.weights.x1 * ratios.x1 +
    r.weights.x2 * ratios.x2 +
    r.weights.x3 * ratios.x3 +
    r.weights.x4 * ratios.x4;
  const score = scoreFromZ(z);
  return { ok: true, score, band: scoreBandOf(score), z, ratios, financial, totals };
}

export type Trend = 'up' | 'down' | 'flat' | null;

/** Direction between the two latest scored balances (oldest first); null with fewer than two. */
export function scoreTrend(scores: readonly (number | null)[]): Trend {
  const scored = scores.filter((s): s is number => s !== null);
  if (scored.length < 2) return null;
  const delta = scored.at(-1)! - scored.at(-2)!;
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
}
