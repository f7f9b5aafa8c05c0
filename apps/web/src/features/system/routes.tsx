import { Navigate } from 'react-router';
import { can } from '@tirr/domain';
import { useSession } from '../../shared/auth/session';
import BlockIcon from '@mui/icons-material/Block';
import BugReportIcon from '@mui/icons-material/BugReportOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import PercentIcon from '@mui/icons-material/PercentOutlined';
import SummarizeIcon from '@mui/icons-material/SummarizeOutlined';
import WorkHistoryIcon from '@mui/icons-material/WorkHistoryOutlined';
import type { FeatureDefinition } from '../../shared/routing/route-handle';
import { defineHandle } from '../../shared/routing/route-handle';
import { PATHS } from '../../shared/routing/paths';
import es from './i18n/es.json';

/** /system goes to 'Errores' (docs/product.md §2); admins, who may not see errors, land on 'Usuarios'. */
function SystemIndex() {
  const { permissions } = useSession();
  return <Navigate to={can(permissions, 'sysadmin') ? PATHS.systemErrors : PATHS.systemUsers} replace />;
}

/** The admin 'System' section (docs/product.md §2, §6): Errores for sysadmins, the rest for admins. */
export const systemFeature: FeatureDefinition = {
  namespace: 'system',
  messages: { es, en: () => import('./i18n/en.json').then((m) => m.default) },
  routes: [
    {
      path: PATHS.system,
      handle: defineHandle({ titleKey: 'system:errors.title', permission: 'admin' }),
      Component: SystemIndex,
    },
    {
      path: PATHS.systemDiagnostics,
      handle: defineHandle({ titleKey: 'system:diagnostics.title', permission: 'sysadmin' }),
      lazy: () => import('./diagnostics-page').then((m) => ({ Component: m.DiagnosticsPage })),
    },
    {
      path: PATHS.systemErrors,
      handle: defineHandle({
        titleKey: 'system:errors.title',
        permission: 'sysadmin',
        nav: { section: 'system', order: 0, icon: BugReportIcon, labelKey: 'system:errors.nav' },
      }),
      lazy: () => import('./errors-page').then((m) => ({ Component: m.ErrorsPage })),
    },
    {
      path: PATHS.systemUsers,
      handle: defineHandle({
        titleKey: 'system:users.title',
        permission: 'admin',
        nav: { section: 'system', order: 1, icon: PeopleIcon, labelKey: 'system:users.nav' },
      }),
      lazy: () => import('./users-page').then((m) => ({ Component: m.UsersPage })),
    },
    {
      path: PATHS.systemBlacklist,
      handle: defineHandle({
        titleKey: 'system:blacklist.title',
        permission: 'admin',
        nav: { section: 'system', order: 2, icon: BlockIcon, labelKey: 'system:blacklist.nav' },
      }),
      lazy: () => import('./blacklist-page').then((m) => ({ Component: m.BlacklistPage })),
    },
    {
      path: PATHS.systemReports,
      handle: defineHandle({
        titleKey: 'system:reports.title',
        permission: 'admin',
        nav: { section: 'system', order: 3, icon: SummarizeIcon, labelKey: 'system:reports.nav' },
      }),
      lazy: () => import('./reports-page').then((m) => ({ Component: m.ReportsPage })),
    },
    {
      path: PATHS.systemChequeAssumptions,
      handle: defineHandle({
        titleKey: 'system:chequeAssumptions.title',
        permission: 'admin',
        nav: { section: 'system', order: 3.5, icon: PercentIcon, labelKey: 'system:chequeAssumptions.nav' },
      }),
      lazy: () => import('./cheque-assumptions-page').then((m) => ({ Component: m.ChequeAssumptionsPage })),
    },
    {
      path: PATHS.systemOutbox,
      handle: defineHandle({
        titleKey: 'system:outbox.title',
        permission: 'sysadmin',
        nav: { section: 'system', order: 4, icon: MailIcon, labelKey: 'system:outbox.nav' },
      }),
      lazy: () => import('./outbox-page').then((m) => ({ Component: m.OutboxPage })),
    },
    {
      // docs/domain/organisations.md §6: every organisation with its members and this month's consults.
      path: PATHS.systemOrganisations,
      handle: defineHandle({
        titleKey: 'system:organisations.title',
        permission: 'sysadmin',
        nav: { section: 'system', order: 4.5, icon: GroupsIcon, labelKey: 'system:organisations.nav' },
      }),
      lazy: () => import('./organisations-page').then((m) => ({ Component: m.OrganisationsPage })),
    },
    {
      path: PATHS.systemJobs,
      handle: defineHandle({
        titleKey: 'system:jobs.title',
        permission: 'sysadmin',
        nav: { section: 'system', order: 5, icon: WorkHistoryIcon, labelKey: 'system:jobs.nav' },
      }),
      lazy: () => import('./jobs-page').then((m) => ({ Component: m.JobsPage })),
    },
  ],
};
