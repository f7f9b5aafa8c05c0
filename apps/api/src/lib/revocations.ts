import type { JWTPayload } from 'jose';
import type { AppEvents } from './app-events';
import type { RevocationsRepository } from './revocations.repository';

/**
 * The session an access token belongs to (ADR 0110): the built-in provider's grant (`gid`, one per sign-in,
 * shared by every token its refresh token yields), else an external provider's session (`sid`), else the
 * token itself (`jti`). Prefixed with the claim, so ids of different kinds never collide.
 */
export function sessionIdOf(claims: JWTPayload): string | undefined {
  for (const claim of ['gid', 'sid', 'jti'] as const) {
    const value = claims[claim];
    if (typeof value === 'string' && value !== '') return `${claim}:${value}`;
  }
  return undefined;
}

/** The session id of a built-in provider's grant (what `sessionIdOf` gives for its tokens). */
export const grantSessionId = (grantId: string) => `gid:${grantId}`;

/** When a session's last access token expires at the latest: a token like this one, issued now. */
export function lastTokenExpiry(claims: JWTPayload, now: number): Date {
  const exp = typeof claims.exp === 'number' ? claims.exp * 1000 : now;
  const lifetime =
    typeof claims.exp === 'number' && typeof claims.iat === 'number' ? (claims.exp - claims.iat) * 1000 : 0;
  // A minute more than the verifier's clock tolerance.
  return new Date(Math.max(exp, now + lifetime) + 60_000);
}

export interface SessionRevocationsOptions {
  repository: RevocationsRepository;
  /** A list older than this is never used: the request waits for a fresh one. Default 5 s. */
  maxAgeMs?: number;
  /** The clock of the list's age (tests advance it instead of waiting). */
  now?: () => number;
  onError?: (error: unknown) => void;
  /** The app's events: a revocation here is told to every instance at once (ADR 0132), not at its next reload. */
  events?: AppEvents | undefined;
}

export interface SessionRevocations {
  /**
   * Whether the list in memory may be used now. Past half its maximum age a reload starts in the
   * background; past the maximum, callers `await refresh()` first.
   */
  usable(): boolean;
  refresh(): Promise<void>;
  /** Whether the token's session was ended (by the list in memory). */
  revoked(claims: JWTPayload): boolean;
  /** Records an ended session in the database and in this process's list at once. */
  revoke(sessionId: string, expiresAt: Date): Promise<void>;
}

/**
 * The revocation list the auth hook checks (ADR 0110): ended sessions read from `session_revocations`,
 * kept in memory and reloaded every few seconds while requests come — never one query per request.
 */
export function sessionRevocations({
  repository,
  maxAgeMs = 5000,
  now = Date.now,
  onError = () => undefined,
  events,
}: SessionRevocationsOptions): SessionRevocations {
  let ids = new Set<string>();
  /** Revoked here: kept even if a reload that started before the insert misses them. */
  const local = new Map<string, number>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;
  let purgedAt = -Infinity;

  // Another instance's revocation, in use at once (its own reload would take up to `maxAgeMs`).
  events?.on('session-revoked', ({ sessionId, expiresAt }) => {
    local.set(sessionId, new Date(expiresAt).getTime());
    ids.add(sessionId);
  });

  const load = () =>
    (loading ??= (async () => {
      const started = now();
      try {
        const stored = await repository.active(new Date());
        const next = new Set(stored);
        for (const [id, until] of local) {
          if (until <= Date.now()) local.delete(id);
          else next.add(id);
        }
        ids = next;
        if (started - purgedAt > 10 * 60_000) {
          purgedAt = started;
          await repository.purge(new Date());
        }
      } catch (error) {
        // The database did not answer: keep the last list for another period rather than refuse everyone.
        onError(error);
      } finally {
        loadedAt = started;
        loading = undefined;
      }
    })());

  return {
    usable() {
      const age = now() - loadedAt;
      if (age > maxAgeMs / 2) void load();
      return age <= maxAgeMs;
    },
    refresh: load,
    revoked(claims) {
      if (ids.size === 0) return false;
      const id = sessionIdOf(claims);
      return id !== undefined && ids.has(id);
    },
    async revoke(sessionId, expiresAt) {
      local.set(sessionId, expiresAt.getTime());
      ids.add(sessionId);
      await repository.add(sessionId, expiresAt);
      events?.emit('session-revoked', { sessionId, expiresAt: expiresAt.toISOString() });
    },
  };
}
