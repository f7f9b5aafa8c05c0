import { describe, expect, it } from 'vitest';
import { SCORE_BAND_CODES } from '../credit/score-bands';
import {
  assumptionProblems,
  BANDS_BY_RISK,
  DEFAULT_CHEQUE_ASSUMPTIONS,
  isAssumptionsOverride,
  mergeAssumptions,
  type ChequeAnalysisAssumptions,
} from './assumptions';

describe('the default assumptions (ADR 0143)', () => {
  it('pin the numbers of the ADR', () => {
    expect(DEFAULT_CHEQUE_ASSUMPTIONS).toEqual({
      spreads: { EXCELENTE: 3, MUY_BUENO: 5, BUENO: 8, SIN_HISTORIAL: 12, REGULAR: 14, MALO: 30 },
      annualPd: { EXCELENTE: 0.5, MUY_BUENO: 1.5, BUENO: 4, SIN_HISTORIAL: 8, REGULAR: 10, MALO: 30 },
      lgd: 60,
    });
  });

  it('list every band once, in the order of risk', () => {
    expect([...BANDS_BY_RISK].sort()).toEqual([...SCORE_BAND_CODES].sort());
    expect(BANDS_BY_RISK.indexOf('SIN_HISTORIAL')).toBe(BANDS_BY_RISK.indexOf('BUENO') + 1);
    expect(BANDS_BY_RISK.indexOf('REGULAR')).toBe(BANDS_BY_RISK.indexOf('SIN_HISTORIAL') + 1);
  });

  it.each(['spreads', 'annualPd'] as const)('%s strictly grow along the order of risk', (group) => {
    const values = BANDS_BY_RISK.map((band) => DEFAULT_CHEQUE_ASSUMPTIONS[group][band]);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
  });

  it('spread − annual expected loss (PD × LGD) grows with risk too: the premium is never thinner for a worse band', () => {
    const { spreads, annualPd, lgd } = DEFAULT_CHEQUE_ASSUMPTIONS;
    const premium = BANDS_BY_RISK.map((band) => spreads[band] - (annualPd[band] * lgd) / 100);
    expect(premium.map((p) => Math.round(p * 10) / 10)).toEqual([2.7, 4.1, 5.6, 7.2, 8, 12]);
  });

  it('are valid by their own rules and frozen', () => {
    expect(assumptionProblems(DEFAULT_CHEQUE_ASSUMPTIONS)).toEqual({});
    expect(Object.isFrozen(DEFAULT_CHEQUE_ASSUMPTIONS.spreads)).toBe(true);
  });
});

describe('assumptionProblems', () => {
  it.each([
    [{}, {}],
    [undefined, {}],
    [{ lgd: 0 }, {}],
    [{ lgd: 100 }, {}],
    [{ lgd: 100.01 }, { lgd: 'max' }],
    [{ lgd: -1 }, { lgd: 'nonNegative' }],
    [{ lgd: '60' }, { lgd: 'number' }],
    [{ lgd: null }, { lgd: 'number' }],
    [{ lgd: Number.NaN }, { lgd: 'number' }],
    [{ lgd: Number.POSITIVE_INFINITY }, { lgd: 'number' }],
    [{ lgd: undefined }, {}],
    [{ spreads: { MALO: 0 } }, {}],
    [{ spreads: { MALO: 100 } }, {}],
    [{ spreads: { MALO: 100.5 } }, { 'spreads.MALO': 'max' }],
    [{ spreads: { EXCELENTE: -0.5 } }, { 'spreads.EXCELENTE': 'nonNegative' }],
    [{ spreads: { BUENO: '8' } }, { 'spreads.BUENO': 'number' }],
    [{ spreads: { PESIMO: 8 } }, { 'spreads.PESIMO': 'unknownField' }],
    [{ spreads: { bueno: 8 } }, { 'spreads.bueno': 'unknownField' }],
    [{ spreads: 8 }, { spreads: 'object' }],
    [{ spreads: [8] }, { spreads: 'object' }],
    [{ annualPd: { BUENO: 100 } }, {}],
    [{ annualPd: { BUENO: 101 } }, { 'annualPd.BUENO': 'max' }],
    [{ annualPd: { SIN_HISTORIAL: -2 } }, { 'annualPd.SIN_HISTORIAL': 'nonNegative' }],
    [{ annualPd: { REGULAR: true } }, { 'annualPd.REGULAR': 'number' }],
    [{ annualPd: { NINGUNO: 1 } }, { 'annualPd.NINGUNO': 'unknownField' }],
    [{ annualPd: null }, { annualPd: 'object' }],
    [{ spread: { MALO: 3 } }, { spread: 'unknownField' }],
    [{ toString: 1 }, { toString: 'unknownField' }],
    [null, { '': 'object' }],
    [[], { '': 'object' }],
    [60, { '': 'object' }],
    [
      { lgd: 120, spreads: { MALO: -1, BUENO: 8 }, annualPd: { MUY_BUENO: 'x' }, extra: 1 },
      { lgd: 'max', 'spreads.MALO': 'nonNegative', 'annualPd.MUY_BUENO': 'number', extra: 'unknownField' },
    ],
  ])('%j → %j', (input, problems) => {
    expect(assumptionProblems(input)).toEqual(problems);
    expect(isAssumptionsOverride(input)).toBe(Object.keys(problems).length === 0);
  });

  it("reads a '__proto__' key from JSON as a key, not as the prototype", () => {
    const problems = assumptionProblems(JSON.parse('{"__proto__": 1, "spreads": {"__proto__": 2}}'));
    expect(Object.keys(problems).sort()).toEqual(['__proto__', 'spreads.__proto__']);
    expect(Object.getPrototypeOf(problems)).toBe(Object.prototype);
  });
});

