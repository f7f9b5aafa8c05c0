import { describe, expect, it } from 'vitest';
import type { PolicyBalanceFacts } from './facts';
import { suggestedLimit } from './limit';
import { centsOf, divideRounded, hasAtMostTwoDecimals } from './money';
import type { LimitFormula } from './policy';

const balance = (patrimonioNeto: number, ventas = 0): PolicyBalanceFacts => ({
  closingDate: '2025-12-31',
  score: 700,
  patrimonioNeto,
  ventas,
});
const pn = (percent: number, cap?: number): LimitFormula => ({
  terms: [{ base: 'PATRIMONIO_NETO', percent }],
  ...(cap === undefined ? {} : { cap }),
});

describe('suggestedLimit', () => {
  it('takes the smallest term: 10 % of patrimonio neto against 25 % of a month of sales', () => {
    const formula: LimitFormula = {
      terms: [
        { base: 'PATRIMONIO_NETO', percent: 10 },
        { base: 'VENTAS_MENSUALES', percent: 25 },
      ],
      cap: 30_000_000,
    };
    expect(suggestedLimit(formula, balance(250_000_000, 600_000_000))).toEqual({
      available: true,
      amount: 12_500_000,
      steps: [
        { base: 'PATRIMONIO_NETO', baseAmount: 250_000_000, percent: 10, result: 25_000_000 },
        {
          base: 'VENTAS_MENSUALES',
          baseAmount: 50_000_000,
          annualAmount: 600_000_000,
          percent: 25,
          result: 12_500_000,
        },
      ],
      uncapped: 12_500_000,
      cap: 30_000_000,
      capped: false,
    });
  });

  it('caps it, and says so', () => {
    expect(suggestedLimit(pn(10, 30_000_000), balance(1_000_000_000))).toMatchObject({
      amount: 30_000_000,
      uncapped: 100_000_000,
      cap: 30_000_000,
      capped: true,
    });
  });

  it('a cap equal to the amount does not cap', () => {
    expect(suggestedLimit(pn(10, 25_000_000), balance(250_000_000))).toMatchObject({
      amount: 25_000_000,
      capped: false,
    });
  });

  it('without a cap, the smallest term is the limit', () => {
    expect(suggestedLimit(pn(10), balance(250_000_000))).toMatchObject({
      amount: 25_000_000,
      cap: null,
      capped: false,
    });
  });

  // prettier-ignore
  it.each([
    { name: 'hundredths of a percent', base: 1_234_567.89, percent: 12.34, result: 152_345.68 },
    { name: 'a half cent rounds away from zero (10 % of 1,15 is 0,115)', base: 1.15, percent: 10, result: 0.12 },
    { name: 'a half cent, 10,05 × 10 %', base: 10.05, percent: 10, result: 1.01 },
    { name: 'a large amount stays exact to the cent', base: 98_765_432_109.87, percent: 33.33, result: 32_918_518_522.22 },
    { name: 'a negative patrimonio neto suggests 0', base: -5_000_000, percent: 10, result: 0 },
  ])('exact arithmetic: $name', ({ base, percent, result }) => {
    expect(suggestedLimit(pn(percent), balance(base))).toMatchObject({ amount: result, steps: [{ result }] });
  });

  it('a month of sales is the year divided by 12, rounded to the cent first and shown', () => {
    const formula: LimitFormula = { terms: [{ base: 'VENTAS_MENSUALES', percent: 50 }] };
    expect(suggestedLimit(formula, balance(0, 100))).toMatchObject({
      amount: 4.17,
      steps: [{ base: 'VENTAS_MENSUALES', annualAmount: 100, baseAmount: 8.33, percent: 50, result: 4.17 }],
    });
  });

  it('without a balance, no limit', () => {
    expect(suggestedLimit(pn(10, 1000), null)).toEqual({ available: false, reason: 'NO_BALANCE' });
  });
});

describe('exact money helpers', () => {
  it.each([
    [0.1, 10n],
    [1_000_000.01, 100_000_001n],
    [-2.5, -250n],
    [0.005, 1n],
    [-0.005, -1n],
  ])('centsOf(%s) = %s', (pesos, cents) => expect(centsOf(pesos)).toBe(cents));

  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [-4n, 3n, -1n],
  ])('divideRounded(%s, %s) = %s, half away from zero', (n, d, q) => expect(divideRounded(n, d)).toBe(q));

  it.each([
    [12.34, true],
    [12.345, false],
    [100, true],
    [Number.NaN, false],
    [Infinity, false],
  ])('hasAtMostTwoDecimals(%s) is %s', (value, expected) => expect(hasAtMostTwoDecimals(value)).toBe(expected));
});
