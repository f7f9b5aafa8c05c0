/**
 * Money and rate fields read the Argentine way (ADR 0116): '.' groups thousands, ',' is the decimal
 * mark — '150.000' is one hundred fifty thousand, '25.000,50' and '1,5' work. A dot followed by
 * exactly three digits is always a thousands separator. In a rate field (and only there) a single dot
 * followed by any other number of digits is a decimal point, so '1.5' is 1,5 %. Whatever cannot be
 * read one way only is refused with a code, never guessed. The same rule in both languages: the text
 * is Argentine; only the value shown back follows the language.
 */
import { formatDecimal } from './format';

export type NumberInputKind = 'money' | 'rate';

export type NumberInputErrorCode =
  'empty' | 'too-long' | 'invalid-character' | 'missing-number' | 'two-commas' | 'thousands' | 'decimals' | 'too-large';

export interface NumberInputError {
  code: NumberInputErrorCode;
  /** 0-based position of the problem in the text. */
  position: number;
  /** The offending character, for 'invalid-character'. */
  text?: string;
}

export type NumberInputResult = { ok: true; value: number } | { ok: false; error: NumberInputError };

/** Decimals a field accepts: money to the centavo, rates to a ten-thousandth of a point. */
export const NUMBER_INPUT_DECIMALS: Record<NumberInputKind, number> = { money: 2, rate: 4 };
/** Largest absolute value (10^15): beyond it a double no longer holds every centavo. */
export const NUMBER_INPUT_MAX = 1e15;
/** Longest text read (characters, spaces around included). */
export const NUMBER_INPUT_MAX_LENGTH = 40;

const fail = (code: NumberInputErrorCode, position: number, text?: string): NumberInputResult => ({
  ok: false,
  error: { code, position, ...(text === undefined ? {} : { text }) },
});

const SPACE = /[\s\u00a0]/;
const GROUPED = /^[1-9]\d{0,2}(\.\d{3})+$/;

/** Reads one typed number of a money or rate field. Never throws; '' (or spaces) is 'empty'. */
export function parseNumberInput(input: string, kind: NumberInputKind): NumberInputResult {
  if (input.length > NUMBER_INPUT_MAX_LENGTH) return fail('too-long', NUMBER_INPUT_MAX_LENGTH);
  let start = 0;
  let end = input.length;
  while (start < end && SPACE.test(input[start]!)) start++;
  while (end > start && SPACE.test(input[end - 1]!)) end--;
  if (start === end) return fail('empty', 0);

  const negative = input[start] === '-';
  const bodyStart = negative ? start + 1 : start;
  const body = input.slice(bodyStart, end);
  const badAt = body.search(/[^0-9.,]/);
  if (badAt >= 0) return fail('invalid-character', bodyStart + badAt, body[badAt]);
  if (!/^\d/.test(body)) return fail('missing-number', bodyStart);

  const comma = body.indexOf(',');
  if (comma >= 0 && body.indexOf(',', comma + 1) >= 0)
    return fail('two-commas', bodyStart + body.indexOf(',', comma + 1));
  const whole = comma >= 0 ? body.slice(0, comma) : body;
  const fractionText = comma >= 0 ? body.slice(comma + 1) : '';
  if (fractionText.includes('.')) return fail('thousands', bodyStart + comma + 1 + fractionText.indexOf('.'));

  let integer = whole;
  let fraction = fractionText;
  if (whole.includes('.')) {
    const dot = whole.indexOf('.');
    const afterDot = whole.slice(dot + 1);
    const decimalPoint = kind === 'rate' && comma < 0 && !afterDot.includes('.') && afterDot.length !== 3;
    if (decimalPoint) {
      integer = whole.slice(0, dot);
      fraction = afterDot;
    } else if (GROUPED.test(whole)) {
      integer = whole.replace(/\./g, '');
    } else {
      return fail('thousands', bodyStart + misplacedDot(whole));
    }
  }
  const decimals = NUMBER_INPUT_DECIMALS[kind];
  if (fraction.length > decimals) return fail('decimals', bodyStart + body.length - (fraction.length - decimals));

  const scaled = BigInt(integer + fraction.padEnd(decimals, '0'));
  if (scaled > BigInt(NUMBER_INPUT_MAX) * 10n ** BigInt(decimals)) return fail('too-large', bodyStart);
  const value = Number(`${integer}.${fraction || '0'}`);
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** Position (in `whole`) of the first dot that does not sit where a thousands separator goes. */
function misplacedDot(whole: string): number {
  const groups = whole.split('.');
  const head = groups[0]!;
  if (head.length === 0 || head.length > 3 || head.startsWith('0')) return head.length;
  let position = head.length;
  for (const group of groups.slice(1)) {
    if (group.length !== 3) return position;
    position += 1 + group.length;
  }
  return position;
}

/**
 * A stored value as the text a field shows and reads back (es-AR): money 1000 → '1.000',
 * 1250000.5 → '1.250.000,50'; rates 1.5 → '1,5', 0.03 → '0,03'. Not finite → ''.
 */
export function formatNumberInput(value: number, kind: NumberInputKind): string {
  if (!Number.isFinite(value)) return '';
  const decimals = NUMBER_INPUT_DECIMALS[kind];
  const text = formatDecimal(value, decimals, 'es');
  if (kind === 'rate' || !text.includes(',')) return text;
  const [integer, fraction = ''] = text.split(',');
  return `${integer},${fraction.padEnd(decimals, '0')}`;
}
