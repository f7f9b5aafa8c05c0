/**
 * API keys (docs/api/keys.md, ADR 0145): `tirr_` and 32 random bytes (base64url). Only the SHA-256 of the key
 * is stored, so the database never holds a usable key. A request with `Authorization: Bearer tirr_…` acts as
 * the key's owner with at most the key's scopes: the same permission checks, quota, blocked ids and budget as
 * the owner's session, plus a per-key limit of requests per minute (counted in the database: every instance).
 * Found keys are kept for a few seconds; a revocation on any instance forgets them at once (app events).
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiScope } from '@tirr/contracts';
import type { AppEvents } from './app-events';
import { boundedCache } from './bounded-cache';
import type { ApiKeyPrincipal, StoredUser } from './principal';

export type { ApiKeyPrincipal } from './principal';
import type { RateCounter } from './rate-counter';

/** Characters of the secret part kept in `prefix` to recognise a key. */
const SHOWN_CHARACTERS = 8;
/** How long a found key is reused without reading it again (revocations also forget it at once). */
const KEY_CACHE_MS = 10_000;
/** `last_used_at` is written at most this often per key (and per instance). */
const TOUCH_EVERY_MS = 60_000;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key: the whole key (shown once), what identifies it on screens, and its hash (stored). */
export function newApiKey() {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS), hash: hashApiKey(key) };
}

/** A key with its owner, as the auth hook needs it. */
export interface StoredApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  requestsPerMinute: number | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** The owner with their organisation, if any: a key works where its owner works, within their role. */
  owner: StoredUser & { sub: string };
}

export interface ApiKeyAuthOptions {
  /** The key of a hash with its owner (the owner's effective role), if any. */
  find(hash: string): Promise<StoredApiKey | undefined>;
  /** Records when a key was last used (written at most once a minute per key). */
  touch(id: string, at: Date): Promise<void>;
  /** Requests per minute of a key without its own limit. */
  defaultPerMinute: number;
  events: AppEvents;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

export type ApiKeyRefusal = 'invalid' | 'expired' | 'revoked';

export function apiKeyAuthenticator(options: ApiKeyAuthOptions) {
  const now = options.now ?? (() => new Date());
  const keys = boundedCache<string, StoredApiKey>({ max: 5000, ttlMs: KEY_CACHE_MS, now: () => now().getTime() });
  const touched = new Map<string, number>();
  // A revoked key, or a change to its owner (role, premium, deletion), is seen at the next request (ADR 0124).
  const stops = [
    options.events.on('api-keys-changed', ({ keyId }) => keys.deleteWhere((_, key) => key.id === keyId)),
    options.events.on('user-changed', ({ user }) =>
      keys.deleteWhere((_, key) => key.owner.id === user || key.owner.sub === user),
    ),
  ];

  const touch = (id: string, at: Date) => {
    const last = touched.get(id) ?? -Infinity;
    if (at.getTime() - last < TOUCH_EVERY_MS) return;
    touched.set(id, at.getTime());
    options.touch(id, at).catch((error: unknown) => options.onError?.(error));
  };

  return {
    /** The owner and key of a presented key, or why it is refused. */
    async authenticate(
      token: string,
    ): Promise<{ key: StoredApiKey; principal: ApiKeyPrincipal } | { refused: ApiKeyRefusal }> {
      const hash = hashApiKey(token);
      let key = keys.get(hash);
      if (!key) {
        key = await options.find(hash);
        if (!key) return { refused: 'invalid' };
        keys.set(hash, key);
      }
      const at = now();
      if (key.revokedAt) return { refused: 'revoked' };
      if (key.expiresAt && key.expiresAt <= at) return { refused: 'expired' };
      touch(key.id, at);
      return {
        key,
        principal: {
          id: key.id,
          name: key.name,
          prefix: key.prefix,
          scopes: key.scopes,
          requestsPerMinute: key.requestsPerMinute ?? options.defaultPerMinute,
        },
      };
    },
    now,
    close: () => stops.forEach((stop) => stop()),
  };
}
export type ApiKeyAuthenticator = ReturnType<typeof apiKeyAuthenticator>;

/** Counts one request of a key in its minute; answers the milliseconds to wait when over its limit. */
export async function overKeyLimit(counter: RateCounter, key: ApiKeyPrincipal, nowMs: number) {
  const hit = await counter.hit(`api-key:${key.id}`, 60_000, nowMs);
  return hit.count > key.requestsPerMinute ? Math.max(1000, hit.ttlMs) : 0;
}
