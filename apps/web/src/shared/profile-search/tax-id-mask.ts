import { normalizeTaxInput } from '@tirr/domain';

/** A CUIT/CUIL has 11 digits; nothing longer can be typed (docs/product.md §5 rejects 13 characters). */
export const MAX_TAX_DIGITS = 11;

/** The digits of what was typed or pasted (dashes, dots, spaces and anything else dropped), at most 11. */
export function taxDigits(input: string): string {
  return normalizeTaxInput(input).replace(/\D/g, '').slice(0, MAX_TAX_DIGITS);
}

/**
 * How the input shows the digits (docs/product.md §2/§5): a DNI (8 digits or fewer) as typed, a CUIT/CUIL
 * progressively masked as XX-XXXXXXXX-X.
 */
export function maskTaxDigits(digits: string): string {
  if (digits.length <= 8) return digits;
  const head = digits.slice(0, 2);
  const body = digits.slice(2, 10);
  const check = digits.slice(10, 11);
  return check ? `${head}-${body}-${check}` : `${head}-${body}`;
}
