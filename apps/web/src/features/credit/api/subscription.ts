import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';

/**
 * The premium subscription checkout (docs/product.md §6: 'a subscribe button leads to an external card payment
 * provider's checkout'). `POST /subscriptions/checkout` answers the checkout URL: Mercado Pago's, or the
 * offline checkout page (ADR 0083); an API without the route answers 404 and the button says so (ADR 0033).
 */
export const SUBSCRIPTION_CHECKOUT_PATH = '/subscriptions/checkout';

const checkoutAnswer = contractSchema('payments', (c) => c.checkoutResponse);

export function useStartSubscription(redirect: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    /** `returnTo`: the path of this app the payer comes back to (e.g. the blocked report; ADR 0141). */
    mutationFn: (returnTo?: string) =>
      api.post(SUBSCRIPTION_CHECKOUT_PATH, returnTo ? { returnTo } : undefined, {
        schema: checkoutAnswer,
        globalErrors: false,
      }),
    onSuccess: ({ checkoutUrl }) => redirect(checkoutUrl),
  });
}
