import { appQueryClient } from '../../../shared/api/app-query-client';
import { snapshotPermits } from '../../../shared/auth/session-snapshot';
import { creditKeys } from './credit-keys';
import { hasEarlyReport } from './early-report';

/** How long the first render may wait for a report the start-up script requested (ADR 0098). */
export const FIRST_RENDER_REPORT_WAIT_MS = 800;

/**
 * The report route's loader: for a signed-in user (the session snapshot bound to the token in the
 * cookie), starts the report request while the page's module loads instead of after the page has
 * rendered. Same query (key, function, order create → report) as the page, which then reads it; a
 * report already in the cache is not requested again. Guests and tests (no app cache) are left alone.
 * When the page was opened by its address and the start-up script already sent the requests, the loader
 * waits for the report (at most FIRST_RENDER_REPORT_WAIT_MS), so that the first render shows the report
 * rather than a skeleton re-rendered a moment later. In-app navigations never wait.
 */
export function prefetchReport(taxNumber: string | undefined): Promise<null> | null {
  const client = appQueryClient();
  if (!client || !taxNumber || !snapshotPermits('free')) return null;
  if (client.getQueryState(creditKeys.report(taxNumber))) return null;
  const early = hasEarlyReport(taxNumber);
  const request = import('./report-request').then(({ reportQueryOptions }) =>
    client.prefetchQuery(reportQueryOptions(client, taxNumber)),
  );
  if (!early) return null;
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_REPORT_WAIT_MS));
  return Promise.race([request.catch(() => undefined), cap]).then(() => null);
}
