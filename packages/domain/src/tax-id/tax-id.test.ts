import { describe, expect, it } from 'vitest';
import {
  ageOn,
  cuitCheckDigit,
  cuitProblem,
  formatCuit,
  isAdult,
  isValidCuit,
  isValidDni,
  personTypeOf,
  taxIdKind,
} from './tax-id';

describe('CUIT/CUIL validation', () => {
  it.each([
    '30-50001091-2',
    '30-54668997-9',
    '33-69345023-9',
    '30-70308853-4',
    '30500010912',
    '30 50001091 2',
    '30.50001091.2',
    '20-12345678-6',
  ])('%s is valid', (cuit) => {
    expect(cuitProblem(cuit)).toBeUndefined();
    expect(isValidCuit(cuit)).toBe(true);
  });

  it.each([
    ['30-50001091-3', 'check-digit'],
    ['30500010913', 'check-digit'],
    ['3050001091', 'length'],
    ['3050001091200', 'length'],
    ['30-50001091-2-1', 'length'],
    ['30A50001091', 'not-digits'],
    ['30-5000l091-2', 'not-digits'],
    ['', 'empty'],
  ] as const)('%s is refused: %s', (cuit, problem) => {
    expect(cuitProblem(cuit)).toBe(problem);
    expect(isValidCuit(cuit)).toBe(false);
  });

  it.each([
    ['3050001091', 2],
    ['2012345678', 6],
    // Σ mod 11 = 0 → 11 − 0 = 11 → 0.
    ['2000000006', 0],
    // Σ mod 11 = 1 → 11 − 1 = 10 → 9.
    ['2000000001', 9],
    // Σ mod 11 = 10 → 1.
    ['2000000000', 1],
  ])('check digit of %s is %d', (firstTen, digit) => {
    expect(cuitCheckDigit(firstTen)).toBe(digit);
  });
});

describe('formatting and kinds', () => {
  it('formats XX-XXXXXXXX-X', () => {
    expect(formatCuit('30500010912')).toBe('30-50001091-2');
    expect(formatCuit('12')).toBe('12');
  });
  it.each([
    ['12345678', 'dni'],
    ['1234567', 'dni'],
    ['12.345.678', 'dni'],
    ['30500010912', 'cuit'],
    ['305000109', 'cuit'],
  ] as const)('%s is a %s', (input, kind) => {
    expect(taxIdKind(input)).toBe(kind);
  });
  it.each([
    ['12345678', true],
    ['1', true],
    ['123456789', false],
    ['12a', false],
    ['', false],
  ])('DNI %s valid → %s', (dni, valid) => {
    expect(isValidDni(dni)).toBe(valid);
  });
  it.each([
    ['20-12345678-6', 'FISICA'],
    ['27123456780', 'FISICA'],
    ['23123456789', 'FISICA'],
    ['24123456789', 'FISICA'],
    ['30-50001091-2', 'JURIDICA'],
    ['33693450239', 'JURIDICA'],
    ['34123456789', 'JURIDICA'],
    ['55123456789', undefined],
  ] as const)('%s → %s', (cuit, type) => {
    expect(personTypeOf(cuit)).toBe(type);
  });
});

describe('adulthood (18 years on today in Buenos Aires)', () => {
  it.each([
    ['2008-11-21', '2026-11-21', 18, true],
    ['2008-11-22', '2026-11-21', 17, false],
    ['2008-12-01', '2026-11-21', 17, false],
    ['1970-01-01', '2026-11-21', 56, true],
    ['2008-02-29', '2026-02-28', 17, false],
    ['2008-02-29', '2026-03-01', 18, true],
  ])('born %s, on %s: %d years, adult %s', (birth, today, age, adult) => {
    expect(ageOn(birth, today)).toBe(age);
    expect(isAdult(birth, today)).toBe(adult);
  });
});
