import WebhookIcon from '@mui/icons-material/WebhookOutlined';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/**
 * 'Webhooks' (premium; docs/api/webhooks.md): in the 'Integraciones' menu section after 'Claves de API'; free users
 * are turned away as from every premium page (docs/product.md §6).
 */
export const webhooksFeature: FeatureDefinition = {
  namespace: 'webhooks',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.webhooks,
      handle: defineHandle({
        titleKey: 'webhooks:title',
        permission: 'premium',
        helpCode: 'integrations_webhooks',
        nav: { section: 'integrations', order: 2, icon: WebhookIcon, labelKey: 'webhooks:nav', badge: 'new' },
      }),
      lazy: () => import('./webhooks-page').then((m) => ({ Component: m.WebhooksPage })),
    },
  ],
};
