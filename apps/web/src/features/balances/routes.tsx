import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';
import en from './i18n/en.json';

/**
 * Balance upload of a portfolio profile and its balance-sheet score (docs/product.md §2, §4;
 * docs/domain/score.md §4, docs/domain/formatting.md §3).
 */
export const balancesFeature: FeatureDefinition = {
  namespace: 'balances',
  messages: { es, en },
  routes: [
    {
      path: PATHS.profileBalance,
      // Uploading a balance changes the portfolio: an organisation's viewers read scores only.
      handle: defineHandle({ titleKey: 'balances:balance.title', permission: 'premium', scope: 'portfolio:write' }),
      lazy: () => import('./balance-page').then((m) => ({ Component: m.BalancePage })),
    },
    {
      path: PATHS.profileScore,
      handle: defineHandle({ titleKey: 'balances:score.title', permission: 'premium' }),
      lazy: () => import('./score-page').then((m) => ({ Component: m.ScorePage })),
    },
  ],
};
