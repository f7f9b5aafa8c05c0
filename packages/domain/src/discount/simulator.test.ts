import { describe, expect, it } from 'vitest';
import { argentineCalendar } from '../calendar';
import {
  DISCOUNT_DEFAULTS,
  discountDefaults,
  discountInputProblems,
  runDiscountSimulation,
  type DiscountInput,
} from './simulator';

const ar = argentineCalendar();
const close = (actual: number | null | undefined, expected: number) =>
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(0.005);

describe('defaults per simulator (spec §9)', () => {
  it('cheques: 1000, 20 %, 30 days and the spec fees → total costs 21.56', () => {
    expect(DISCOUNT_DEFAULTS.checks).toMatchObject({
      amount: 1000,
      rate: 20,
      days: 30,
      comision: 1.5,
      dn: 0.03,
      dc: 0.03,
      cc: 0,
      iva: 0,
      sgr: 5,
      currency: 'ARS',
      profile: 'estandar',
      settlementLag: 0,
      clearingDays: 0,
    });
    const outcome = runDiscountSimulation('checks', discountDefaults('checks'), '2026-11-20', ar);
    if (!outcome.ok) throw new Error('defaults must be valid');
    close(outcome.simulation.totalCostos, 21.564288);
    expect(outcome.simulation.dueDate).toBe('2026-12-20');
  });

  it.each([
    ['pagares', 100000, 180, 12212.624603],
    ['facturas', 146885, 30, 3167.470378],
  ] as const)('%s: amount %d, %d days → total costs %d', (type, amount, days, totalCostos) => {
    const defaults = discountDefaults(type);
    expect(defaults).toMatchObject({ amount, rate: 20, days, comision: 1.5, sgr: 5 });
    const outcome = runDiscountSimulation(type, defaults, '2026-11-20', ar);
    if (!outcome.ok) throw new Error('defaults must be valid');
    close(outcome.simulation.totalCostos, totalCostos);
  });

  it('reset returns a fresh copy of the defaults', () => {
    const edited = discountDefaults('checks');
    edited.amount = 5;
    expect(discountDefaults('checks').amount).toBe(1000);
    expect(DISCOUNT_DEFAULTS.checks.amount).toBe(1000);
  });
});

describe('runDiscountSimulation', () => {
  it('E4 end to end: dates, MAV and IVA', () => {
    const input: DiscountInput = {
      ...discountDefaults('checks'),
      amount: 1000000,
      rate: 36,
      cc: 0.05,
      sgr: 3.85,
      iva: 21,
      profile: 'mav',
      dueDate: '2026-05-23',
    };
    const outcome = runDiscountSimulation('checks', input, '2026-03-02', ar);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.simulation.paymentDate).toBe('2026-05-26');
    expect(outcome.simulation.days).toBe(85);
    close(outcome.simulation.neto, 908172.359912);
    close(outcome.simulation.cft, 51.2273);
    close(outcome.simulation.cftSinIva, 50.5453);
  });

  it('names each bad field', () => {
    const bad: DiscountInput = {
      ...discountDefaults('checks'),
      amount: 0,
      rate: -1,
      sgr: -0.5,
      days: 0,
      clearingDays: 1.5,
      iva: Number.NaN,
    };
    expect(discountInputProblems(bad)).toEqual({
      amount: 'positive',
      rate: 'nonNegative',
      sgr: 'nonNegative',
      days: 'min',
      clearingDays: 'integer',
      iva: 'required',
    });
    expect(discountInputProblems({ ...discountDefaults('checks'), days: 2.5 })).toEqual({ days: 'integer' });
    expect(discountInputProblems({ ...discountDefaults('checks'), days: 5000 })).toEqual({ days: 'max' });
    expect(discountInputProblems({ ...discountDefaults('checks'), dueDate: '2026-02-30' })).toEqual({
      dueDate: 'date',
    });
  });

  it('a due date in the past is a problem of the due date', () => {
    const outcome = runDiscountSimulation(
      'checks',
      { ...discountDefaults('checks'), dueDate: '2026-11-01' },
      '2026-11-20',
      ar,
    );
    expect(outcome).toEqual({ ok: false, problems: { dueDate: 'min' } });
  });

  it('warns about cheques longer than 360 days, not pagarés', () => {
    const long = (type: 'checks' | 'pagares') =>
      runDiscountSimulation(type, { ...discountDefaults(type), days: 400 }, '2026-11-20', ar);
    expect(long('checks')).toMatchObject({ ok: true, warnings: ['longCheque'] });
    expect(long('pagares')).toMatchObject({ ok: true, warnings: [] });
  });
});
