/**
 * Exact money for the credit policy (docs/domain/credit-policy.md §4): pesos become whole centavos as BigInt, read
 * from the number's shortest decimal representation (toFixedDecimal, docs/domain/formatting.md §1), so no sum,
 * comparison or percentage drifts off the cent.
 */
import { toFixedDecimal } from '../format/decimal';

/** Whole centavos of a peso amount, rounded half away from zero to the cent. `pesos` must be finite. */
export function centsOf(pesos: number): bigint {
  const { negative, integer, fraction } = toFixedDecimal(pesos, 2);
  const cents = BigInt(integer + fraction);
  return negative ? -cents : cents;
}

/** Pesos of whole centavos: the double nearest to the exact amount (exact to the cent below 2^53 centavos). */
export function pesosOf(cents: bigint): number {
  return Number(cents) / 100;
}

/** n / d rounded half away from zero; d > 0. */
export function divideRounded(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  const away = (remainder < 0n ? -remainder : remainder) * 2n >= d;
  return away ? quotient + (n < 0n ? -1n : 1n) : quotient;
}

/** Whether `value` is finite and has at most two decimals (on its shortest representation). */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const { negative, integer, fraction } = toFixedDecimal(value, 2);
  return Number(`${negative ? '-' : ''}${integer}.${fraction}`) === value;
}
