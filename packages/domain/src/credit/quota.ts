/**
 * Monthly report quota (docs/domain/quota.md): free users get 3 distinct tax ids per calendar month in
 * Buenos Aires (UTC−3, no daylight saving since 2009); re-opening a tax id consulted this month is free;
 * premium, admin and sysadmin are unlimited.
 */
import type { Permission } from '../permissions/permissions';

export const FREE_MONTHLY_REPORTS = 3;

const BA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Buenos Aires calendar month of an instant, 'YYYY-MM'. */
export function quotaMonth(instant: Date): string {
  const shifted = new Date(instant.getTime() - BA_OFFSET_MS);
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first instant of `month` ('YYYY-MM') in Buenos Aires. */
export function quotaMonthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1) + BA_OFFSET_MS);
}

/** The first instant of the month after `month` ('YYYY-MM') in Buenos Aires, as an ISO date-time (UTC). */
export function quotaResetsAt(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1) + BA_OFFSET_MS).toISOString();
}

/** Unlimited reports for premium and above (permissions are hierarchical: premium is included in admin). */
export function hasUnlimitedReports(permissions: readonly Permission[]): boolean {
  return permissions.includes('premium');
}

export interface QuotaState {
  limit: number | null;
  used: number;
  remaining: number | null;
  resetsAt: string;
}

export function quotaState(permissions: readonly Permission[], used: number, month: string): QuotaState {
  const unlimited = hasUnlimitedReports(permissions);
  return {
    limit: unlimited ? null : FREE_MONTHLY_REPORTS,
    used,
    remaining: unlimited ? null : Math.max(0, FREE_MONTHLY_REPORTS - used),
    resetsAt: quotaResetsAt(month),
  };
}

/**
 * Whether a consult may proceed: always for unlimited users and for a tax id already consulted this
 * month; otherwise only while fewer than the limit distinct tax ids were used.
 */
export function mayConsult(args: { unlimited: boolean; alreadyConsulted: boolean; used: number }): boolean {
  return args.unlimited || args.alreadyConsulted || args.used < FREE_MONTHLY_REPORTS;
}
