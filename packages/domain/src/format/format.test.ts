import { describe, expect, it } from 'vitest';
import {
  buenosAiresDate,
  buenosAiresTime,
  formatCompact,
  formatDate,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPeriod,
} from './format';

describe('formatMoney', () => {
  it.each([
    [1234.56, 'ARS', 'es', 'ARS 1.234,56'],
    [21.56, 'ARS', 'es', 'ARS 21,56'],
    [1000, 'USD', 'es', 'USD 1.000,00'],
    [0, 'ARS', 'es', 'ARS 0,00'],
    [-1234567.891, 'ARS', 'es', 'ARS -1.234.567,89'],
    [1.005, 'ARS', 'es', 'ARS 1,01'],
    [-0.001, 'ARS', 'es', 'ARS 0,00'],
    [1234.56, 'USD', 'en', 'USD 1,234.56'],
    [999999.999, 'ARS', 'es', 'ARS 1.000.000,00'],
    // Exact to the cent up to 10^15: rounded on the decimal digits, not on a nudged binary value.
    [25e12, 'ARS', 'es', 'ARS 25.000.000.000.000,00'],
    [123456789012345.67, 'ARS', 'es', 'ARS 123.456.789.012.345,67'],
    [-123456789012345.67, 'ARS', 'es', 'ARS -123.456.789.012.345,67'],
    [1e15, 'ARS', 'es', 'ARS 1.000.000.000.000.000,00'],
    [999999999999.995, 'ARS', 'es', 'ARS 1.000.000.000.000,00'],
    [4503599627370.49, 'USD', 'en', 'USD 4,503,599,627,370.49'],
    [0.125, 'ARS', 'es', 'ARS 0,13'],
    [2.675, 'ARS', 'es', 'ARS 2,68'],
    [-2.675, 'ARS', 'es', 'ARS -2,68'],
    [0.005, 'ARS', 'es', 'ARS 0,01'],
    [0.0049, 'ARS', 'es', 'ARS 0,00'],
    [1e-7, 'ARS', 'es', 'ARS 0,00'],
  ] as const)('%d %s (%s) → %s', (value, currency, locale, expected) => {
    expect(formatMoney(value, currency, locale)).toBe(expected);
  });
});

describe('formatNumber and formatPercent', () => {
  it.each([
    [20, '20,00 %'],
    [0.5, '0,50 %'],
    [123.456, '123,46 %'],
  ])('%d → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
  it('shows a dash for values that are not numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber(Infinity)).toBe('—');
  });
  it.each([
    [1e21, 2, 'es', '1.000.000.000.000.000.000.000,00'],
    [1.5e22, 0, 'es', '15.000.000.000.000.000.000.000'],
    [-1e21, 2, 'en', '-1,000,000,000,000,000,000,000.00'],
    [1.5e-7, 8, 'es', '0,00000015'],
    [5e-324, 2, 'es', '0,00'],
    [1.005, 2, 'es', '1,01'],
    [9.995, 2, 'es', '10,00'],
    [0.5, 0, 'es', '1'],
    [-0.5, 0, 'es', '-1'],
  ] as const)('formatNumber(%d, %d, %s) → %s (never an exponent)', (value, decimals, locale, expected) => {
    expect(formatNumber(value, decimals, locale)).toBe(expected);
    expect(formatNumber(value, decimals, locale)).not.toMatch(/e/i);
  });
  it('prints every digit of the largest double', () => {
    const text = formatNumber(Number.MAX_VALUE, 0);
    expect(text.replace(/\./g, '')).toBe(`17976931348623157${'0'.repeat(292)}`);
    expect(text).toMatch(/^179\.769\.313\.(\d{3}\.)+000$/);
  });
  it.each([
    [1.5, 'es', '1,5'],
    [0.03, 'es', '0,03'],
    [20, 'es', '20'],
    [1125, 'es', '1.125'],
    [0.12345, 'es', '0,1235'],
    [1.5, 'en', '1.5'],
    [-0.00001, 'es', '0'],
  ] as const)('formatDecimal(%d, 4, %s) → %s', (value, locale, expected) => {
    expect(formatDecimal(value, 4, locale)).toBe(expected);
  });
  it('supports other decimals', () => {
    expect(formatNumber(1234.5678, 0)).toBe('1.235');
    expect(formatNumber(1234.5678, 4, 'en')).toBe('1,234.5678');
  });
});

describe('formatCompact', () => {
  it.each([
    [146885, 'es', '146,9 mil'],
    [1000, 'es', '1 mil'],
    [999, 'es', '999'],
    [999.5, 'es', '999,50'],
    [999_960, 'es', '1 mill.'],
    [2_000_000, 'es', '2 mill.'],
    [2_500_000, 'es', '2,5 mill.'],
    [3.2e9, 'es', '3,2 MM'],
    [4e12, 'es', '4 T'],
    [5.5e15, 'es', '5,5 P'],
    [6e18, 'es', '6 E'],
    [-146885, 'es', '-146,9 mil'],
    [146885, 'en', '146.9 K'],
    [3.2e9, 'en', '3.2 B'],
  ] as const)('%d (%s) → %s', (value, locale, expected) => {
    expect(formatCompact(value, locale)).toBe(expected);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-21', 'es', '21/11/2026'],
    ['2026-01-05T12:00:00Z', 'es', '05/01/2026'],
    ['2026-11-21', 'en', '11/21/2026'],
    ['not a date', 'es', '—'],
    // Instants are shown as their Buenos Aires date (UTC−3), never as their UTC date part.
    ['2026-11-06T00:30:00Z', 'es', '05/11/2026'],
    ['2026-11-06T02:59:59.999Z', 'es', '05/11/2026'],
    ['2026-11-06T03:00:00.000Z', 'es', '06/11/2026'],
    ['2026-11-05T22:30:00-03:00', 'es', '05/11/2026'],
    ['2026-11-06T01:30:00+00:00', 'en', '11/05/2026'],
    ['2026-11-06T00:30:00', 'es', '06/11/2026'],
    [new Date('2027-01-01T01:00:00Z'), 'es', '31/12/2026'],
    [new Date('invalid'), 'es', '—'],
  ] as const)('formatDate(%s, %s) → %s', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });
  it.each([
    ['2026-11-21T02:59:00Z', '2026-11-20'],
    ['2026-11-21T03:00:00Z', '2026-11-21'],
    ['2026-12-31T23:00:00Z', '2026-12-31'],
  ])('buenosAiresDate(%s) → %s', (instant, expected) => {
    expect(buenosAiresDate(new Date(instant))).toBe(expected);
  });
  it.each([
    ['2026-11-21T02:59:00Z', '23:59'],
    ['2026-11-21T03:00:00Z', '00:00'],
    ['2026-11-21T15:07:59Z', '12:07'],
  ])('buenosAiresTime(%s) → %s', (instant, expected) => {
    expect(buenosAiresTime(new Date(instant))).toBe(expected);
  });
  it('formats BCRA periods', () => {
    expect(formatPeriod('202611')).toBe('11/2026');
  });
});
