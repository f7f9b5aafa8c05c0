import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';
import en from './i18n/en.json';

/** The offline Mercado Pago checkout page (MERCADOPAGO_MODE=offline; ADR 0083). */
export const paymentsFeature: FeatureDefinition = {
  namespace: 'payments',
  messages: { es, en },
  routes: [
    {
      path: PATHS.offlineCheckout,
      handle: defineHandle({ titleKey: 'payments:checkout.title', permission: 'signedIn' }),
      lazy: () => import('./checkout-page').then((m) => ({ Component: m.OfflineCheckoutPage })),
    },
  ],
};