describe('mergeAssumptions: defaults ← admin ← user (docs/domain/cheque-analysis.md §4)', () => {
  const admin = { spreads: { BUENO: 9, MALO: 35 }, lgd: 50 };
  const user = { spreads: { BUENO: 7 }, annualPd: { REGULAR: 12 } };

  it('each later override wins, value by value; the rest keeps the earlier value', () => {
    const merged = mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, admin, user);
    expect(merged).toEqual({
      spreads: { EXCELENTE: 3, MUY_BUENO: 5, BUENO: 7, SIN_HISTORIAL: 12, REGULAR: 14, MALO: 35 },
      annualPd: { EXCELENTE: 0.5, MUY_BUENO: 1.5, BUENO: 4, SIN_HISTORIAL: 8, REGULAR: 12, MALO: 30 },
      lgd: 50,
    });
  });

  it('the order matters: the user after the admin', () => {
    expect(mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, user, admin).spreads.BUENO).toBe(9);
  });

  it.each([
    ['no override', []],
    ['undefined overrides', [undefined, undefined]],
    ['empty overrides', [{}, { spreads: {}, annualPd: {} }]],
    ['undefined values', [{ lgd: undefined, spreads: { MALO: undefined } }]],
  ] as const)('%s keep the base', (_, overrides) => {
    expect(mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, ...overrides)).toEqual(DEFAULT_CHEQUE_ASSUMPTIONS);
  });

  it('an override of 0 replaces the value (0 is a value, not a gap)', () => {
    const merged = mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, { lgd: 0, spreads: { EXCELENTE: 0 } });
    expect(merged.lgd).toBe(0);
    expect(merged.spreads.EXCELENTE).toBe(0);
  });

  it('mutates neither the base nor the overrides, and returns a fresh copy', () => {
    const base: ChequeAnalysisAssumptions = JSON.parse(
      JSON.stringify(DEFAULT_CHEQUE_ASSUMPTIONS),
    ) as ChequeAnalysisAssumptions;
    const override = { spreads: { BUENO: 1 } };
    const merged = mergeAssumptions(base, override);
    merged.spreads.MALO = 99;
    merged.annualPd.MALO = 99;
    expect(base).toEqual(DEFAULT_CHEQUE_ASSUMPTIONS);
    expect(override).toEqual({ spreads: { BUENO: 1 } });
  });

  it('ignores a key that is not a band (validate first: assumptionProblems names it)', () => {
    const stray = { spreads: { PESIMO: 1 } } as unknown as Parameters<typeof mergeAssumptions>[1];
    expect(mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, stray)).toEqual(DEFAULT_CHEQUE_ASSUMPTIONS);
  });
});
