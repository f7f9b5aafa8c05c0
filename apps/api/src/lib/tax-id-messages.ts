/** What is wrong with a CUIT/CUIL typed in a request, in the API's Spanish (docs/domain/tax-ids.md). */
import { cuitProblem, UNKNOWN_PREFIX_MESSAGE, type CuitProblem } from '@tirr/domain';

const CUIT_MESSAGES = {
  empty: 'ingresá un CUIT/CUIL.',
  'not-digits': 'el CUIT/CUIL solo admite dígitos (y guiones).',
  length: 'el CUIT/CUIL debe tener 11 dígitos.',
  prefix: UNKNOWN_PREFIX_MESSAGE,
  'check-digit': 'el dígito verificador del CUIT/CUIL no es válido.',
} satisfies Record<CuitProblem, string>;

/** What is wrong with a CUIT/CUIL as typed ('el CUIT/CUIL debe tener 11 dígitos.'), or undefined when valid. */
export function cuitMessage(raw: string): string | undefined {
  const problem = cuitProblem(raw);
  return problem ? CUIT_MESSAGES[problem] : undefined;
}
