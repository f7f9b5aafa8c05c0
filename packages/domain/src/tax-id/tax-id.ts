/**
 * Argentine tax ids (spec §5, domain-rules §1): CUIT/CUIL/CDI of 11 digits with a check digit, and DNI
 * of 1–8 digits.
 */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

export type TaxIdKind = 'cuit' | 'dni';
export type PersonType = 'FISICA' | 'JURIDICA';

/** Strips dashes, dots and spaces; anything else is kept so validation can refuse it. */
export function normalizeTaxInput(input: string): string {
  return input.replace(/[-.\s]/g, '');
}

/** The check digit of the first ten digits: 11 − (Σ mod 11), where 11 → 0 and 10 → 9. */
export function cuitCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(firstTen[i]) * WEIGHTS[i]!;
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return 9;
  return digit;
}

export type CuitProblem = 'empty' | 'not-digits' | 'length' | 'check-digit';

/** Why a CUIT/CUIL is not valid, or undefined when it is. Accepts dashes, dots and spaces. */
export function cuitProblem(input: string): CuitProblem | undefined {
  const digits = normalizeTaxInput(input);
  if (digits === '') return 'empty';
  if (!/^\d+$/.test(digits)) return 'not-digits';
  if (digits.length !== 11) return 'length';
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]) ? undefined : 'check-digit';
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

/** DNI lookups start at 7 digits (spec §4). */
export const DNI_LOOKUP_MIN_DIGITS = 7;

/** Spec §4: 8 digits or fewer is a DNI, more is a CUIT. */
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

/** Spec §5: person lookups must be 18 or older on today's date (Buenos Aires). */
export function isAdult(birthDate: string, today: string): boolean {
  return ageOn(birthDate, today) >= ADULT_AGE;
}
