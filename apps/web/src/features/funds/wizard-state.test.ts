import { describe, expect, it } from 'vitest';
import type { Fund, FundQueryResult, FundShare } from '@tirr/contracts';
import { amountStepForm, chooseFund, INITIAL_STATE, parseAmount, preselectShare } from './wizard-state';

const share = (id: number, currency: 'ARS' | 'USD', aum: number | null): FundShare => ({
  id,
  idFundShare: id,
  display: `Clase ${id}`,
  currency,
  aum,
  valor: 1,
  last_update: '2026-11-20',
  inversion_min: 0,
  comision_ingreso: 0,
  comision_rescate: 0,
  comision_transf: 0,
  gastos_ord: 0,
  hon_admin_dep: 0,
  hon_admin_ger: 0,
  honorarios_exito: false,
});
const fund = (id: number, shares: FundShare[], currency: 'ARS' | 'USD' = 'ARS'): Fund => ({
  id_fondo: id,
  id_gerenciadora: 1,
  gerenciadora: 'G',
  name: `F${id}`,
  nombre: `F${id}`,
  codigo_cafci: null,
  codigo_cnv: null,
  type: 'money_market',
  currency,
  dias_liquidacion: 0,
  benchmark: null,
  horizonte: null,
  inicio: null,
  is_active: true,
  shares,
  fundShares: shares,
});
const result = (exact: Fund[], similar: Fund[]): FundQueryResult => ({
  objective: 'cashflow',
  exactMatches: exact,
  similarMatches: similar,
});

describe('chooseFund (docs/product.md §4)', () => {
  const a = fund(1, []);
  const b = fund(2, []);
  const c = fund(3, []);
  it('picks at random among the exact matches only', () => {
    expect(chooseFund(result([a, b], [c]), () => 0)).toBe(a);
    expect(chooseFund(result([a, b], [c]), () => 0.99)).toBe(b);
  });
  it('falls back to the similar matches, and to nothing', () => {
    expect(chooseFund(result([], [c]), () => 0.5)).toBe(c);
    expect(chooseFund(result([], []))).toBeUndefined();
  });
});

describe('preselectShare (docs/product.md §4)', () => {
  it('prefers the highest AUM in the fund currency', () => {
    const f = fund(1, [share(1, 'ARS', 10), share(2, 'USD', 1000), share(3, 'ARS', 50), share(4, 'ARS', null)]);
    expect(preselectShare(f)?.id).toBe(3);
    expect(preselectShare(f, [3])?.id).toBe(1);
    expect(preselectShare(f, [1, 3, 4])?.id).toBe(2);
    expect(preselectShare(f, [1, 2, 3, 4])).toBeUndefined();
  });
});

describe('amount step', () => {
  it.each([
    ['100000', 100000],
    ['100.000,50', 100000.5],
    ['150.000', 150000],
    ['1.000.000', 1000000],
    ['1500,25', 1500.25],
    // A dot only groups thousands in an amount: '1500.25' is refused, never read as 1500,25 or 150025.
    ['1500.25', Number.NaN],
  ])('parses %s', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each([
    [{ monto: '', duration: '30' }, ['monto']],
    [{ monto: '0', duration: '30' }, ['monto']],
    [{ monto: 'abc', duration: '30' }, ['monto']],
    [{ monto: '1.5', duration: '30' }, ['monto']],
    [{ monto: '150.000', duration: '30' }, []],
    [{ monto: '1000', duration: '0' }, ['duration']],
    [{ monto: '1000', duration: '2.5' }, ['duration']],
    [{ monto: '1000', duration: '30' }, []],
  ])('validates %o', (values, fields) => {
    const result = amountStepForm.safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(fields);
  });

  it('defaults to ARS and 30 days', () => {
    expect(INITIAL_STATE).toMatchObject({ currency: 'ARS', duration: '30', activeStep: 0 });
  });
});
