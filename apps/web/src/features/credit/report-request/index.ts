import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { snapshotPermits } from '../../../shared/auth/session-snapshot';
import { reportAccessKeys } from '../../../shared/report-access/report-access-keys';
import { creditKeys } from '../api/credit-keys';
import { hasEarlyReport } from './early-report';

/**
 * A profile's report requests, and the only way in to them (ADR 0128): the page's query
 * (`reportQueryOptions`), the route loader that starts it while the page's module loads (`reportLoader`,
 * ADR 0094), and, on a report opened by its address, the start-up script that sends them before the app
 * has loaded (start-up.ts, built by vite.config.ts; ADR 0098), whose answers the query reads.
 */

/** How long the first render may wait for a report the start-up script requested (ADR 0098). */
export const FIRST_RENDER_REPORT_WAIT_MS = 800;

/** The report query, shared by the page (useCreditReport) and the route loader. */
export function reportQueryOptions(client: QueryClient, taxNumber: string) {
  return {
    queryKey: creditKeys.report(taxNumber),
    // The query's abort signal is not used (ADR 0136): a report is not cancelled when its page unmounts —
    // the consult is recorded once it is sent, a page mounted again at once (StrictMode) reads the same
    // requests instead of recording a second consult, and the report stays in the cache for the next visit.
    queryFn: async () => {
      // Loaded with the request: the route loader is part of the first page's JavaScript, this is not.
      const { requestReport } = await import('./request-report');
      const report = await requestReport(taxNumber);
      // The consult is now among the user's recents and may have used a quota slot.
      void client.invalidateQueries({ queryKey: creditKeys.history() });
      void client.invalidateQueries({ queryKey: reportAccessKeys.availables() });
      return report;
    },
    staleTime: Infinity,
    retry: false,
  } as const;
}

/**
 * The report route's loader, on the app's query cache: for a user without a monthly limit (the session snapshot bound
 * to the token in the cookie), starts the report query while the page's module loads instead of after the
 * page has rendered; the page then reads it, and a report already in the cache is not requested again.
 * Guests are left alone. When the start-up script already sent the requests (the page was opened by its
 * address), the loader waits for the report (at most FIRST_RENDER_REPORT_WAIT_MS), so that the first
 * render shows the report rather than a skeleton re-rendered a moment later. In-app navigations never wait.
 */
export function reportLoader(client: QueryClient): LoaderFunction {
  return ({ params }) => prefetchReport(client, params.taxNumber);
}

function prefetchReport(client: QueryClient, taxNumber: string | undefined): Promise<null> | null {
  // Plans with a monthly limit may first be asked to confirm (ADR 0141): their page starts the request.
  if (!taxNumber || !snapshotPermits('premium', 'reports')) return null;
  if (client.getQueryState(creditKeys.report(taxNumber))) return null;
  const early = hasEarlyReport(taxNumber);
  const request = client.prefetchQuery(reportQueryOptions(client, taxNumber));
  if (!early) return null;
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_REPORT_WAIT_MS));
  return Promise.race([request.catch(() => undefined), cap]).then(() => null);
}
