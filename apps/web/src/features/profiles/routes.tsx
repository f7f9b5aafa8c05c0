import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/** The premium portfolio ('Mis Perfiles', docs/product.md §2). Balances/score and batch lookups are features of their own. */
export const profilesFeature: FeatureDefinition = {
  namespace: 'profiles',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.profiles,
      handle: defineHandle({
        titleKey: 'profiles:portfolio.title',
        permission: 'premium',
        nav: { section: 'credits', order: 2, icon: StarBorderIcon, labelKey: 'profiles:portfolio.nav' },
        helpCode: 'credit_portfolio',
      }),
      lazy: () => import('./profiles-page').then((m) => ({ Component: m.ProfilesPage })),
    },
  ],
};
