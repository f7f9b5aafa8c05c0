import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import { reportLoader } from './report-request';
import es from './i18n/es.json';

/** Credit risk ('Riesgo Crediticio'): home, profile search and a profile's report (docs/product.md §2). */
export const creditFeature: FeatureDefinition = {
  namespace: 'credit',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.credits,
      handle: defineHandle({
        titleKey: 'credit:home.title',
        permission: 'free',
        nav: { section: 'credits', order: 0, icon: AssessmentIcon, labelKey: 'credit:home.nav' },
        helpCode: 'credit_home',
      }),
      lazy: () => import('./credits-page').then((m) => ({ Component: m.CreditsPage })),
    },
    {
      path: PATHS.profileSearch,
      handle: defineHandle({
        titleKey: 'credit:search.title',
        permission: 'free',
        scope: 'reports',
        // docs/product.md §6: the search is an 'open' menu item; guests see it and are sent to sign in.
        nav: {
          section: 'credits',
          order: 1,
          icon: PersonSearchIcon,
          labelKey: 'credit:search.nav',
          visibleTo: 'none',
        },
        helpCode: 'credit_search',
      }),
      lazy: () => import('./profile-search-page').then((m) => ({ Component: m.ProfileSearchPage })),
    },
    {
      path: PATHS.profileReport,
      handle: defineHandle({
        titleKey: 'credit:report.title',
        permission: 'free',
        scope: 'reports',
        helpCode: 'credit_profile',
        tourId: 'credit_profile',
      }),
      lazy: () => import('./report-page').then((m) => ({ Component: m.ReportPage })),
    },
  ],
  // Starts the report request while the page's module loads (signed-in users only; ADRs 0094, 0128).
  queryLoaders: { [PATHS.profileReport]: reportLoader },
};
