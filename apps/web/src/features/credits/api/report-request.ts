import type { QueryClient } from '@tanstack/react-query';
import type { CreditReport } from '@tirr/contracts';
import { personTypeOf } from '@tirr/domain';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { creditKeys } from './credit-keys';

/**
 * Spec §4 'Report request': records the consult (POST /consultProfiles/create, which claims the quota
 * slot) and then loads the report. The schemas load while the requests are in flight, so the route
 * loader can start this before the page's module (and the schema library) has been evaluated.
 */
export async function requestReport(taxNumber: string, signal?: AbortSignal): Promise<CreditReport> {
  await api.post(
    '/consultProfiles/create',
    { tax_number: taxNumber },
    { schema: contractSchema((c) => c.createConsultResponse), signal },
  );
  const personType = personTypeOf(taxNumber);
  return api.get(`/credit/${taxNumber}/report`, {
    schema: contractSchema((c) => c.creditReport),
    signal,
    query: { person_type: personType, id_type: 'CUIT' },
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
