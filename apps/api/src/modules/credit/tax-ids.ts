/** Validation of tax ids in requests: a 400 naming the field, before any upstream call. */
import { cuitProblem, isValidDni, normalizeTaxInput, UNKNOWN_PREFIX_MESSAGE, type CuitProblem } from '@tirr/domain';
import { badRequest } from '../../lib/errors';

const CUIT_MESSAGES = {
  empty: 'ingresá un CUIT/CUIL.',
  'not-digits': 'el CUIT/CUIL solo admite dígitos (y guiones).',
  length: 'el CUIT/CUIL debe tener 11 dígitos.',
  prefix: UNKNOWN_PREFIX_MESSAGE,
  'check-digit': 'el dígito verificador del CUIT/CUIL no es válido.',
} satisfies Record<CuitProblem, string>;

/** An 11-digit CUIT/CUIL with a valid check digit, or a 400 naming `field`. */
export function requireCuit(field: string, raw: string): string {
  const problem = cuitProblem(raw);
  if (problem) throw badRequest(field, CUIT_MESSAGES[problem]);
  return normalizeTaxInput(raw);
}

/** A DNI of 7–8 digits (lookups start at 7, docs/product.md §4), or a 400 naming `field`. */
export function requireDni(field: string, raw: string): string {
  const digits = normalizeTaxInput(raw);
  if (!isValidDni(digits)) throw badRequest(field, 'el DNI debe tener hasta 8 dígitos, sin letras.');
  if (digits.length < 7) throw badRequest(field, 'el DNI debe tener al menos 7 dígitos para buscarlo.');
  return String(Number(digits));
}
