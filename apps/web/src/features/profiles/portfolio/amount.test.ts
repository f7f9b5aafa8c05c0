import { describe, expect, it } from 'vitest';
import { amountText, parseAmount } from './amount';

describe('income amounts', () => {
  it.each([
    ['', null],
    ['1.250.000,50', 1250000.5],
    ['1250000,5', 1250000.5],
    ['0', 0],
    ['12.5', undefined],
    ['-3', undefined],
    ['1,234', undefined],
    ['abc', undefined],
  ])('parses %j', (text, value) => expect(parseAmount(text)).toBe(value));

  it('round-trips', () => {
    for (const n of [0, 1, 999.99, 1000, 1250000.5, 123456789.01]) expect(parseAmount(amountText(n))).toBe(n);
    expect(amountText(null)).toBe('');
  });
});
