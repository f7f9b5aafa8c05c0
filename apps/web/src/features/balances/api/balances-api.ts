import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceBody } from '@tirr/contracts';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';

export const balanceKeys = {
  score: (profileId: string) => ['balances', 'score', profileId] as const,
};

/**
 * GET /profiles/{id}/score: the profile, its scored balances, the trend and the credit score. A 404 (the
 * profile is gone) is the page's to show.
 */
export function useProfileScore(profileId: string) {
  return useQuery({
    queryKey: balanceKeys.score(profileId),
    queryFn: ({ signal }) =>
      api.get(`/profiles/${profileId}/score`, {
        schema: contractSchema('balances', (c) => c.profileScore),
        signal,
        notFoundIsAnswer: true,
      }),
    retry: false,
  });
}

const saved = { schema: contractSchema('balances', (c) => c.scoredBalance), notFoundIsAnswer: true };

/** POST /profiles/{id}/balance, or PATCH …/balance/{balanceId} when editing one (a 404 is the page's to show). */
export function useSaveBalance(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, balanceId }: { body: BalanceBody; balanceId?: string | undefined }) =>
      balanceId
        ? api.patch(`/profiles/${profileId}/balance/${balanceId}`, body, saved)
        : api.post(`/profiles/${profileId}/balance`, body, saved),
    // The profile's state is cleaned: the score page reads it fresh.
    onSuccess: () => client.removeQueries({ queryKey: balanceKeys.score(profileId) }),
  });
}
