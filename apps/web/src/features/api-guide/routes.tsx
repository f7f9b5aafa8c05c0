import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/**
 * 'Primeros pasos con la API' (docs/api/README.md): the guide for integrators, first in the 'Integraciones' menu
 * section. Any signed-in user may read it (a link from the docs or the help panel); the menu shows it where the
 * section shows, to premium users, who can create keys.
 */
export const apiGuideFeature: FeatureDefinition = {
  namespace: 'api-guide',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.apiGuide,
      handle: defineHandle({
        titleKey: 'api-guide:title',
        permission: 'signedIn',
        nav: { section: 'integrations', order: 0, icon: MenuBookIcon, labelKey: 'api-guide:nav', visibleTo: 'premium' },
        helpCode: 'integrations_api',
      }),
      lazy: () => import('./api-guide-page').then((m) => ({ Component: m.ApiGuidePage })),
    },
  ],
};
