import { describe, expect, it } from 'vitest';
import { COST_PROFILES, simulateDiscount, type CostProfile, type DiscountTerms } from './engine';

/** docs/domain/simulators.md: |Δ| ≤ 0.005 for money and for rates in percentage points. */
const close = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(0.005);
};

const chequeDefaults: DiscountTerms = {
  amount: 1000,
  rate: 20,
  days: 30,
  comision: 1.5,
  dn: 0.03,
  dc: 0.03,
  cc: 0,
  sgr: 5,
  iva: 0,
};

describe('simulateDiscount — test vectors of docs/domain/simulators.md §5', () => {
  it('E1 cheque default, Estándar: total costs 21.56', () => {
    const r = simulateDiscount(chequeDefaults);
    close(r.interes, 16.172507);
    close(r.efectivo, 983.827493);
    close(r.fees.comision, 1.232877);
    close(r.fees.dn, 0.024658);
    close(r.fees.dc, 0.024658);
    close(r.fees.cc, 0);
    close(r.fees.sgr, 4.109589);
    close(r.ivaMonto, 0);
    close(r.totalCostos, 21.564288);
    close(r.neto, 978.435712);
    close(r.tna, 20);
    close(r.tea, 21.9418);
    close(r.tem, 1.6438);
    close(r.cft, 30.3738);
    close(r.cftSinIva, 30.3738);
  });

  it('E1 with the MAV profile: dn per 90 days on efectivo, dc flat', () => {
    const r = simulateDiscount(chequeDefaults, COST_PROFILES.mav);
    close(r.fees.dn, 0.098383);
    close(r.fees.dc, 0.3);
    close(r.fees.comision, 1.232877);
    close(r.fees.sgr, 4.109589);
    close(r.totalCostos, 21.913355);
    close(r.cft, 30.9411);
  });

  it('E2 pagaré default, Estándar', () => {
    const r = simulateDiscount({ ...chequeDefaults, amount: 100000, days: 180 });
    close(r.interes, 8977.55611);
    close(r.fees.comision, 739.726027);
    close(r.fees.dn, 14.794521);
    close(r.fees.dc, 14.794521);
    close(r.fees.sgr, 2465.753425);
    close(r.totalCostos, 12212.624603);
    close(r.neto, 87787.375397);
    close(r.tea, 21.0146);
    close(r.tem, 1.5801);
    close(r.cft, 30.2288);
  });

  it('E3 factura default, Estándar', () => {
    const r = simulateDiscount({ ...chequeDefaults, amount: 146885 });
    close(r.totalCostos, 3167.470378);
    close(r.neto, 143717.529622);
    close(r.cft, 30.3738);
  });

  it('E4 MAV with cc and IVA over 85 days', () => {
    const r = simulateDiscount(
      { amount: 1000000, rate: 36, days: 85, comision: 1.5, dn: 0.03, dc: 0.03, cc: 0.05, sgr: 3.85, iva: 21 },
      COST_PROFILES.mav,
    );
    close(r.efectivo, 922649.140546);
    close(r.fees.dn, 261.417256);
    close(r.fees.dc, 300);
    close(r.fees.cc, 500);
    close(r.fees.sgr, 8965.753425);
    close(r.ivaMonto, 956.459268);
    close(r.totalCostos, 91827.640088);
    close(r.neto, 908172.359912);
    close(r.cft, 51.2273);
    close(r.cftSinIva, 50.5453);
  });

  it('E5 a real desk liquidation with a custom profile', () => {
    const desk: CostProfile = {
      ...COST_PROFILES.estandar,
      dn: { basis: 'flat', base: 'efectivo' },
    };
    const r = simulateDiscount(
      { amount: 50000000, rate: 25, days: 127, comision: 1, dn: 0.06, dc: 0, cc: 0, sgr: 4, iva: 21 },
      desk,
    );
    close(r.efectivo, 45998739.76);
    close(r.fees.comision, 173972.6);
    close(r.fees.dn, 27599.24);
    close(r.ivaMonto, 42330.09);
    close(r.fees.sgr, 695890.41);
    close(r.neto, 45058947.42);
    expect(Math.abs(r.cft! - 34.86)).toBeLessThanOrEqual(0.005);
  });
});

describe('simulateDiscount — edges', () => {
  it('IVA applies to comision, dn, dc and cc but never to sgr or interest', () => {
    const base = simulateDiscount({ ...chequeDefaults, cc: 0.1 });
    const withIva = simulateDiscount({ ...chequeDefaults, cc: 0.1, iva: 21 });
    const taxed = base.fees.comision + base.fees.dn + base.fees.dc + base.fees.cc;
    close(withIva.ivaMonto, 0.21 * taxed);
    close(withIva.totalCostos - base.totalCostos, 0.21 * taxed);
    expect(withIva.cft!).toBeGreaterThan(withIva.cftSinIva!);
  });

  it('CFT is null when the costs eat the whole amount', () => {
    const r = simulateDiscount({ ...chequeDefaults, comision: 2000 });
    expect(r.neto).toBeLessThanOrEqual(0);
    expect(r.cft).toBeNull();
  });

  it('per-90 basis caps at one period', () => {
    const short = simulateDiscount({ ...chequeDefaults, rate: 0, days: 45 }, COST_PROFILES.mav);
    const long = simulateDiscount({ ...chequeDefaults, rate: 0, days: 200 }, COST_PROFILES.mav);
    close(short.fees.dn, 1000 * 0.0003 * 0.5);
    close(long.fees.dn, 1000 * 0.0003);
  });

  it('a zero rate means no interest and TEA = TEM = 0', () => {
    const r = simulateDiscount({ ...chequeDefaults, rate: 0 });
    expect(r.interes).toBe(0);
    expect(r.tea).toBe(0);
    expect(r.tem).toBe(0);
  });
});

describe('figures that overflow are null, never Infinity', () => {
  it('a huge rate over one day: TEA, TEM and CFT are null; the money lines stay finite', () => {
    const r = simulateDiscount({ ...chequeDefaults, rate: 218000, days: 1 });
    expect(r.tea).toBeNull();
    expect(r.cft).toBeNull();
    expect(r.cftSinIva).toBeNull();
    expect(Number.isFinite(r.tem)).toBe(true);
    expect(Number.isFinite(r.neto)).toBe(true);
  });

  it('within the bounds, a tiny neto over one day overflows the CFT only (MAV, 90 % flat listing fee)', () => {
    const r = simulateDiscount({ ...chequeDefaults, rate: 1000, days: 1, dc: 90 }, COST_PROFILES.mav);
    expect(r.neto).toBeGreaterThan(0);
    expect(r.cft).toBeNull();
    expect(r.cftSinIva).toBeNull();
    expect(r.tea).not.toBeNull();
  });
});
