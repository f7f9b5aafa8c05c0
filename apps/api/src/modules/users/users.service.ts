import { displayRoleKey, effectiveRole, permissionsOf, type Role } from '@tirr/domain';
import type { JWTPayload } from 'jose';
import type { ApiScope, Me, OrganisationRole, UpdateUserInfoBody, UserInfo } from '@tirr/contracts';
import type { ProfileFields } from '../../lib/profile-fields';
import type { UserRow, UsersRepository } from './users.repository';

/** Where a subject comes from: the provider prefix ('tirr', 'auth0', 'google-oauth2'…). */
export const originOf = (sub: string) => (sub.includes('|') ? sub.slice(0, sub.indexOf('|')) : 'oidc');

const DISPLAY_ROLE: Record<UserRow['role'], string> = {
  free: 'Usuario gratuito',
  premium: 'Usuario premium',
  admin: 'Administrador',
  sysadmin: 'Administrador del sistema',
};

export function toMe(row: UserRow, now: Date = new Date(), acting?: Acting): Me {
  const info: UserInfo = row.info ?? {};
  // Time-limited premium counts only until its date (ADR 0080); inside an organisation, the role acted with there.
  const role = acting?.organisation ? acting.role : effectiveRole(row.role, row.premiumUntil, now);
  return {
    sub: row.sub,
    origin: originOf(row.sub),
    role,
    permissions: permissionsOf(role),
    // Derived, not stored: the welcome screen stays until a card was chosen (firstTimeTutorial).
    first_access: info.firstTimeTutorial !== true,
    name: row.name ?? row.email ?? '',
    picture: row.picture,
    email: row.email,
    email_verified: row.emailVerified,
    display_role: DISPLAY_ROLE[role] ?? displayRoleKey(role),
    info,
    organisation: acting?.organisation ? { ...acting.organisation, scopes: [...acting.organisation.scopes] } : null,
  };
}

/** How the user acts, from the request's principal: inside their organisation, its role and scopes. */
export interface Acting {
  role: Role;
  organisation: { id: string; name: string; role: OrganisationRole; scopes: readonly ApiScope[] } | null;
}

/** Who is calling: the token's subject, its verified claims and the token itself. */
export interface Caller {
  sub: string;
  claims: JWTPayload;
  accessToken: string;
  acting?: Acting;
}

export interface UsersServiceDeps {
  repository: UsersRepository;
  /**
   * The profile the sign-in vouches for: the built-in account's, or the external provider's (token claims
   * or userinfo). What the browser sends is never stored.
   */
  trustedProfile(caller: Caller): Promise<ProfileFields | undefined>;
  /** The server clock (time-limited premium is judged against it). */
  now?: () => Date;
}

export function usersService({ repository, trustedProfile, now = () => new Date() }: UsersServiceDeps) {
  return {
    /** Creates or refreshes the caller's user; its profile comes from the provider, never the browser. */
    async upsertMe(caller: Caller): Promise<Me> {
      return toMe(await repository.upsert(caller.sub, (await trustedProfile(caller)) ?? {}), now(), caller.acting);
    },
    async updateInfo(sub: string, patch: UpdateUserInfoBody): Promise<UserInfo> {
      return repository.mergeInfo(sub, patch);
    },
  };
}
