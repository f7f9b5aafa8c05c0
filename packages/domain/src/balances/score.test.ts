import { describe, expect, it } from 'vitest';
import { balanceScore, balanceTotals, scoreFromZ, scoreTrend, type BalanceInputs } from './score';

const base: BalanceInputs = {
  ventas: 1_000_000,
  resultadoNeto: 100_000,
  activosCorrientes: 500_000,
  activosNoCorrientes: 500_000,
  pasivosCorrientes: 200_000,
  pasivosNoCorrientes: 200_000,
};

/** Independent re-computation of docs/domain/score.md §4 for the vectors. */
function expected(b: BalanceInputs) {
  const ta = b.activosCorrientes + b.activosNoCorrientes;
  const tl = b.pasivosCorrientes + b.pasivosNoCorrientes;
  const pn = ta - tl;
  const z =
    3.25 +
    6.56 * ((b.activosCorrientes - b.pasivosCorrientes) / ta) +
    3.26 * (pn / ta) +
    6.72 * (b.resultadoNeto / ta) +
    1.05 * (tl === 0 ? 10 : Math.min(pn / tl, 10));
  return Math.round(1 + 999 / (1 + Math.exp(-1.3 * (z - 5))));
}

describe('balanceScore v1 (docs/domain/score.md §4)', () => {
  it('computes patrimonioNeto as assets minus liabilities', () => {
    expect(balanceTotals({ ...base, activosCorrientes: 1_250_000.5 })).toEqual({
      totalAssets: 1_750_000.5,
      totalLiabilities: 400_000,
      patrimonioNeto: 1_350_000.5,
    });
  });

  // Hand-computed vectors: Z = 3.25 + 6.56·X1 + 3.26·X2 + 6.72·X3 + 1.05·X4.
  const vectors: [string, BalanceInputs, number, number, string][] = [
    // X1=0.3 X2=0.6 X3=0.1 X4=1.5 → Z = 3.25+1.968+1.956+0.672+1.575 = 9.421
    ['healthy', base, 9.421, 997, 'EXCELENTE'],
    // Z = 3.25 + 6.56·(-0.4) + 3.26·(-0.5) + 6.72·(-0.1) + 1.05·(-1/3) = -2.026 → score 1
    [
      'distressed',
      {
        ...base,
        resultadoNeto: -100_000,
        activosCorrientes: 100_000,
        activosNoCorrientes: 900_000,
        pasivosCorrientes: 500_000,
        pasivosNoCorrientes: 1_000_000,
      },
      -2.026,
      1,
      'MALO',
    ],
    // X1=0 X2=0 X3=0 X4=0 → Z = 3.25 → score = round(1 + 999/(1+e^(2.275))) = 94
    [
      'zero equity',
      {
        ...base,
        resultadoNeto: 0,
        activosCorrientes: 300_000,
        activosNoCorrientes: 100_000,
        pasivosCorrientes: 300_000,
        pasivosNoCorrientes: 100_000,
      },
      3.25,
      94,
      'MALO',
    ],
    // TL = 0 → X4 = 10: X1=0.5 X2=1 X3=0.1 → Z = 3.25+3.28+3.26+0.672+10.5 = 20.962
    ['no liabilities', { ...base, pasivosCorrientes: 0, pasivosNoCorrientes: 0 }, 20.962, 1000, 'EXCELENTE'],
  ];
  it.each(vectors)('%s', (_name, input, z, score, band) => {
    const result = balanceScore(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.z).toBeCloseTo(z, 6);
    expect(result.score).toBe(score);
    expect(result.score).toBe(expected(input));
    expect(result.band.code).toBe(band);
  });

  it('caps X4 at 10 and sets it to 10 when there are no liabilities', () => {
    const tiny = balanceScore({ ...base, pasivosCorrientes: 1, pasivosNoCorrientes: 0 });
    const none = balanceScore({ ...base, pasivosCorrientes: 0, pasivosNoCorrientes: 0 });
    expect(tiny.ok && tiny.ratios.x4).toBe(10);
    expect(none.ok && none.ratios.x4).toBe(10);
  });

  it('puts the Z distress line near 300 and the safe line near 750', () => {
    expect(scoreFromZ(4.35)).toBe(301);
    expect(scoreFromZ(5.85)).toBe(751);
    expect(scoreFromZ(5)).toBe(501);
    expect(scoreFromZ(-50)).toBe(1);
    expect(scoreFromZ(50)).toBe(1000);
  });

  it.each([
    ['zero assets', { ...base, activosCorrientes: 0, activosNoCorrientes: 0 }],
    ['negative assets', { ...base, activosCorrientes: -10, activosNoCorrientes: 0 }],
  ])('TA ≤ 0 → no score with a reason (%s)', (_name, input) => {
    const result = balanceScore(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe('non-positive-assets');
      expect(result.message).toMatch(/total de activos/);
    }
  });

  it('computes liquidity, debt and margin, null when the divisor is zero', () => {
    const ok = balanceScore(base);
    expect(ok.financial).toEqual({ liquidity: 2.5, debt: 400_000 / 600_000, margin: 0.1 });
    const zeros = balanceScore({ ...base, ventas: 0, pasivosCorrientes: 0, pasivosNoCorrientes: 1_000_000 });
    expect(zeros.financial).toEqual({ liquidity: null, debt: null, margin: null });
  });
});

describe('scoreTrend', () => {
  it.each([
    [[], null],
    [[500], null],
    [[500, null, 600], 'up'],
    [[700, 600], 'down'],
    [[600, 600], 'flat'],
  ] as const)('%j → %s', (scores, trend) => expect(scoreTrend(scores)).toBe(trend));
});
