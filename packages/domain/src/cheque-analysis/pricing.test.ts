import { describe, expect, it } from 'vitest';
import { argentineCalendar } from '../calendar';
import { DISCOUNT_DEFAULTS, runDiscountSimulation } from '../simulators/simulator';
import { DEFAULT_CHEQUE_ASSUMPTIONS, mergeAssumptions } from './assumptions';
import { horizonPd, priceCheque, type ChequePricingInput } from './pricing';

const ar = argentineCalendar();
const close = (actual: number | null | undefined, expected: number, tolerance = 0.005) =>
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(tolerance);

/** Monday 2 March 2026 → Wednesday 1 April 2026: 30 days, no holiday on the way (docs/domain/cheque-analysis.md §5). */
const C1: ChequePricingInput = {
  amount: 1_000_000,
  dueDate: '2026-04-01',
  today: '2026-03-02',
  calendar: ar,
  referenceRate: 30,
  band: 'BUENO',
  assumptions: DEFAULT_CHEQUE_ASSUMPTIONS,
};

function priced(input: ChequePricingInput) {
  const outcome = priceCheque(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome;
}

describe('C1: 1.000.000, 30 days, reference 30 %, band Bueno', () => {
  const result = priced(C1);

  it('spread 8 → suggested rate 38 %', () => {
    expect(result).toMatchObject({ band: 'BUENO', referenceRate: 30, spread: 8, suggestedRate: 38, warnings: [] });
    expect(result.simulation).toMatchObject({ settlementDate: '2026-03-02', paymentDate: '2026-04-01', days: 30 });
  });

  it('the discount by hand: efectivo = 1e6 / (1 + 0.38 · 30/365), fees annual on VN', () => {
    const efectivo = 1_000_000 / (1 + 0.38 * (30 / 365));
    const fees = 1_000_000 * ((1.5 + 0.03 + 0.03 + 5) / 100) * (30 / 365);
    close(result.simulation.efectivo, 969713.071201);
    close(result.simulation.efectivo, efectivo);
    close(result.simulation.neto, 964321.290379);
    close(result.simulation.neto, efectivo - fees);
    close(result.simulation.cft, 55.5853);
  });

  it('is exactly what the cheque simulator gives at 38 % with its default fees', () => {
    const direct = runDiscountSimulation(
      'checks',
      { ...DISCOUNT_DEFAULTS.checks, amount: 1_000_000, rate: 38, dueDate: '2026-04-01' },
      '2026-03-02',
      ar,
    );
    if (!direct.ok) throw new Error('the direct run must be valid');
    expect(result.simulation).toEqual(direct.simulation);
  });

  it('expected loss by hand: pd = 1 − 0.96^(30/365) = 0.334961 %, × 60 % × 1.000.000 = 2009.77', () => {
    expect(result.expectedLoss.annualPd).toBe(4);
    expect(result.expectedLoss.lgd).toBe(60);
    close(result.expectedLoss.pd, 0.334961, 0.000001);
    close(result.expectedLoss.amount, 2009.765954);
    close(result.expectedLoss.amount, 1_000_000 * (1 - 0.96 ** (30 / 365)) * 0.6, 1e-9);
  });
});

describe('priceCheque', () => {
  it.each([
    ['EXCELENTE', 33, 968201.1773, 247.14293],
    ['MUY_BUENO', 35, 966645.5028, 744.867345],
    ['SIN_HISTORIAL', 42, 961239.57511, 4097.911643],
    ['REGULAR', 44, 959706.051013, 5173.42837],
    ['MALO', 60, 947610.830144, 17334.126428],
  ] as const)('C1 with band %s → %d %, neto %d, expected loss %d', (band, rate, neto, loss) => {
    const result = priced({ ...C1, band });
    expect(result.suggestedRate).toBe(rate);
    close(result.simulation.neto, neto);
    close(result.expectedLoss.amount, loss);
  });

  it("the PD horizon is the simulator's days: due Saturday 23 May (25 May a holiday) pays 26 May → 85 days", () => {
    const result = priced({ ...C1, dueDate: '2026-05-23' });
    expect(result.simulation).toMatchObject({ paymentDate: '2026-05-26', days: 85 });
    close(result.expectedLoss.pd, (1 - 0.96 ** (85 / 365)) * 100, 1e-12);
  });

  it('a physical cheque (2 clearing days) at T+1 from a later trade date, with VAT and the MAV profile', () => {
    const input = {
      ...C1,
      dueDate: '2026-05-23',
      tradeDate: '2026-03-03',
      settlementLag: 1,
      clearingDays: 2,
      fees: { iva: 21, profile: 'mav' as const, sgr: 0 },
    };
    const result = priced(input);
    // Settles Wednesday 4 March; 26 May + 2 business days = 28 May.
    expect(result.simulation).toMatchObject({ settlementDate: '2026-03-04', paymentDate: '2026-05-28', days: 85 });
    const direct = runDiscountSimulation(
      'checks',
      {
        ...DISCOUNT_DEFAULTS.checks,
        amount: 1_000_000,
        rate: 38,
        dueDate: '2026-05-23',
        tradeDate: '2026-03-03',
        settlementLag: 1,
        clearingDays: 2,
        iva: 21,
        profile: 'mav',
        sgr: 0,
      },
      '2026-03-02',
      ar,
    );
    expect(direct.ok && result.simulation).toEqual(direct.ok && direct.simulation);
    expect(result.simulation.fees.sgr).toBe(0);
    expect(result.simulation.ivaMonto).toBeGreaterThan(0);
  });

  it('an undefined fee keeps the default', () => {
    const result = priced({ ...C1, fees: { comision: undefined }, settlementLag: undefined });
    expect(result.simulation).toEqual(priced(C1).simulation);
  });

  it('uses the assumptions it is given (admin and user overrides merged)', () => {
    const assumptions = mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, { spreads: { BUENO: 10 } }, { lgd: 40 });
    const result = priced({ ...C1, assumptions });
    expect(result.suggestedRate).toBe(40);
    close(result.expectedLoss.amount, 1_000_000 * (1 - 0.96 ** (30 / 365)) * 0.4, 1e-9);
  });

  it('PD 0 or LGD 0 → no expected loss; PD 100 % → certain default over any horizon', () => {
    const none = mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, { annualPd: { BUENO: 0 } });
    expect(priced({ ...C1, assumptions: none }).expectedLoss.amount).toBe(0);
    expect(priced({ ...C1, assumptions: { ...DEFAULT_CHEQUE_ASSUMPTIONS, lgd: 0 } }).expectedLoss.amount).toBe(0);
    const certain = mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, { annualPd: { BUENO: 100 } });
    expect(priced({ ...C1, assumptions: certain }).expectedLoss).toMatchObject({ pd: 100, amount: 600_000 });
  });

  it("passes the simulator's warnings on: a cheque longer than 360 days", () => {
    expect(priced({ ...C1, dueDate: '2027-04-01' }).warnings).toEqual(['longCheque']);
  });
});

