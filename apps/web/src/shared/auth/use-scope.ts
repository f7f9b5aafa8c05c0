import type { ApiScope } from '@tirr/contracts';
import { canManageOrganisation, canUseScope } from '@tirr/domain';
import { useSession } from './session';

/**
 * Whether the signed-in user may use what needs `scope` (docs/domain/organisations.md §4): always outside an
 * organisation; inside one, when their role holds it. Pages hide the buttons whose requests would answer 403.
 */
export function useScopeAllowed(scope: ApiScope): boolean {
  return canUseScope(useSession().user?.organisation, scope);
}

/**
 * Whether the user may create API keys and webhooks (docs/domain/organisations.md §4): outside an organisation, and
 * its owner inside one; other members still see and revoke what they created before joining. Returns the
 * organisation's name when they may not (the pages say whom to ask), else null.
 */
export function useIntegrationsOwner(): { allowed: boolean; organisation: string | null } {
  const organisation = useSession().user?.organisation;
  if (!organisation || canManageOrganisation(organisation.role)) return { allowed: true, organisation: null };
  return { allowed: false, organisation: organisation.name };
}
