import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/** The error pages (docs/product.md §2): 401 session expired, 404 not found, 500 with the feedback form. */
export const errorsFeature: FeatureDefinition = {
  namespace: 'errors',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.error401,
      handle: defineHandle({ titleKey: 'errors:unauthorized.title', permission: 'none' }),
      lazy: () => import('./error-pages').then((m) => ({ Component: m.UnauthorizedPage })),
    },
    {
      path: PATHS.error404,
      handle: defineHandle({ titleKey: 'errors:notFound.title', permission: 'none' }),
      lazy: () => import('./error-pages').then((m) => ({ Component: m.NotFoundPage })),
    },
    {
      path: PATHS.error500,
      handle: defineHandle({ titleKey: 'errors:serverError.title', permission: 'none' }),
      lazy: () => import('./error-pages').then((m) => ({ Component: m.ServerErrorPage })),
    },
  ],
};
