import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/**
 * 'Claves de API' (premium; docs/api/keys.md): the first item of the 'Integraciones' menu section; free users are
 * turned away as from every premium page (docs/product.md §6).
 */
export const apiKeysFeature: FeatureDefinition = {
  namespace: 'api-keys',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.apiKeys,
      handle: defineHandle({
        titleKey: 'api-keys:title',
        permission: 'premium',
        helpCode: 'integrations_api_keys',
        nav: { section: 'integrations', order: 1, icon: KeyIcon, labelKey: 'api-keys:nav', badge: 'new' },
      }),
      lazy: () => import('./api-keys-page').then((m) => ({ Component: m.ApiKeysPage })),
    },
  ],
};
