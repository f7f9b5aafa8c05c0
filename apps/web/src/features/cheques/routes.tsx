import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooksOutlined';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/**
 * 'Analizar cheque' (docs/domain/cheque-analysis.md): in the capital market's menu, for signed-in users only (it
 * reads the drawer's credit report, so guests do not see it, as the menu hides what a user may not open;
 * docs/product.md §6). 'Cartera de cheques' analyses many at once, for premium users.
 */
export const chequesFeature: FeatureDefinition = {
  namespace: 'cheques',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.chequeAnalysis,
      handle: defineHandle({
        titleKey: 'cheques:title',
        permission: 'free',
        scope: 'cheques',
        nav: { section: 'capital', order: 1.5, icon: FactCheckIcon, labelKey: 'cheques:nav', badge: 'new' },
        helpCode: 'assets_cheques_analysis',
      }),
      lazy: () => import('./cheque-analysis-page').then((m) => ({ Component: m.ChequeAnalysisPage })),
    },
    {
      // 'Cartera de cheques' (docs/domain/cheque-analysis.md §6): many cheques at once, premium; right after 'Analizar cheque' in the menu.
      path: PATHS.chequePortfolio,
      handle: defineHandle({
        titleKey: 'cheques:portfolio.title',
        permission: 'premium',
        scope: 'cheques',
        nav: {
          section: 'capital',
          order: 1.6,
          icon: LibraryBooksIcon,
          labelKey: 'cheques:portfolio.nav',
          badge: 'new',
        },
      }),
      lazy: () => import('./cheque-portfolio-page').then((m) => ({ Component: m.ChequePortfolioPage })),
    },
  ],
};
