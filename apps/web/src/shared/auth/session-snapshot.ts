import type { ApiScope, AuthConfig, Me } from '@tirr/contracts';
import { can, canUseScope, type Requirement } from '@tirr/domain';
import { readStorage, writeStorage } from '../browser/storage';
import { readAccessToken } from './access-token';

/**
 * The signed-in user as last answered by POST /users/me, kept in this browser so that a returning user's
 * shell and page paint at once (quality bar: LCP ≤ 1.5 s, ADR 0094) while the session is confirmed in
 * the background. It is bound to the access token it was fetched with (a fingerprint, not the token), so
 * it is only used while that token is in the cookie; signing out or a rejected token removes it.
 */
export const SESSION_SNAPSHOT_KEY = 'tirr.session';

interface StoredSnapshot {
  token: string;
  user: Me;
  /** GET /auth's answer with it (e.g. the demo-data badge), so the toolbar does not change afterwards. */
  config: AuthConfig | null;
}

export interface SessionSnapshot {
  user: Me;
  config: AuthConfig | null;
}

/** FNV-1a of the token: enough to tell tokens apart, and the token itself is not copied. */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${token.length}.${(hash >>> 0).toString(36)}`;
}

/** A structural check (the schema library is not part of the first page's JavaScript). */
function isUser(value: unknown): value is Me {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.sub === 'string' &&
    typeof user.name === 'string' &&
    typeof user.role === 'string' &&
    Array.isArray(user.permissions) &&
    user.permissions.every((p) => typeof p === 'string') &&
    typeof user.info === 'object' &&
    user.info !== null
  );
}

function isConfig(value: unknown): value is AuthConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return typeof config.domain === 'string' && typeof config.clientId === 'string';
}

/** The stored user for the token now in the cookie, or null (no token, another token, nothing valid). */
export function readSessionSnapshot(): SessionSnapshot | null {
  const token = readAccessToken();
  const raw = readStorage('local', SESSION_SNAPSHOT_KEY);
  if (!token || !raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredSnapshot>;
    if (stored.token !== tokenFingerprint(token) || !isUser(stored.user)) return null;
    return { user: stored.user, config: isConfig(stored.config) ? stored.config : null };
  } catch {
    return null;
  }
}

/**
 * Whether the stored user of the token in the cookie has `requirement` (false without one) and, inside an
 * organisation, their role holds `scope` (docs/domain/organisations.md §4: a viewer's report request would be a 403).
 */
export function snapshotPermits(requirement: Requirement, scope?: ApiScope): boolean {
  const user = readSessionSnapshot()?.user;
  return !!user && can(user.permissions, requirement) && canUseScope(user.organisation, scope);
}

/**
 * Remembers the user for the token now in the cookie. `first_access` is stored as false: only a fresh
 * answer from the API may send the user to /welcome.
 */
export function saveSessionSnapshot(user: Me, config: AuthConfig | null): void {
  const token = readAccessToken();
  if (!token) {
    clearSessionSnapshot();
    return;
  }
  const stored: StoredSnapshot = { token: tokenFingerprint(token), user: { ...user, first_access: false }, config };
  writeStorage('local', SESSION_SNAPSHOT_KEY, JSON.stringify(stored));
}

export function clearSessionSnapshot(): void {
  writeStorage('local', SESSION_SNAPSHOT_KEY, null);
}
