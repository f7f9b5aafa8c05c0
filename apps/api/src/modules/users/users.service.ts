import { displayRoleKey, effectiveRole, permissionsOf } from '@tirr/domain';
import type { Me, UpdateUserInfoBody, UpsertMeBody, UserInfo } from '@tirr/contracts';
import type { ProfileFields, UserRow, UsersRepository } from './users.repository';

/** Where a subject comes from: the provider prefix ('tirr', 'auth0', 'google-oauth2'…). */
export const originOf = (sub: string) => (sub.includes('|') ? sub.slice(0, sub.indexOf('|')) : 'oidc');

const DISPLAY_ROLE: Record<UserRow['role'], string> = {
  free: 'Usuario gratuito',
  premium: 'Usuario premium',
  admin: 'Administrador',
  sysadmin: 'Administrador del sistema',
};

export function toMe(row: UserRow, now: Date = new Date()): Me {
  const info: UserInfo = row.info ?? {};
  // Time-limited premium counts only until its date (ADR 0080).
  const role = effectiveRole(row.role, row.premiumUntil, now);
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
  };
}

export interface UsersServiceDeps {
  repository: UsersRepository;
  /** Profile of a built-in account, which outranks what the browser sends. */
  builtinProfile(sub: string): Promise<ProfileFields | undefined>;
  /** The server clock (time-limited premium is judged against it). */
  now?: () => Date;
}

export function usersService({ repository, builtinProfile, now = () => new Date() }: UsersServiceDeps) {
  return {
    async upsertMe(sub: string, body: UpsertMeBody): Promise<Me> {
      const trusted = await builtinProfile(sub);
      const fromBody: ProfileFields = {
        email: body.email,
        name: body.name ?? ([body.given_name, body.family_name].filter(Boolean).join(' ') || body.nickname),
        picture: body.picture,
        emailVerified: body.email_verified,
      };
      return toMe(await repository.upsert(sub, trusted ?? fromBody), now());
    },
    async updateInfo(sub: string, patch: UpdateUserInfoBody): Promise<UserInfo> {
      return repository.mergeInfo(sub, patch);
    },
  };
}
