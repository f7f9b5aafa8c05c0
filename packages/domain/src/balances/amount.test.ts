import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX_LENGTH, formatAmount, parseAmount, type AmountErrorCode } from './amount';

describe('parseAmount (docs/domain/formatting.md §3)', () => {
  const valid: [string, number][] = [
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['1234', 1234],
    ['1.234', 1234],
    ['1234567,89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ['1.234.567,89 + 100.000 - 50,5', 1334517.39],
    ['1.000.000 + 250.000,50', 1250000.5],
    ['-5', -5],
    ['- 5', -5],
    ['10 - -3', 13],
    ['0,1 + 0,2', 0.3],
    ['  12,5  ', 12.5],
    ['1+2+3', 6],
    ['100 - 100', 0],
    ['007', 7],
  ];
  it.each(valid)('%j → %d', (input, expected) => {
    const result = parseAmount(input);
    expect(result).toMatchObject({ ok: true, value: expected });
  });

  const invalid: [string, AmountErrorCode, number][] = [
    ['abc', 'invalid-character', 0],
    ['10 * 2', 'invalid-character', 3],
    ['10 / 2', 'invalid-character', 3],
    ['(10)', 'invalid-character', 0],
    ['1,2,3', 'two-commas', 0],
    ['1.23.456', 'thousands', 0],
    ['1234.567', 'thousands', 0],
    ['1,234', 'decimals', 0],
    ['5,', 'decimals', 0],
    ['5 +', 'missing-number', 3],
    ['+5', 'missing-number', 0],
    ['5 + + 3', 'missing-number', 4],
    ['-', 'missing-number', 1],
    ['5 3', 'missing-operator', 2],
    ['5e3', 'invalid-character', 1],
    ['process.exit()', 'invalid-character', 0],
    ['99999999999999999', 'too-large', 0],
    ['1'.repeat(AMOUNT_MAX_LENGTH + 1), 'too-long', AMOUNT_MAX_LENGTH],
  ];
  it.each(invalid)('%j → %s at %d', (input, code, position) => {
    const result = parseAmount(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.position).toBe(position);
      expect(result.error.message.length).toBeGreaterThan(10);
    }
  });

  it('names the offending character in the message', () => {
    const result = parseAmount('100 x 2');
    expect(result.ok || result.error.message).toContain("'x'");
  });

  it('never evaluates code: a JavaScript expression is just an invalid character', () => {
    const result = parseAmount('1 + globalThis.x = 1');
    expect(result.ok).toBe(false);
  });
});

describe('formatAmount', () => {
  it.each([
    [1234567.89, '1.234.567,89'],
    [0, '0,00'],
    [-50.5, '-50,50'],
  ])('%d → %s', (value, expected) => expect(formatAmount(value)).toBe(expected));
});

describe('amount properties', () => {
  const centavos = fc.integer({ min: -9_000_000_000_000_00, max: 9_000_000_000_000_00 });

  it('formatting then parsing any amount gives it back', () => {
    fc.assert(
      fc.property(centavos, (c) => {
        const value = c / 100;
        const result = parseAmount(formatAmount(value));
        expect(result).toEqual({ ok: true, value: c === 0 ? 0 : value, centavos: c === 0 ? 0 : c });
      }),
      { numRuns: 2000 },
    );
  });

  it('a sum of formatted amounts parses to the exact sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 }), { minLength: 1, maxLength: 8 }), (parts) => {
        const text = parts.map((c) => formatAmount(c / 100)).join(' + ');
        const result = parseAmount(text);
        const sum = parts.reduce((a, b) => a + b, 0);
        expect(result.ok && result.centavos).toBe(sum === 0 ? 0 : sum);
      }),
    );
  });

  it('random input never throws: it is a value or an error', () => {
    const alphabet = fc.constantFrom(...'0123456789.,+- *()/ae$\u00a0'.split(''));
    const strings = fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 40 }), fc.string({ unit: 'binary' }));
    fc.assert(
      fc.property(strings, (input) => {
        const result = parseAmount(input);
        if (result.ok) expect(Number.isFinite(result.value)).toBe(true);
        else expect(result.error.message).toBeTruthy();
      }),
      { numRuns: 3000 },
    );
  });
});
