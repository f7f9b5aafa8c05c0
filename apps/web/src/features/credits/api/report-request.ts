import type { QueryClient } from '@tanstack/react-query';
import type { CreditReport } from '@tirr/contracts';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { creditKeys } from './credit-keys';
import { CREATE_CONSULT_PATH, reportPath, reportQuery, takeEarlyReport } from './early-report';

/**
 * docs/product.md §4 'Report request': records the consult (POST /consultProfiles/create, which claims the quota
 * slot) and then loads the report. The schemas load while the requests are in flight, so the route
 * loader can start this before the page's module (and the schema library) has been evaluated. When the
 * start-up script already sent both requests for this tax number (early-report.ts), their answers are
 * read instead, through the same checks.
 */
export async function requestReport(taxNumber: string, signal?: AbortSignal): Promise<CreditReport> {
  const early = takeEarlyReport(taxNumber);
  await api.post(
    CREATE_CONSULT_PATH,
    { tax_number: taxNumber },
    {
      schema: contractSchema('credit', (c) => c.createConsultResponse),
      signal,
      ...(early ? { response: early.create } : {}),
    },
  );
  // Sent by the script once the consult was accepted (which it was, or the line above threw).
  const sent = early ? await early.report.catch(() => null) : null;
  return api.get(reportPath(taxNumber), {
    schema: contractSchema('credit', (c) => c.creditReport),
    signal,
    query: reportQuery(taxNumber),
    ...(sent ? { response: Promise.resolve(sent) } : {}),
  });
}

/** The report query, shared by the page (useCreditReport) and the route loader (prefetchReport). */
export function reportQueryOptions(client: QueryClient, taxNumber: string) {
  return {
    queryKey: creditKeys.report(taxNumber),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const report = await requestReport(taxNumber, signal);
      // The consult is now among the user's recents and may have used a quota slot.
      void client.invalidateQueries({ queryKey: creditKeys.history() });
      void client.invalidateQueries({ queryKey: creditKeys.availables() });
      return report;
    },
    staleTime: Infinity,
    retry: false,
  } as const;
}
