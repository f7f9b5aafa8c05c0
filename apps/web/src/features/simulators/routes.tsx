import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import type { FeatureDefinition, NavEntry } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';
import en from './i18n/en.json';

/** Spec §6: simulators are 'open' menu items (guests see them and are sent to sign in on opening). */
const open = (entry: Omit<NavEntry, 'section' | 'visibleTo'>): NavEntry => ({
  ...entry,
  section: 'capital',
  visibleTo: 'none',
});

/** Investment and financing ('Inversión y Financiamiento'): the discount and FCI simulators. */
export const simulatorsFeature: FeatureDefinition = {
  namespace: 'simulators',
  messages: { es, en },
  routes: [
    {
      path: PATHS.assets,
      handle: defineHandle({ titleKey: 'simulators:assets.title', permission: 'free' }),
      lazy: () => import('./assets-page').then((m) => ({ Component: m.AssetsPage })),
    },
    {
      path: PATHS.simulators,
      handle: defineHandle({
        titleKey: 'simulators:landing.title',
        permission: 'free',
        nav: open({ order: 0, icon: CalculateIcon, labelKey: 'simulators:landing.nav' }),
      }),
      lazy: () => import('./simulators-page').then((m) => ({ Component: m.SimulatorsPage })),
    },
    {
      path: PATHS.checks,
      handle: defineHandle({
        titleKey: 'simulators:checks.title',
        permission: 'free',
        nav: open({ order: 1, icon: PaymentsIcon, labelKey: 'simulators:checks.nav' }),
        helpCode: 'assets_simulators',
      }),
      lazy: () => import('./checks-page').then((m) => ({ Component: m.ChecksPage })),
    },
    {
      path: PATHS.pagares,
      handle: defineHandle({
        titleKey: 'simulators:pagares.title',
        permission: 'free',
        nav: open({ order: 2, icon: DescriptionIcon, labelKey: 'simulators:pagares.nav', badge: 'new' }),
        helpCode: 'assets_simulators',
      }),
      lazy: () => import('./pagares-page').then((m) => ({ Component: m.PagaresPage })),
    },
    {
      path: PATHS.facturas,
      handle: defineHandle({
        titleKey: 'simulators:facturas.title',
        permission: 'free',
        nav: open({ order: 3, icon: ReceiptLongIcon, labelKey: 'simulators:facturas.nav', badge: 'new' }),
        helpCode: 'assets_simulators',
      }),
      lazy: () => import('./facturas-page').then((m) => ({ Component: m.FacturasPage })),
    },
    {
      path: PATHS.fci,
      handle: defineHandle({
        titleKey: 'simulators:fci.title',
        permission: 'free',
        nav: open({ order: 4, icon: ShowChartIcon, labelKey: 'simulators:fci.nav' }),
        helpCode: 'assets_fci_simulator',
        tourId: 'assets_fci_simulator',
      }),
      lazy: () => import('./fci-page').then((m) => ({ Component: m.FciPage })),
    },
    {
      path: PATHS.documentSimulator,
      handle: defineHandle({
        titleKey: 'simulators:document.title',
        permission: 'free',
        helpCode: 'assets_simulators',
      }),
      lazy: () => import('./document-simulator-page').then((m) => ({ Component: m.DocumentSimulatorPage })),
    },
  ],
};
