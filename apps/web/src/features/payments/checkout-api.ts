import { useMutation, useQuery } from '@tanstack/react-query';
import {
  offlineCheckout,
  offlineDecisionResponse,
  type OfflineDecision,
  type SignedNotification,
} from '@tirr/contracts';
import { api } from '../../shared/api/client';

export function useOfflineCheckout(id: string) {
  return useQuery({
    queryKey: ['payments', 'offline-checkout', id],
    queryFn: ({ signal }) =>
      api.get(`/payments/offline/checkout/${id}`, { schema: offlineCheckout, signal, globalErrors: false }),
    retry: false,
  });
}

/**
 * Plays Mercado Pago: records the payer's decision, then delivers the signed notifications to the
 * webhook exactly as Mercado Pago would (POST with x-signature and x-request-id).
 */
export async function deliverNotification(n: SignedNotification, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(n.url, {
    method: 'POST',
    headers: { ...n.headers, 'content-type': 'application/json' },
    body: JSON.stringify(n.body),
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

export function useOfflineDecision(id: string) {
  return useMutation({
    mutationFn: async (decision: OfflineDecision) => {
      const result = await api.post(
        `/payments/offline/checkout/${id}/decision`,
        { decision },
        { schema: offlineDecisionResponse, globalErrors: false },
      );
      for (const notification of result.notifications) await deliverNotification(notification);
      return result;
    },
  });
}
