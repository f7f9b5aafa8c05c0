/**
 * Time-limited premium (ADR 0080): the stored role is the base role; a premium grant or a paid
 * subscription adds `premiumUntil`. The effective role is computed on every request, so premium
 * drops back to free the moment the date passes, with nothing to run at expiry.
 */
import type { Role } from '../permissions/permissions';

/** The role that counts now: a free user with a future `premiumUntil` is premium. */
export function effectiveRole(role: Role, premiumUntil: Date | null | undefined, now: Date): Role {
  if (role !== 'free') return role;
  return premiumUntil && premiumUntil.getTime() > now.getTime() ? 'premium' : 'free';
}

/** The same instant one calendar month later (UTC), clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addOneMonth(date: Date): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCDate(1);
  result.setUTCMonth(month);
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** Mercado Pago (docs/domain/data-sources.md §5): an approved monthly charge pays until its debit date plus one month. */
export function paidThroughOf(debitDate: Date): Date {
  return addOneMonth(debitDate);
}

/** Extends access: never shortens what was already granted (replays and out-of-order notices are harmless). */
export function extendPremium(current: Date | null | undefined, paidThrough: Date): Date {
  return current && current.getTime() > paidThrough.getTime() ? current : paidThrough;
}

/** Whether a role may be stored by an actor (domain rule on top of canAssignRole: the last sysadmin stays). */
export function lastSysadminProblem(
  currentRole: Role,
  nextRole: Role,
  sysadminCount: number,
): 'LAST_SYSADMIN' | undefined {
  return currentRole === 'sysadmin' && nextRole !== 'sysadmin' && sysadminCount <= 1 ? 'LAST_SYSADMIN' : undefined;
}
