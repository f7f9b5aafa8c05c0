import { describe, expect, it } from 'vitest';
import {
  buenosAiresDate,
  formatCompact,
  formatDate,
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
  it('formats BCRA periods', () => {
    expect(formatPeriod('202611')).toBe('11/2026');
  });
});
