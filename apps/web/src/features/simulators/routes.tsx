import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { FeatureDefinition, NavEntry } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/**
 * docs/product.md §6: simulators are 'open' menu items. Guests see them and, unlike the route table's 'free',
 * may use the discount simulators without signing in (ADR 0040).
 */
const open = (entry: Omit<NavEntry, 'section' | 'visibleTo'>): NavEntry => ({
  ...entry,
  section: 'capital',
  visibleTo: 'none',
});

/** Investment and financing ('Inversión y Financiamiento'): the discount and FCI simulators. */
export const simulatorsFeature: FeatureDefinition = {
  namespace: 'simulators',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.assets,
      handle: defineHandle({ titleKey: 'simulators:assets.title', permission: 'none', helpCode: 'assets_home' }),
      lazy: () => import('./landing-page').then((m) => ({ Component: m.SimulatorsLandingPage })),
    },
    {
      path: PATHS.simulators,
      handle: defineHandle({
        titleKey: 'simulators:landing.title',
        permission: 'none',
        nav: open({ order: 0, icon: CalculateIcon, labelKey: 'simulators:landing.nav' }),
        helpCode: 'assets_simulators',
      }),
      lazy: () => import('./landing-page').then((m) => ({ Component: m.SimulatorsLandingPage })),
    },
    {
      path: PATHS.checks,
      handle: defineHandle({
        titleKey: 'simulators:checks.title',
        permission: 'none',
        nav: open({ order: 1, icon: PaymentsIcon, labelKey: 'simulators:checks.nav' }),
        helpCode: 'assets_simulators',
      }),
      lazy: () => import('./discount/document-page').then((m) => ({ Component: m.ChecksPage })),
    },
    {
      path: PATHS.pagares,
      handle: defineHandle({
        titleKey: 'simulators:pagares.title',
        permission: 'none',
        nav: open({ order: 2, icon: DescriptionIcon, labelKey: 'simulators:pagares.nav', badge: 'new' }),
        helpCode: 'assets_simulators',
      }),
      lazy: () => import('./discount/document-page').then((m) => ({ Component: m.PagaresPage })),
    },
    {
      path: PATHS.facturas,
      handle: defineHandle({
        titleKey: 'simulators:facturas.title',
        permission: 'none',
        nav: open({ order: 3, icon: ReceiptLongIcon, labelKey: 'simulators:facturas.nav', badge: 'new' }),
        helpCode: 'assets_simulators',
      }),
      lazy: () => import('./discount/document-page').then((m) => ({ Component: m.FacturasPage })),
    },
    {
      path: PATHS.documentSimulator,
      handle: defineHandle({
        titleKey: 'simulators:document.title',
        permission: 'none',
        helpCode: 'assets_simulators',
      }),
      lazy: () => import('./discount/document-page').then((m) => ({ Component: m.GenericDocumentPage })),
    },
  ],
};
