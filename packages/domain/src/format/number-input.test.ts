import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNumberInput,
  NUMBER_INPUT_MAX_LENGTH,
  parseNumberInput,
  type NumberInputErrorCode,
  type NumberInputKind,
} from './number-input';

const read = (text: string, kind: NumberInputKind) => parseNumberInput(text, kind);

describe('parseNumberInput: what a money or rate field understands', () => {
  it.each<[string, NumberInputKind, number]>([
    ['150.000', 'money', 150_000],
    ['150.000', 'rate', 150_000],
    ['1.000.000', 'money', 1_000_000],
    ['25.000,50', 'money', 25_000.5],
    ['25.000,00', 'money', 25_000],
    ['1,5', 'money', 1.5],
    ['1,5', 'rate', 1.5],
    ['1.5', 'rate', 1.5],
    ['0.03', 'rate', 0.03],
    ['0,03', 'rate', 0.03],
    ['1.2345', 'rate', 1.2345],
    ['1.', 'rate', 1],
    ['36,125', 'rate', 36.125],
    // A dot followed by exactly three digits groups thousands, also in a rate field.
    ['1.125', 'rate', 1125],
    ['1234,56', 'money', 1234.56],
    ['1234', 'money', 1234],
    ['0', 'money', 0],
    ['007', 'money', 7],
    ['25.000,', 'money', 25_000],
    ['  150.000  ', 'money', 150_000],
    ['\u00a0150.000\t', 'money', 150_000],
    ['-150.000', 'money', -150_000],
    ['-0', 'money', 0],
    ['1.000.000.000.000.000', 'money', 1e15],
    ['123.456.789.012.345,67', 'money', 123_456_789_012_345.67],
  ])('%j (%s) → %d', (text, kind, value) => {
    expect(read(text, kind)).toEqual({ ok: true, value });
  });

  it('never returns -0', () => {
    const result = read('-0,00', 'money');
    expect(result.ok && Object.is(result.value, 0)).toBe(true);
  });

  it.each<[string, NumberInputKind, NumberInputErrorCode, number, string?]>([
    ['', 'money', 'empty', 0],
    ['   ', 'rate', 'empty', 0],
    ['-', 'money', 'missing-number', 1],
    [',5', 'money', 'missing-number', 0],
    ['.5', 'rate', 'missing-number', 0],
    ['abc', 'money', 'invalid-character', 0, 'a'],
    ['12a', 'rate', 'invalid-character', 2, 'a'],
    ['1e5', 'money', 'invalid-character', 1, 'e'],
    ['150 000', 'money', 'invalid-character', 3, ' '],
    ['+5', 'money', 'invalid-character', 0, '+'],
    ['--5', 'money', 'invalid-character', 1, '-'],
    ['$100', 'money', 'invalid-character', 0, '$'],
    ['1,2,3', 'money', 'two-commas', 3],
    // In a money field the dot only groups thousands.
    ['1.5', 'money', 'thousands', 1],
    ['150.5', 'money', 'thousands', 3],
    ['150.', 'money', 'thousands', 3],
    ['1.23', 'money', 'thousands', 1],
    ['1.2345', 'money', 'thousands', 1],
    ['1.2.3', 'rate', 'thousands', 1],
    ['12.34.567', 'money', 'thousands', 2],
    ['1.000.00', 'money', 'thousands', 5],
    ['1234.567', 'money', 'thousands', 4],
    // Three digits after a dot are thousands: '0.125' cannot be read one way only.
    ['0.125', 'rate', 'thousands', 1],
    ['1,234.56', 'money', 'thousands', 5],
    ['1.000,5.0', 'rate', 'thousands', 7],
    ['1,234', 'money', 'decimals', 4],
    ['25.000,505', 'money', 'decimals', 9],
    ['1,23456', 'rate', 'decimals', 6],
    ['1.23456', 'rate', 'decimals', 6],
    ['1.000.000.000.000.000,01', 'money', 'too-large', 0],
    ['99999999999999999999', 'money', 'too-large', 0],
    ['-99999999999999999999', 'rate', 'too-large', 1],
    ['1'.repeat(NUMBER_INPUT_MAX_LENGTH + 1), 'money', 'too-long', NUMBER_INPUT_MAX_LENGTH],
  ])('%j (%s) is refused: %s at %d', (text, kind, code, position, offending) => {
    expect(read(text, kind)).toEqual({
      ok: false,
      error: { code, position, ...(offending === undefined ? {} : { text: offending }) },
    });
  });

  it('never throws and either reads a finite number within 10^15 or names a problem', () => {
    const alphabet = fc.constantFrom(...'0123456789.,-+ e\u00a0'.split(''));
    const strings = fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 45 }));
    fc.assert(
      fc.property(strings, fc.constantFrom<NumberInputKind>('money', 'rate'), (text, kind) => {
        const result = parseNumberInput(text, kind);
        if (result.ok) return Number.isFinite(result.value) && Math.abs(result.value) <= 1e15;
        return result.error.position >= 0 && result.error.position <= text.length;
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatNumberInput: stored values shown as the field reads them', () => {
  it.each<[number, NumberInputKind, string]>([
    [1000, 'money', '1.000'],
    [146885, 'money', '146.885'],
    [1250000.5, 'money', '1.250.000,50'],
    [0.1, 'money', '0,10'],
    [1.5, 'rate', '1,5'],
    [0.03, 'rate', '0,03'],
    [20, 'rate', '20'],
    [1125, 'rate', '1.125'],
    [-5, 'money', '-5'],
    [Number.NaN, 'money', ''],
  ])('%d (%s) → %j', (value, kind, text) => {
    expect(formatNumberInput(value, kind)).toBe(text);
  });

  it('reads back what it writes (money to the centavo, rates to four decimals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_000_000_000_000_00, max: 9_000_000_000_000_00 }), (centavos) => {
        const value = centavos / 100;
        expect(parseNumberInput(formatNumberInput(value, 'money'), 'money')).toEqual({ ok: true, value: value || 0 });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_0000 }), (tenThousandths) => {
        const value = tenThousandths / 10_000;
        expect(parseNumberInput(formatNumberInput(value, 'rate'), 'rate')).toEqual({ ok: true, value });
      }),
    );
  });
});
