import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';

export const batchKeys = {
  job: (id: string) => ['batch', 'job', id] as const,
  latest: () => ['batch', 'latest'] as const,
};

const batchJob = contractSchema('batch', (c) => c.batchJob);

/** POLL_MS: how often a running job's progress is read. */
export const POLL_MS = 1000;

/** A job, polled while it runs. */
export function useBatchJob(id: string | null) {
  return useQuery({
    queryKey: batchKeys.job(id ?? ''),
    queryFn: ({ signal }) => api.get(`/batch/${id}`, { schema: batchJob, signal }),
    enabled: !!id,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
}

/** The user's latest job (shown again after a reload). */
export function useLatestBatch(enabled: boolean) {
  return useQuery({
    queryKey: batchKeys.latest(),
    queryFn: ({ signal }) => api.get('/batch', { schema: contractSchema('batch', (c) => c.latestBatch), signal }),
    enabled,
  });
}

export function useCreateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taxNumbers: string[]) => api.post('/batch', { taxNumbers }, { schema: batchJob }),
    onSuccess: (job) => client.setQueryData(batchKeys.job(job.id), job),
  });
}

export function useAddBatchProfiles() {
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/batch/${id}/profiles`, undefined, {
        schema: contractSchema('batch', (c) => c.addBatchProfilesResponse),
      }),
  });
}
