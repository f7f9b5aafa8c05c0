import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { contractSchema } from '../api/contract-schema';
import { localeOf } from '../i18n/use-locale';
import { reportAccessKeys } from './report-access-keys';

/**
 * What opening a credit report needs, shared by every screen that reads one (the report, a cheque analysis): the
 * monthly quota of a free plan (docs/domain/quota.md), the paid subscription and premium request that lift it
 * (docs/product.md §6), and the confirmed email credit data needs (ADR 0106).
 */

/** The user's monthly allowance and premium request (GET /consultProfiles/getAvailables). */
export function useAvailables(enabled = true) {
  return useQuery({
    queryKey: reportAccessKeys.availables(),
    queryFn: ({ signal }) =>
      api.get('/consultProfiles/getAvailables', { schema: contractSchema('credit', (c) => c.availables), signal }),
    enabled,
  });
}

/**
 * Whether opening this tax id's report would use a slot of the monthly quota (GET
 * /consultProfiles/consulted/{taxNumber}; uses none): asked afresh each time, before a free user opens a report.
 */
export const consultStatusQuery = (taxNumber: string) => ({
  queryKey: reportAccessKeys.consulted(taxNumber),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get(`/consultProfiles/consulted/${taxNumber}`, {
      schema: contractSchema('credit', (c) => c.consultStatus),
      signal,
      globalErrors: false,
    }),
  staleTime: 0,
  retry: false,
});

/** 'Solicitar premium' (POST /consultProfiles/createRequestPremium). */
export function useRequestPremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/consultProfiles/createRequestPremium', undefined, {
        schema: contractSchema('credit', (c) => c.createPremiumRequestResponse),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportAccessKeys.availables() }),
  });
}

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

/** 'Reenviar email de confirmación' (POST /users/me/verification-email; ADR 0106). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (language: string) =>
      api.post(
        '/users/me/verification-email',
        { language: localeOf(language) },
        { schema: contractSchema('mail', (c) => c.verificationEmailSent), globalErrors: false },
      ),
  });
}
