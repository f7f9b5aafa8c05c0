import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/** The premium portfolio ('Mis Perfiles'), batch lookups, balance upload and score (spec §2). */
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
    {
      path: PATHS.profilesBatch,
      handle: defineHandle({
        titleKey: 'profiles:batch.title',
        permission: 'premium',
        nav: { section: 'credits', order: 3, icon: PlaylistAddCheckIcon, labelKey: 'profiles:batch.nav' },
      }),
      lazy: () => import('./batch-page').then((m) => ({ Component: m.BatchPage })),
    },
    {
      path: PATHS.profileBalance,
      handle: defineHandle({ titleKey: 'profiles:balance.title', permission: 'premium' }),
      lazy: () => import('./balance-page').then((m) => ({ Component: m.BalancePage })),
    },
    {
      path: PATHS.profileScore,
      handle: defineHandle({ titleKey: 'profiles:score.title', permission: 'premium' }),
      lazy: () => import('./score-page').then((m) => ({ Component: m.ScorePage })),
    },
  ],
};
