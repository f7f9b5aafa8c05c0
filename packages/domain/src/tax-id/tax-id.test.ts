import { describe, expect, it } from 'vitest';
import {
  ageOn,
  cuitCheckDigit,
  cuitProblem,
  formatCuit,
  isAdult,
  isIssuedTaxId,
  issuedTaxId,
  isValidCuit,
  isValidDni,
  personTypeOf,
  rawCheckDigit,
  taxIdKind,
  UNKNOWN_PREFIX_MESSAGE,
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
    // Unknown prefixes are refused even when the check digit is right (00000000000 passes mod 11).
    ['00000000000', 'prefix'],
    ['00-00000000-1', 'prefix'],
    ['99-12345678-1', 'prefix'],
    ['11-12345678-7', 'prefix'],
    ['21-12345678-0', 'prefix'],
    ['35-12345678-0', 'prefix'],
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

describe('prefixes (20, 23, 24, 27 people; 30, 33, 34 companies; 50, 51, 55 CDI)', () => {
  it.each(['20', '23', '24', '27', '30', '33', '34', '50', '51', '55'])('prefix %s is known', (prefix) => {
    const firstTen = `${prefix}12345678`;
    expect(cuitProblem(`${firstTen}${cuitCheckDigit(firstTen)}`)).toBeUndefined();
  });

  it.each(['00', '10', '19', '21', '22', '25', '26', '28', '29', '31', '32', '35', '40', '49', '52', '54', '56', '99'])(
    'prefix %s is unknown',
    (prefix) => {
      const firstTen = `${prefix}12345678`;
      expect(cuitProblem(`${firstTen}${cuitCheckDigit(firstTen)}`)).toBe('prefix');
    },
  );

  it('has the Spanish message of the rules', () => {
    expect(UNKNOWN_PREFIX_MESSAGE).toBe('Prefijo de CUIT/CUIL desconocido.');
  });
});

describe('ids the tax agency issues (raw check digit 10 → 23 or 33)', () => {
  it.each([
    // Raw check digit 10 with 27 (a woman): the agency issues 23-…-4.
    ['27', '28345671', '23283456714'],
    // Raw check digit 10 with 20 (a man): 23-…-9.
    ['20', '25678123', '23256781239'],
    // Raw check digit 10 with 30 (a company): 33-…-9.
    ['30', '71234568', '33712345689'],
    // Otherwise the prefix stays.
    ['20', '31456782', '20314567820'],
    ['27', '40123987', '27401239877'],
    ['30', '71234567', '30712345671'],
    ['20', '7654321', '20076543217'],
  ] as const)('%s + %s → %s', (prefix, number, issued) => {
    expect(issuedTaxId(prefix, number)).toBe(issued);
    expect(isIssuedTaxId(issued)).toBe(true);
    expect(cuitProblem(issued)).toBeUndefined();
  });

  it.each([
    ['27283456719', false],
    ['20256781239', false],
    ['30712345689', false],
    ['23283456714', true],
    ['23256781239', true],
    ['24256781235', true],
    ['20314567820', true],
    ['30715896342', true],
    // Not valid at all.
    ['27283456718', false],
    ['00000000000', false],
  ])('%s is issued: %s', (cuit, issued) => {
    expect(isIssuedTaxId(cuit)).toBe(issued);
  });

  it.each([
    ['2728345671', 10],
    ['2000000001', 10],
    ['2000000006', 0],
    ['3050001091', 2],
  ])('raw check digit of %s is %i', (firstTen, digit) => {
    expect(rawCheckDigit(firstTen)).toBe(digit);
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
