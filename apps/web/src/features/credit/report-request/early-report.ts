import { isValidCuit } from '@tirr/domain';
import { snapshotPermits } from '../../../shared/auth/session-snapshot';
import { readAccessToken } from '../../../shared/auth/access-token';
import { API_BASE, apiRequestInit, buildApiUrl } from '../../../shared/api/url';
import { CREATE_CONSULT_PATH, reportPath, reportQuery } from './requests';

/** A report URL opened directly: `/credits/profiles/:taxNumber` (PATHS.profileReport; a test keeps them equal). */
const REPORT_PAGE = /^\/credits\/profiles\/(\d{11})\/?$/;

/** The report requests the start-up script sent: the consult's answer, then the report's (null: not sent). */
export interface EarlyReport {
  taxNumber: string;
  create: Promise<Response>;
  report: Promise<Response | null>;
}

/**
 * The hand-over between the start-up script and the app (ADR 0128): this module's own state, no global.
 * In a build, the app's imports of this module are the start-up script itself (vite.config.ts), so both
 * hold the same instance; in development and tests nothing starts it and the app sends its requests.
 */
let pending: EarlyReport | null = null;

/**
 * Run by the start-up script (start-up.ts) before the app's JavaScript has loaded (ADR 0098): when a
 * signed-in user without a monthly limit (the session snapshot of the token in the cookie, as the route loader checks) opens a
 * report page, sends the consult and, once it is accepted, the report — the same requests, in the same
 * order, that the page would send about a second later under a slow CPU. Nothing else is ever sent.
 */
export function startEarlyReport(fetchImpl: typeof fetch = globalThis.fetch): EarlyReport | null {
  const taxNumber = REPORT_PAGE.exec(window.location.pathname)?.[1];
  if (!taxNumber || !isValidCuit(taxNumber)) return null;
  const token = readAccessToken();
  // Only plans without a monthly limit: any other user may first be asked to spend one (ADR 0141).
  if (!token || !snapshotPermits('premium', 'reports')) return null;
  const create = fetchImpl(
    buildApiUrl(API_BASE, CREATE_CONSULT_PATH),
    apiRequestInit('POST', token, { tax_number: taxNumber }),
  );
  const report = create.then((answer) =>
    answer.ok
      ? fetchImpl(buildApiUrl(API_BASE, reportPath(taxNumber), reportQuery(taxNumber)), apiRequestInit('GET', token))
      : null,
  );
  // Whoever takes them reads the failures; left alone (the page never opened), they are not errors.
  report.catch(() => undefined);
  pending = { taxNumber, create, report };
  return pending;
}

/** Whether the start-up script sent the requests for this tax number (not taken yet). */
export function hasEarlyReport(taxNumber: string): boolean {
  return pending?.taxNumber === taxNumber;
}

/** The early requests for this tax number, once (a second report of the same page requests again). */
export function takeEarlyReport(taxNumber: string): EarlyReport | null {
  const early = pending;
  if (!early || early.taxNumber !== taxNumber) return null;
  pending = null;
  return early;
}
