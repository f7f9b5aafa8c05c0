/**
 * Argentine tax ids (docs/domain/tax-ids.md): CUIT/CUIL/CDI of 11 digits with a check digit, and DNI
 * of 1–8 digits.
 */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

export type TaxIdKind = 'cuit' | 'dni';
export type PersonType = 'FISICA' | 'JURIDICA';

/** Strips dashes, dots and spaces; anything else is kept so validation can refuse it. */
export function normalizeTaxInput(input: string): string {
  return input.replace(/[-.\s]/g, '');
}

/** The raw check digit of the first ten digits: 11 − (Σ mod 11), where 11 → 0; may be 10. */
export function rawCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(firstTen[i]) * WEIGHTS[i]!;
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit;
}

/** The check digit of the first ten digits: 11 − (Σ mod 11), where 11 → 0 and 10 → 9. */
export function cuitCheckDigit(firstTen: string): number {
  const digit = rawCheckDigit(firstTen);
  return digit === 10 ? 9 : digit;
}

/** Known prefixes: 20, 23, 24, 27 people; 30, 33, 34 companies; 50, 51, 55 CDI. */
export const CUIT_PREFIXES = ['20', '23', '24', '27', '30', '33', '34', '50', '51', '55'] as const;

export type CuitProblem = 'empty' | 'not-digits' | 'length' | 'prefix' | 'check-digit';

/** The message of an unknown prefix (00, 99, …), refused before any upstream call. */
export const UNKNOWN_PREFIX_MESSAGE = 'Prefijo de CUIT/CUIL desconocido.';

/** Why a CUIT/CUIL is not valid, or undefined when it is. Accepts dashes, dots and spaces. */
export function cuitProblem(input: string): CuitProblem | undefined {
  const digits = normalizeTaxInput(input);
  if (digits === '') return 'empty';
  if (!/^\d+$/.test(digits)) return 'not-digits';
  if (digits.length !== 11) return 'length';
  if (!(CUIT_PREFIXES as readonly string[]).includes(digits.slice(0, 2))) return 'prefix';
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]) ? undefined : 'check-digit';
}

/**
 * Whether the tax agency would issue this (valid) id: never one whose raw check digit is 10. Such ids pass
 * validation (10 → 9) but the agency issues 23-…-9 / 23-…-4 (people) or 33-…-9 (companies) instead.
 */
export function isIssuedTaxId(cuit: string): boolean {
  const digits = normalizeTaxInput(cuit);
  return cuitProblem(digits) === undefined && rawCheckDigit(digits.slice(0, 10)) !== 10;
}

/**
 * The id the tax agency issues for a prefix (20 men, 27 women, 30 companies) and an 8-digit number (a
 * DNI, or a company's sequence): when the raw check digit is 10, people get 23 (→ 23-…-9 for men,
 * 23-…-4 for women) and companies 33 (→ 33-…-9).
 */
export function issuedTaxId(prefix: '20' | '27' | '30', number: string): string {
  const body = number.padStart(8, '0');
  const base = `${prefix}${body}`;
  if (rawCheckDigit(base) !== 10) return `${base}${rawCheckDigit(base)}`;
  const fallback = `${prefix === '30' ? '33' : '23'}${body}`;
  return `${fallback}${rawCheckDigit(fallback)}`;
}

export const isValidCuit = (input: string) => cuitProblem(input) === undefined;

/** 'XX-XXXXXXXX-X' of an 11-digit CUIT (other input is returned as typed). */
export function formatCuit(input: string): string {
  const digits = normalizeTaxInput(input);
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : input;
}

/** A DNI: 1–8 digits (dots allowed when typing, e.g. 12.345.678). */
export function isValidDni(input: string): boolean {
  return /^\d{1,8}$/.test(normalizeTaxInput(input));
}

/** DNI lookups start at 7 digits (docs/product.md §4). */
export const DNI_LOOKUP_MIN_DIGITS = 7;

/** docs/domain/tax-ids.md §4: 8 digits or fewer is a DNI, more is a CUIT. */
export function taxIdKind(input: string): TaxIdKind {
  return normalizeTaxInput(input).length <= 8 ? 'dni' : 'cuit';
}

/** 20, 23, 24, 27 people (FISICA); 30, 33, 34 companies (JURIDICA); undefined for other prefixes. */
export function personTypeOf(cuit: string): PersonType | undefined {
  const prefix = normalizeTaxInput(cuit).slice(0, 2);
  if (['20', '23', '24', '27'].includes(prefix)) return 'FISICA';
  if (['30', '33', '34'].includes(prefix)) return 'JURIDICA';
  return undefined;
}

/** Age in whole years on `today` ('YYYY-MM-DD' dates). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

export const ADULT_AGE = 18;

/** docs/domain/tax-ids.md §5: person lookups must be 18 or older on today's date (Buenos Aires). */
export function isAdult(birthDate: string, today: string): boolean {
  return ageOn(birthDate, today) >= ADULT_AGE;
}
