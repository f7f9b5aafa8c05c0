import { describe, expect, it } from 'vitest';
import { argentineCalendar } from '../calendar';
import {
  tradeDateBounds,
  DISCOUNT_DEFAULTS,
  discountDefaults,
  discountInputProblems,
  runDiscountSimulation,
  type DiscountInput,
} from './simulator';

const ar = argentineCalendar();
const close = (actual: number | null | undefined, expected: number) =>
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(0.005);

describe('defaults per simulator (docs/product.md §9)', () => {
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
      rate: 'positive',
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

describe('bounds of docs/domain/simulators.md §1', () => {
  const base = discountDefaults('checks');
  it.each([
    [{ amount: 1e15 }, {}],
    [{ amount: 1e15 + 1 }, { amount: 'max' }],
    [{ rate: 1000 }, {}],
    [{ rate: 1000.01 }, { rate: 'max' }],
    [{ rate: 218000 }, { rate: 'max' }],
    [{ rate: 0 }, { rate: 'positive' }],
    [{ comision: 100 }, {}],
    [{ comision: 100.5 }, { comision: 'max' }],
    [{ dn: 101 }, { dn: 'max' }],
    [{ dc: 101 }, { dc: 'max' }],
    [{ cc: 101 }, { cc: 'max' }],
    [{ iva: 101 }, { iva: 'max' }],
    [{ sgr: 36400 }, { sgr: 'max' }],
    [{ days: 3650 }, {}],
    [{ days: 3651 }, { days: 'max' }],
    [
      { rate: 5000, sgr: 200, amount: -1 },
      { rate: 'max', sgr: 'max', amount: 'positive' },
    ],
  ] as const)('%j → %j', (change, problems) => {
    expect(discountInputProblems({ ...base, ...change })).toEqual(problems);
  });

  it.each([
    ['2021-11-23', {}],
    ['2021-11-22', { tradeDate: 'min' }],
    ['2028-11-23', {}],
    ['2028-11-24', { tradeDate: 'max' }],
    ['2026-13-01', { tradeDate: 'date' }],
  ] as const)('on 2026-11-23 a trade date %s → %j', (tradeDate, problems) => {
    expect(discountInputProblems({ ...base, tradeDate }, '2026-11-23')).toEqual(problems);
  });

  it('a 29 February bound falls on 28 February', () => {
    expect(tradeDateBounds('2028-02-29')).toEqual({ min: '2023-02-28', max: '2030-02-28' });
  });
});

describe('the trade date (Fecha de operación)', () => {
  const e4: DiscountInput = {
    ...discountDefaults('checks'),
    amount: 1000000,
    rate: 36,
    cc: 0.05,
    sgr: 3.85,
    iva: 21,
    profile: 'mav',
    dueDate: '2026-05-23',
  };

  it('a past trade date gives the exact E4 result whatever today is', () => {
    const outcome = runDiscountSimulation('checks', { ...e4, tradeDate: '2026-03-02' }, '2026-11-23', ar);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.simulation).toMatchObject({
      tradeDate: '2026-03-02',
      settlementDate: '2026-03-02',
      paymentDate: '2026-05-26',
      days: 85,
    });
    close(outcome.simulation.neto, 908172.359912);
    close(outcome.simulation.cft, 51.2273);
    expect(outcome.warnings).toEqual([]);
  });

  it("prices Monday's sale on Friday: the future trade date settles that Monday", () => {
    // Friday 13/11/2026; the sale happens on Monday 16/11 at T+1 → settles Tuesday 17/11.
    const input = { ...discountDefaults('checks'), tradeDate: '2026-11-16', settlementLag: 1, dueDate: '2027-01-15' };
    const outcome = runDiscountSimulation('checks', input, '2026-11-13', ar);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.simulation).toMatchObject({ settlementDate: '2026-11-17', paymentDate: '2027-01-15', days: 59 });
  });

  it('a Saturday trade date rolls to the next business day before the lag, also at T+0', () => {
    const outcome = runDiscountSimulation(
      'checks',
      { ...discountDefaults('checks'), tradeDate: '2026-11-21', days: 30 },
      '2026-11-20',
      ar,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    // Saturday 21, Sunday 22, Soberanía Nacional Monday 23 → Tuesday 24.
    expect(outcome.simulation).toMatchObject({ tradeDate: '2026-11-21', settlementDate: '2026-11-24' });
    expect(outcome.simulation.dueDate).toBe('2026-12-24');
  });

  it('today is the trade date when none is given', () => {
    const outcome = runDiscountSimulation('checks', discountDefaults('checks'), '2026-11-21', ar);
    expect(outcome.ok && outcome.simulation.settlementDate).toBe('2026-11-24');
  });

  it('warns when a rolled date falls in a year the bank calendar does not list', () => {
    const past = runDiscountSimulation(
      'checks',
      { ...discountDefaults('checks'), tradeDate: '2023-06-01', dueDate: '2023-07-03' },
      '2026-11-23',
      ar,
    );
    expect(past).toMatchObject({ ok: true, warnings: ['calendarNotCovered'] });
    // With days the due date is not rolled: only the trade and settlement dates count.
    const byDays = runDiscountSimulation('pagares', { ...discountDefaults('pagares'), days: 3000 }, '2026-11-23', ar);
    expect(byDays).toMatchObject({ ok: true, warnings: [] });
  });
});
