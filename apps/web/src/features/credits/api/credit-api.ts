import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activityReport,
  availables,
  createConsultResponse,
  createPremiumRequestResponse,
  creditHistory,
  creditReport,
  lastPeriods,
  registryDetails,
  type CreditReport,
  type RegistryDetails,
} from '@tirr/contracts';
import { personTypeOf } from '@tirr/domain';
import { api } from '../../../shared/api/client';

/** Query keys of the credits feature. */
export const creditKeys = {
  all: ['credit'] as const,
  history: () => [...creditKeys.all, 'history'] as const,
  availables: () => [...creditKeys.all, 'availables'] as const,
  report: (taxNumber: string) => [...creditKeys.all, 'report', taxNumber] as const,
  details: (taxNumber: string) => [...creditKeys.all, 'details', taxNumber] as const,
  lastPeriods: () => [...creditKeys.all, 'last-periods'] as const,
  activity: (taxNumber: string) => [...creditKeys.all, 'activity', taxNumber] as const,
};

/** 'Reporte de actividad': registered activities and the profile's consult activity, after the report. */
export function useActivityReport(taxNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.activity(taxNumber),
    queryFn: ({ signal }) =>
      api.get(`/credit/${taxNumber}/activity-report`, { schema: activityReport, signal, globalErrors: false }),
    enabled,
    retry: false,
  });
}

/** 'Recientes': GET /credit/history (the 8 most recent, one per tax id). */
export function useRecentReports() {
  return useQuery({
    queryKey: creditKeys.history(),
    queryFn: ({ signal }) => api.get('/credit/history', { schema: creditHistory, signal }),
    select: (data) => data.items,
  });
}

/** The user's monthly allowance and premium request (GET /consultProfiles/getAvailables). */
export function useAvailables(enabled = true) {
  return useQuery({
    queryKey: creditKeys.availables(),
    queryFn: ({ signal }) => api.get('/consultProfiles/getAvailables', { schema: availables, signal }),
    enabled,
  });
}

/**
 * Spec §4 'Report request': records the consult (POST /consultProfiles/create, which claims the quota
 * slot) and then loads the report. Kept for the session: reopening it does not record it again.
 */
export async function requestReport(taxNumber: string, signal?: AbortSignal): Promise<CreditReport> {
  await api.post('/consultProfiles/create', { tax_number: taxNumber }, { schema: createConsultResponse, signal });
  const personType = personTypeOf(taxNumber);
  return api.get(`/credit/${taxNumber}/report`, {
    schema: creditReport,
    signal,
    query: { person_type: personType, id_type: 'CUIT' },
  });
}

export function useCreditReport(taxNumber: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: creditKeys.report(taxNumber),
    queryFn: async ({ signal }) => {
      const report = await requestReport(taxNumber, signal);
      // The consult is now among the user's recents and may have used a quota slot.
      void client.invalidateQueries({ queryKey: creditKeys.history() });
      void client.invalidateQueries({ queryKey: creditKeys.availables() });
      return report;
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** Registry details, loaded after the report; on error an empty object is used (spec §7). */
export function useRegistryDetails(taxNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.details(taxNumber),
    queryFn: async ({ signal }): Promise<RegistryDetails | null> => {
      try {
        return await api.get(`/identity/${taxNumber}/details`, {
          schema: registryDetails,
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
    queryFn: ({ signal }) => api.get('/credit/last-periods', { schema: lastPeriods, signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** 'Solicitar premium' (POST /consultProfiles/createRequestPremium). */
export function useRequestPremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/consultProfiles/createRequestPremium', undefined, { schema: createPremiumRequestResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: creditKeys.availables() }),
  });
}