describe('horizonPd', () => {
  it.each([
    [4, 365, 4],
    [4, 730, 7.84],
    [10, 0, 0],
    [0, 90, 0],
    [100, 1, 100],
  ])('annual %d % over %d days → %d %', (annual, days, expected) => {
    close(horizonPd(annual, days), expected, 1e-9);
  });
});

describe('priceCheque problems', () => {
  it.each([
    [{ amount: 0 }, { amount: 'positive' }],
    [{ amount: Number.NaN }, { amount: 'required' }],
    [{ dueDate: '2026-02-30' }, { dueDate: 'date' }],
    [{ dueDate: '2026-03-02' }, { dueDate: 'min' }],
    [{ dueDate: '2037-01-01' }, { dueDate: 'max' }],
    [{ tradeDate: '2020-01-01' }, { tradeDate: 'min' }],
    [{ referenceRate: 0 }, { referenceRate: 'positive' }],
    [{ referenceRate: -5 }, { referenceRate: 'positive' }],
    [{ referenceRate: Number.NaN }, { referenceRate: 'required' }],
    [{ referenceRate: 1000.5 }, { referenceRate: 'max' }],
    // 995 + 8 points is above the simulator's 1000 %: a problem of the reference rate.
    [{ referenceRate: 995 }, { referenceRate: 'max' }],
    [{ band: 'PESIMO' }, { band: 'required' }],
    [{ fees: { comision: -1, sgr: 101 } }, { comision: 'nonNegative', sgr: 'max' }],
    [
      { settlementLag: 6, clearingDays: 0.5 },
      { settlementLag: 'max', clearingDays: 'integer' },
    ],
    [{ assumptions: { ...DEFAULT_CHEQUE_ASSUMPTIONS, lgd: 101 } }, { 'assumptions.lgd': 'max' }],
    [
      { assumptions: { ...DEFAULT_CHEQUE_ASSUMPTIONS, spreads: { MALO: -1 } } },
      { 'assumptions.spreads.MALO': 'nonNegative' },
    ],
    [
      { assumptions: { ...DEFAULT_CHEQUE_ASSUMPTIONS, annualPd: { MALO: 30 } } },
      { 'assumptions.annualPd.BUENO': 'number' },
    ],
    [
      { assumptions: { spreads: DEFAULT_CHEQUE_ASSUMPTIONS.spreads } },
      { 'assumptions.annualPd.BUENO': 'number', 'assumptions.lgd': 'number' },
    ],
    [{ assumptions: null }, { assumptions: 'object' }],
    [
      { amount: -1, referenceRate: 0, fees: { iva: -1 } },
      { amount: 'positive', referenceRate: 'positive', iva: 'nonNegative' },
    ],
    // Without a band there is no spread: 995 alone is within the bound, so only the band is named.
    [
      { referenceRate: 995, band: 'PESIMO', dueDate: 'mañana' },
      { band: 'required', dueDate: 'date' },
    ],
  ])('%j → %j', (change, problems) => {
    expect(priceCheque({ ...C1, ...(change as Partial<ChequePricingInput>) })).toEqual({ ok: false, problems });
  });

  it('a reference rate just under the bound with the spread still fits', () => {
    expect(priceCheque({ ...C1, referenceRate: 992 })).toMatchObject({ ok: true, suggestedRate: 1000 });
  });
});
