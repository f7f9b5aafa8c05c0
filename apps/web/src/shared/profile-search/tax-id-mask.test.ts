import { describe, expect, it } from 'vitest';
import { maskTaxDigits, taxDigits } from './tax-id-mask';

describe('tax id mask', () => {
  it.each([
    ['', ''],
    ['1234567', '1234567'],
    ['12345678', '12345678'],
    ['201234567', '20-1234567'],
    ['2012345678', '20-12345678'],
    ['30500010912', '30-50001091-2'],
  ])('%s shows as %s', (digits, shown) => {
    expect(maskTaxDigits(digits)).toBe(shown);
  });

  it('keeps only digits and at most 11 of them', () => {
    expect(taxDigits('30-50001091-2')).toBe('30500010912');
    expect(taxDigits('12.345.678')).toBe('12345678');
    expect(taxDigits('20a12')).toBe('2012');
    expect(taxDigits('3050001091299')).toBe('30500010912');
  });
});
