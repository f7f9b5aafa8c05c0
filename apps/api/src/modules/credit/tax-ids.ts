/** Validation of tax ids in requests: a 400 naming the field, before any upstream call. */
import { isValidDni, normalizeTaxInput } from '@tirr/domain';
import { badRequest } from '../../lib/errors';
import { cuitMessage } from '../../lib/tax-id-messages';

/** An 11-digit CUIT/CUIL with a valid check digit, or a 400 naming `field`. */
export function requireCuit(field: string, raw: string): string {
  const message = cuitMessage(raw);
  if (message) throw badRequest(field, message);
  return normalizeTaxInput(raw);
}

/** A DNI of 7–8 digits (lookups start at 7, docs/product.md §4), or a 400 naming `field`. */
export function requireDni(field: string, raw: string): string {
  const digits = normalizeTaxInput(raw);
  if (!isValidDni(digits)) throw badRequest(field, 'el DNI debe tener hasta 8 dígitos, sin letras.');
  if (digits.length < 7) throw badRequest(field, 'el DNI debe tener al menos 7 dígitos para buscarlo.');
  return String(Number(digits));
}
