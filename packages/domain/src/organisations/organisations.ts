/**
 * Organisations (docs/domain/organisations.md): what a member may do. Members work in the organisation's data with
 * the organisation's plan — the owner's: a free account invited into a premium owner's organisation works there as
 * premium — and within their role's scopes. An account's own higher role (admin, sysadmin) is kept.
 */
import type { Role } from '../permissions/permissions';

export type OrganisationRole = 'owner' | 'analyst' | 'viewer';

/** The role a member acts with: their own, raised to premium when the owner's plan is premium. */
export function memberRole(own: Role, ownerRole: Role): Role {
  if (own !== 'free') return own;
  return ownerRole === 'free' ? 'free' : 'premium';
}

/** Who may manage the organisation (invite, remove, API keys, webhooks): its owner. */
export const canManageOrganisation = (role: OrganisationRole | null | undefined) => role === 'owner';

/**
 * Whether `actor` may remove `target` from the organisation: the owner removes anyone but themselves (the owner
 * stays); any other member may leave (remove themselves).
 */
export function canRemoveMember(
  actor: { userId: string; role: OrganisationRole },
  target: { userId: string; role: OrganisationRole },
): boolean {
  if (target.role === 'owner') return false;
  return actor.role === 'owner' || actor.userId === target.userId;
}

/** What a user's organisation lets them do (`me.organisation`): their role's API scopes (docs/api/keys.md). */
export interface OrganisationAccess {
  readonly scopes: readonly string[];
}

/**
 * Whether the user may use what needs `scope` (docs/domain/organisations.md §4): always outside an organisation and
 * for what needs no scope; inside one, only when their role's scopes hold it (else the API answers 403). The
 * navigation, the route guard and the pages' write buttons ask this.
 */
export function canUseScope(
  organisation: OrganisationAccess | null | undefined,
  scope: string | null | undefined,
): boolean {
  if (!organisation || !scope) return true;
  return organisation.scopes.includes(scope);
}
