import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundObjective, FundSimulationBody } from '@tirr/contracts';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';

/** TanStack Query hooks over the funds API (docs/product.md §7). Fund data changes once a day: cache generously. */
const DAY = 24 * 60 * 60 * 1000;

/** Query keys of the funds area. */
export const fundKeys = {
  all: ['funds'] as const,
  managers: () => [...fundKeys.all, 'managers'] as const,
  query: (managerId: number | undefined, objective: FundObjective | undefined) =>
    [...fundKeys.all, 'query', managerId, objective] as const,
  performance: (shareId: number | undefined, from: string, to: string) =>
    [...fundKeys.all, 'performance', shareId, from, to] as const,
  historic: (shareId: number | undefined, from: string, to: string) =>
    [...fundKeys.all, 'historic', shareId, from, to] as const,
};

export function useManagers() {
  return useQuery({
    queryKey: fundKeys.managers(),
    queryFn: ({ signal }) =>
      api.get('/funds/managers', { schema: contractSchema('funds', (c) => c.fundManagers), signal }),
    staleTime: DAY,
  });
}

export const fundQueryOptions = (managerId: number | undefined, objective: FundObjective | undefined) =>
  queryOptions({
    queryKey: fundKeys.query(managerId, objective),
    queryFn: ({ signal }) =>
      api.get('/funds/query', {
        query: { id_gerenciadora: managerId, objective },
        schema: contractSchema('funds', (c) => c.fundQueryResult),
        signal,
      }),
    enabled: managerId !== undefined && objective !== undefined,
    staleTime: DAY,
  });

export function useFundQuery(managerId: number | undefined, objective: FundObjective | undefined) {
  return useQuery(fundQueryOptions(managerId, objective));
}

export function usePerformance(shareId: number | undefined, from: string, to: string) {
  return useQuery({
    queryKey: fundKeys.performance(shareId, from, to),
    queryFn: ({ signal }) =>
      api.get(`/funds/shares/${shareId}/performance`, {
        query: { from, to },
        schema: contractSchema('funds', (c) => c.sharePerformance),
        signal,
      }),
    enabled: shareId !== undefined,
    staleTime: DAY,
  });
}

export function useHistoric(shareId: number | undefined, from: string, to: string) {
  return useQuery({
    queryKey: fundKeys.historic(shareId, from, to),
    queryFn: ({ signal }) =>
      api.get(`/funds/shares/${shareId}/historic`, {
        query: { from, to },
        schema: contractSchema('funds', (c) => c.shareHistoric),
        signal,
      }),
    enabled: shareId !== undefined,
    staleTime: DAY,
  });
}

/** Records a simulation; fire and forget (failures are not the user's concern). */
export function recordSimulation(body: FundSimulationBody): void {
  void api.post('/funds/simulation', body, { globalErrors: false }).catch(() => undefined);
}
