import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistryDetails } from '@tirr/contracts';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { reportQueryOptions } from '../report-request';
import { creditKeys } from './credit-keys';

export { creditKeys } from './credit-keys';

/** 'Reporte de actividad': registered activities and the profile's consult activity, after the report. */
export function useActivityReport(taxNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.activity(taxNumber),
    queryFn: ({ signal }) =>
      api.get(`/credit/${taxNumber}/activity-report`, {
        schema: contractSchema('credit', (c) => c.activityReport),
        signal,
        globalErrors: false,
      }),
    enabled,
    retry: false,
  });
}

/** 'Recientes': GET /credit/history (the 8 most recent, one per tax id). */
export function useRecentReports() {
  return useQuery({
    queryKey: creditKeys.history(),
    queryFn: ({ signal }) =>
      api.get('/credit/history', { schema: contractSchema('credit', (c) => c.creditHistory), signal }),
    select: (data) => data.items,
  });
}

/**
 * A profile's report (docs/product.md §4 'Report request', see ../report-request). Kept for the session:
 * reopening it does not record it again. The route loader may already have started it; `enabled` waits for
 * the confirmation of a report that uses a free one (components/use-report-gate.ts); the quota's own requests
 * are in shared/report-access/.
 */
export function useCreditReport(taxNumber: string, enabled = true) {
  const client = useQueryClient();
  return useQuery({ ...reportQueryOptions(client, taxNumber), enabled });
}

/** Registry details, loaded after the report; on error an empty object is used (docs/product.md §7). */
export function useRegistryDetails(taxNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.details(taxNumber),
    queryFn: async ({ signal }): Promise<RegistryDetails | null> => {
      try {
        return await api.get(`/identity/${taxNumber}/details`, {
          schema: contractSchema('credit', (c) => c.registryDetails),
          signal,
          globalErrors: false,
        });
      } catch {
        return null;
      }
    },
    enabled,
    staleTime: Infinity,
  });
}

export function useLastPeriods(enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.lastPeriods(),
    queryFn: ({ signal }) =>
      api.get('/credit/last-periods', { schema: contractSchema('credit', (c) => c.lastPeriods), signal }),
    enabled,
    staleTime: Infinity,
  });
}
