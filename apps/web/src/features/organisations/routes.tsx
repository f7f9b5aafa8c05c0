import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/**
 * Organisations (docs/domain/organisations.md): 'Organización' — a premium account's team, with its members, roles
 * and invitations — and the page of a mailed invitation. Members of a premium owner's organisation act as premium;
 * the menu shows the page to premium users (a free member reaches it from the user menu), and a free user without an
 * organisation is told it is premium.
 */
export const organisationsFeature: FeatureDefinition = {
  namespace: 'organisations',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.organisation,
      handle: defineHandle({
        titleKey: 'organisations:title',
        permission: 'signedIn',
        helpCode: 'organisation',
        nav: { section: 'main', order: 1, icon: GroupsIcon, labelKey: 'organisations:nav', visibleTo: 'premium' },
      }),
      lazy: () => import('./organisation-page').then((m) => ({ Component: m.OrganisationPage })),
    },
    {
      // A guest is sent to sign in and back here by the route guard (docs/product.md §2).
      path: PATHS.organisationJoin,
      handle: defineHandle({ titleKey: 'organisations:join.title', permission: 'signedIn' }),
      lazy: () => import('./join-page').then((m) => ({ Component: m.JoinPage })),
    },
  ],
};
