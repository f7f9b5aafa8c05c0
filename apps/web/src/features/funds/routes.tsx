import ShowChartIcon from '@mui/icons-material/ShowChart';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/** The FCI simulator (docs/product.md §4): open to guests like every simulator (ADR 0040). */
export const fundsFeature: FeatureDefinition = {
  namespace: 'funds',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.fci,
      handle: defineHandle({
        titleKey: 'funds:title',
        permission: 'none',
        nav: { section: 'capital', order: 4, icon: ShowChartIcon, labelKey: 'funds:nav', visibleTo: 'none' },
        helpCode: 'assets_fci_simulator',
        tourId: 'assets_fci_simulator',
      }),
      lazy: () => import('./fci-page').then((m) => ({ Component: m.FciPage })),
    },
  ],
};
