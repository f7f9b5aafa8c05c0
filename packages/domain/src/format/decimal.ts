/**
 * Decimal rounding for display, exact on the number's shortest decimal representation (what
 * `String(value)` prints: the digits a person typed or a formula produced, not the binary
 * approximation). Integer arithmetic on BigInt, so cents stay exact far beyond 10^15 and no exponent
 * ever reaches the output. Halves round away from zero (1,005 → 1,01; -2,5 → -3).
 */
export interface FixedDecimal {
  negative: boolean;
  /** Integer digits without sign or grouping ('0' at least). */
  integer: string;
  /** Exactly `decimals` digits. */
  fraction: string;
}

/** ±digits × 10^exponent, read from the shortest representation ('1e+21', '1.5e-7', '123.45'). */
function decimalOf(value: number): { digits: bigint; exponent: number } {
  const [mantissa = '0', power = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: BigInt(whole + fraction), exponent: Number(power) - fraction.length };
}

/** `value` rounded half away from zero to `decimals` digits. `value` must be finite. */
export function toFixedDecimal(value: number, decimals: number): FixedDecimal {
  const { digits, exponent } = decimalOf(value);
  const shift = exponent + decimals;
  let scaled: bigint;
  if (shift >= 0) scaled = digits * 10n ** BigInt(shift);
  else {
    const divisor = 10n ** BigInt(-shift);
    scaled = digits / divisor;
    if ((digits % divisor) * 2n >= divisor) scaled += 1n;
  }
  const text = scaled.toString().padStart(decimals + 1, '0');
  return {
    negative: value < 0 && scaled !== 0n,
    integer: text.slice(0, text.length - decimals),
    fraction: text.slice(text.length - decimals),
  };
}
