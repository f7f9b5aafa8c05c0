import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileScore, scoredBalance, type BalanceBody } from '@tirr/contracts';
import { api } from '../../../shared/api/client';

export const balanceKeys = {
  score: (profileId: string) => ['balances', 'score', profileId] as const,
};

/** GET /profiles/{id}/score: the profile, its scored balances, the trend and the credit score. */
export function useProfileScore(profileId: string) {
  return useQuery({
    queryKey: balanceKeys.score(profileId),
    queryFn: ({ signal }) => api.get(`/profiles/${profileId}/score`, { schema: profileScore, signal }),
    retry: false,
  });
}

/** POST /profiles/{id}/balance, or PATCH …/balance/{balanceId} when editing one. */
export function useSaveBalance(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, balanceId }: { body: BalanceBody; balanceId?: string | undefined }) =>
      balanceId
        ? api.patch(`/profiles/${profileId}/balance/${balanceId}`, body, { schema: scoredBalance })
        : api.post(`/profiles/${profileId}/balance`, body, { schema: scoredBalance }),
    // The profile's state is cleaned: the score page reads it fresh.
    onSuccess: () => client.removeQueries({ queryKey: balanceKeys.score(profileId) }),
  });
}
