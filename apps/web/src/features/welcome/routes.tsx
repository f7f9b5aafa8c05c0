import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

export const welcomeFeature: FeatureDefinition = {
  namespace: 'welcome',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.welcome,
      handle: defineHandle({ titleKey: 'welcome:title', permission: 'signedIn' }),
      lazy: () => import('./welcome-page').then((m) => ({ Component: m.WelcomePage })),
    },
  ],
};
