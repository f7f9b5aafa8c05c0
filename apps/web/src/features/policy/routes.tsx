import RuleIcon from '@mui/icons-material/RuleOutlined';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/**
 * 'Política de crédito' (premium; docs/domain/credit-policy.md): the company's rules as data, edited with pickers,
 * previewed on Mis Perfiles and saved as versions. In the credit menu after Mis Perfiles; free users are turned away
 * as from every premium page (docs/product.md §6).
 */
export const policyFeature: FeatureDefinition = {
  namespace: 'policy',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.creditPolicy,
      handle: defineHandle({
        titleKey: 'policy:title',
        permission: 'premium',
        scope: 'policy',
        nav: { section: 'credits', order: 2.5, icon: RuleIcon, labelKey: 'policy:nav', badge: 'new' },
        helpCode: 'credits_policy',
      }),
      lazy: () => import('./policy-page').then((m) => ({ Component: m.PolicyPage })),
    },
  ],
};
