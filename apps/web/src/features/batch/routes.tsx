import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';
import en from './i18n/en.json';

/** Batch lookup of many CUITs at once ('Consulta masiva', premium; ADR 0076). */
export const batchFeature: FeatureDefinition = {
  namespace: 'batch',
  messages: { es, en },
  routes: [
    {
      path: PATHS.profilesBatch,
      handle: defineHandle({
        titleKey: 'batch:title',
        permission: 'premium',
        scope: 'batch',
        nav: { section: 'credits', order: 3, icon: PlaylistAddCheckIcon, labelKey: 'batch:nav' },
      }),
      lazy: () => import('./batch-page').then((m) => ({ Component: m.BatchPage })),
    },
  ],
};
