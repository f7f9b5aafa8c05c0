import { useMutation, useQuery } from '@tanstack/react-query';
import type { OfflineDecision, SignedNotification } from '@tirr/contracts';
import { api, API_BASE } from '../../shared/api/client';
import { contractSchema } from '../../shared/api/contract-schema';

/** Query keys of the payments area. */
export const paymentKeys = {
  all: ['payments'] as const,
  offlineCheckout: (id: string) => [...paymentKeys.all, 'offline-checkout', id] as const,
};

export function useOfflineCheckout(id: string) {
  return useQuery({
    queryKey: paymentKeys.offlineCheckout(id),
    queryFn: ({ signal }) =>
      api.get(`/payments/offline/checkout/${id}`, {
        schema: contractSchema('payments', (c) => c.offlineCheckout),
        signal,
        globalErrors: false,
      }),
    retry: false,
  });
}

/**
 * Plays Mercado Pago: records the payer's decision, then delivers the signed notifications to the
 * webhook exactly as Mercado Pago would (POST with x-signature and x-request-id, no session).
 */
export async function deliverNotification(n: SignedNotification): Promise<void> {
  // The notification names the webhook by its full path (/api/v1/payments/…); the client adds the base.
  const path = n.url.startsWith(API_BASE) ? n.url.slice(API_BASE.length) : n.url;
  await api.post(path, n.body, { headers: n.headers, anonymous: true, globalErrors: false });
}

export function useOfflineDecision(id: string) {
  return useMutation({
    mutationFn: async (decision: OfflineDecision) => {
      const result = await api.post(
        `/payments/offline/checkout/${id}/decision`,
        { decision },
        { schema: contractSchema('payments', (c) => c.offlineDecisionResponse), globalErrors: false },
      );
      for (const notification of result.notifications) await deliverNotification(notification);
      return result;
    },
  });
}
