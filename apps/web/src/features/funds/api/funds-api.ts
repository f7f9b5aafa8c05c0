import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  fundManagers,
  fundQueryResult,
  shareHistoric,
  sharePerformance,
  type FundObjective,
  type FundSimulationBody,
} from '@tirr/contracts';
import { api } from '../../../shared/api/client';

/** TanStack Query hooks over the funds API (docs/product.md §7). Fund data changes once a day: cache generously. */
const DAY = 24 * 60 * 60 * 1000;

export function useManagers() {
  return useQuery({
    queryKey: ['funds', 'managers'],
    queryFn: ({ signal }) => api.get('/funds/managers', { schema: fundManagers, signal }),
    staleTime: DAY,
  });
}

export const fundQueryOptions = (managerId: number | undefined, objective: FundObjective | undefined) =>
  queryOptions({
    queryKey: ['funds', 'query', managerId, objective],
    queryFn: ({ signal }) =>
      api.get('/funds/query', { query: { id_gerenciadora: managerId, objective }, schema: fundQueryResult, signal }),
    enabled: managerId !== undefined && objective !== undefined,
    staleTime: DAY,
  });

export function useFundQuery(managerId: number | undefined, objective: FundObjective | undefined) {
  return useQuery(fundQueryOptions(managerId, objective));
}

export function usePerformance(shareId: number | undefined, from: string, to: string) {
  return useQuery({
    queryKey: ['funds', 'performance', shareId, from, to],
    queryFn: ({ signal }) =>
      api.get(`/funds/shares/${shareId}/performance`, { query: { from, to }, schema: sharePerformance, signal }),
    enabled: shareId !== undefined,
    staleTime: DAY,
  });
}

export function useHistoric(shareId: number | undefined, from: string, to: string) {
  return useQuery({
    queryKey: ['funds', 'historic', shareId, from, to],
    queryFn: ({ signal }) =>
      api.get(`/funds/shares/${shareId}/historic`, { query: { from, to }, schema: shareHistoric, signal }),
    enabled: shareId !== undefined,
    staleTime: DAY,
  });
}

/** Records a simulation; fire and forget (failures are not the user's concern). */
export function recordSimulation(body: FundSimulationBody): void {
  void api.post('/funds/simulation', body, { globalErrors: false }).catch(() => undefined);
}
