/**
 * Amount expressions of the balance inputs (docs/domain/formatting.md §3): `expr := term (('+'|'-') term)*`,
 * `term := ['-'] number`, numbers in Argentine format ('.' thousands, ',' decimals). A hand-written
 * scanner over the characters: input is never evaluated as code. Sums are exact, in centavos.
 */
import { formatNumber } from '../format/format';

export type AmountErrorCode =
  | 'too-long'
  | 'invalid-character'
  | 'two-commas'
  | 'thousands'
  | 'decimals'
  | 'missing-number'
  | 'missing-operator'
  | 'too-large';

export interface AmountError {
  code: AmountErrorCode;
  /** Spanish sentence saying what is wrong (the web translates by code). */
  message: string;
  /** 0-based character position of the problem. */
  position: number;
  /** The offending text, when there is one. */
  text?: string;
}

export type AmountResult = { ok: true; value: number; centavos: number } | { ok: false; error: AmountError };

/** Longest expression accepted (characters). */
export const AMOUNT_MAX_LENGTH = 200;
/** Largest absolute amount, in centavos: exact integers in a double (about 90 billion million pesos). */
export const AMOUNT_MAX_CENTAVOS = Number.MAX_SAFE_INTEGER;

const MESSAGES: Record<AmountErrorCode, (text: string) => string> = {
  'too-long': () => `La expresión es demasiado larga (máximo ${AMOUNT_MAX_LENGTH} caracteres).`,
  'invalid-character': (t) => `Carácter no permitido: '${t}'. Solo se aceptan números, '+' y '-'.`,
  'two-commas': (t) => `El número '${t}' tiene más de una coma decimal.`,
  thousands: (t) => `El número '${t}' tiene los puntos de miles mal ubicados (ejemplo: 1.234.567,89).`,
  decimals: (t) => `El número '${t}' debe tener uno o dos decimales después de la coma.`,
  'missing-number': () => 'Falta un número después del signo.',
  'missing-operator': (t) => `Falta un '+' o '-' antes de '${t}'.`,
  'too-large': () => 'El importe es demasiado grande.',
};

const fail = (code: AmountErrorCode, position: number, text = ''): AmountResult => ({
  ok: false,
  error: { code, message: MESSAGES[code](text), position, ...(text ? { text } : {}) },
});

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\u00a0';
const NUMBER_CHAR = /[0-9.,]/;

/** Centavos of one Argentine-format number, or the error code. */
function numberCentavos(token: string): number | AmountErrorCode {
  const parts = token.split(',');
  if (parts.length > 2) return 'two-commas';
  const [whole = '', fraction] = parts;
  if (!/^\d+$/.test(whole) && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return 'thousands';
  if (fraction !== undefined && !/^\d{1,2}$/.test(fraction)) return 'decimals';
  const digits = whole.replace(/\./g, '');
  const cents = (fraction ?? '').padEnd(2, '0');
  // Guard before converting: more than 16 digits cannot be an exact double.
  if (digits.replace(/^0+/, '').length + 2 > 16) return 'too-large';
  const value = Number(digits) * 100 + Number(cents);
  return value > AMOUNT_MAX_CENTAVOS ? 'too-large' : value;
}

/** Parses an amount expression; empty (or only spaces) is 0. Never throws. */
export function parseAmount(input: string): AmountResult {
  if (typeof input !== 'string') return fail('invalid-character', 0, String(input).slice(0, 1));
  if (input.length > AMOUNT_MAX_LENGTH) return fail('too-long', AMOUNT_MAX_LENGTH);
  let i = 0;
  const skipSpaces = () => {
    while (isSpace(input[i])) i++;
  };
  skipSpaces();
  if (i === input.length) return { ok: true, value: 0, centavos: 0 };

  let total = 0;
  let sign = 1; // the operator before the current term
  for (;;) {
    // term := ['-'] number
    skipSpaces();
    let termSign = sign;
    if (input[i] === '-') {
      termSign = -termSign;
      i++;
      skipSpaces();
    }
    if (i >= input.length) return fail('missing-number', i);
    if (!isDigit(input[i])) {
      const c = input[i]!;
      return NUMBER_CHAR.test(c) || c === '+' || c === '-'
        ? fail('missing-number', i)
        : fail('invalid-character', i, c);
    }
    const start = i;
    while (i < input.length && NUMBER_CHAR.test(input[i]!)) i++;
    const token = input.slice(start, i);
    const centavos = numberCentavos(token);
    if (typeof centavos === 'string') return fail(centavos, start, token);
    total += termSign * centavos;
    if (Math.abs(total) > AMOUNT_MAX_CENTAVOS) return fail('too-large', start);

    skipSpaces();
    if (i >= input.length) break;
    const op = input[i]!;
    if (op === '+' || op === '-') {
      sign = op === '+' ? 1 : -1;
      i++;
      continue;
    }
    if (isDigit(op)) return fail('missing-operator', i, op);
    return fail('invalid-character', i, op);
  }
  // Normalise -0 to 0.
  const centavos = total === 0 ? 0 : total;
  return { ok: true, value: centavos / 100, centavos };
}

/** An amount in the input format the parser reads back: 1234567.89 → '1.234.567,89', -5 → '-5,00'. */
export function formatAmount(value: number): string {
  return formatNumber(value, 2, 'es');
}
