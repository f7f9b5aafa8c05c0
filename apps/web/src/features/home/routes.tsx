import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import es from './i18n/es.json';

export const homeFeature: FeatureDefinition = {
  namespace: 'home',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.home,
      handle: defineHandle({
        titleKey: 'home:title',
        permission: 'free',
        nav: { section: 'main', order: 0, icon: HomeIcon, labelKey: 'home:nav' },
      }),
      lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
    },
  ],
};
