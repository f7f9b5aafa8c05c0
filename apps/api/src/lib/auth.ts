import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { can, REQUIREMENTS, type Requirement } from '@tirr/domain';
import { ACCOUNT_ERROR_CODES, ERROR_CODES, type ApiScope } from '@tirr/contracts';
import { AppError } from './errors';
import type { AppEvents } from './app-events';
import { boundedCache } from './bounded-cache';
import type { AppMetrics } from './metrics';
import type { SessionRevocations } from './revocations';
import { discovery, type DiscoveryDocument } from './external-provider';
import { isApiKey, type ApiKeyAuthenticator } from './api-keys';
import { apiKeyGate } from './api-key-gate';
import { principalOf, refuseScope, type Principal, type StoredUser } from './principal';

export type { Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Every route declares who may call it (docs/architecture.md §2). */
    permission?: Requirement;
    /** The route also needs a confirmed email (credit data; ADR 0106): 403 EMAIL_NOT_VERIFIED otherwise. */
    verifiedEmail?: boolean;
    /** What an API key needs to call the route (docs/api/keys.md); routes without one never answer a key. */
    scope?: ApiScope;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  permission: Requirement | undefined;
  /** Whether the route needs a confirmed email. */
  verifiedEmail: boolean;
  /** The scope an API key needs (none: keys are refused). */
  scope: ApiScope | undefined;
  /** The route's validation schemas (zod), read by the authorization and fuzzing tests. */
  schema: RouteOptions['schema'];
}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/**
 * Keys of the built-in provider, read from the database. A token whose `kid` is not among them may be
 * signed by a key a rotation added in another process (ADR 0100): the keys are read again with `reload`,
 * at most once per `minReloadMs` (so unknown kids cannot make every request hit the database).
 */
export function localKeys(
  jwks: JSONWebKeySet,
  reload?: () => Promise<JSONWebKeySet>,
  options: { minReloadMs?: number; now?: () => number } = {},
): JWTVerifyGetKey {
  let keys = createLocalJWKSet(jwks);
  if (!reload) return keys;
  const minReloadMs = options.minReloadMs ?? 10_000;
  const now = options.now ?? Date.now;
  let lastReload = -Infinity;
  let reloading: Promise<void> | undefined;
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      if (!reloading) {
        if (now() - lastReload < minReloadMs) throw error;
        lastReload = now();
        reloading = reload()
          .then((fresh) => void (keys = createLocalJWKSet(fresh)))
          .finally(() => (reloading = undefined));
      }
      await reloading;
      return keys(header, token);
    }
  };
}

/** Keys of an external provider, found through its discovery document (Auth0, Keycloak…). */
export function remoteKeys(
  issuer: string,
  fetchImpl: typeof fetch = fetch,
  document: () => Promise<DiscoveryDocument> = discovery(issuer, fetchImpl),
): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const { jwks_uri: jwksUri } = await document();
    if (!jwksUri) throw new Error('discovery document has no jwks_uri');
    return createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  };
  return async (header, token) => {
    keys ??= discover().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

/**
 * Verifies an access token with jose: signature against the issuer's keys, issuer, audience and expiry;
 * a token without `exp` (one that would never expire) is refused.
 */
export function tokenVerifier(options: { issuer: string; audience: string; keys: JWTVerifyGetKey }): TokenVerifier {
  const issuer = options.issuer.replace(/\/+$/, '');
  return async (token) => {
    const { payload } = await jwtVerify(token, options.keys, {
      issuer: [issuer, `${issuer}/`],
      audience: options.audience,
      algorithms: ['RS256', 'PS256', 'ES256'],
      clockTolerance: 5,
      requiredClaims: ['exp'],
    });
    if (!payload.sub) throw new Error('token without subject');
    return payload;
  };
}

export interface AuthPluginOptions {
  verify: TokenVerifier;
  /**
   * The stored user of a subject, if any (role and id). `freshUntil`: when the role changes by itself
   * (premium ending at a date), the cached answer is not used past it.
   */
  findUser(sub: string): Promise<(StoredUser & { freshUntil?: Date | null }) | undefined>;
  /** How long a found user row (id, role) is reused without reading it again; 0 = read on every request. */
  userCacheMs?: number;
  /** Ended sessions: their tokens are refused before they expire (ADR 0110). */
  revocations?: SessionRevocations | undefined;
  /** The app's events: 'user-changed' forgets the cached row of that user (ADR 0124). */
  events: AppEvents;
  /** The app's metrics: the two caches' hits and misses (ADR 0134). */
  metrics?: Pick<AppMetrics, 'observeCache'> | undefined;
  /** API keys (`Bearer tirr_…`); without it every such token is refused as invalid. */
  apiKeys?: ApiKeyAuthenticator | undefined;
}

/** Found user rows reused for a few seconds, and verified tokens until they expire (ADR 0090). */
const USER_CACHE_MS = 10_000;
const CACHE_LIMIT = 5000;

type CachedUser = StoredUser;

/** The token of `Authorization: Bearer <token>` ('' when malformed, undefined when absent). */
export const bearer = (request: Pick<FastifyRequest, 'headers'>) => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  // Plain string checks instead of a regular expression: this runs on every request (the report's speed bar,
  // docs/architecture.md §7).
  if (header.length < 8 || header.slice(0, 6).toLowerCase() !== 'bearer') return '';
  let start = 6;
  while (start < header.length && (header[start] === ' ' || header[start] === '\t')) start += 1;
  if (start === 6 || start === header.length) return '';
  const token = header.slice(start);
  return token.includes(' ') || token.includes('\t') ? '' : token;
};

/**
 * Authenticates every request that carries a Bearer token and enforces each route's declared
 * permission with the domain's `can()`. Routes without a declaration make start-up fail.
 */
export function installAuth(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('principal', null);
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);

  // Scoped onRoute hooks (static files, API docs) may set the permission after this hook ran, so
  // the route options are kept and read once everything is registered.
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });

  app.addHook('onReady', async () => {
    for (const route of registered) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        table.push({
          method,
          url: route.url,
          permission: route.config?.permission,
          verifiedEmail: route.config?.verifiedEmail === true,
          scope: route.config?.scope,
          schema: route.schema,
        });
    }
    const missing = table.filter((r) => r.permission === undefined || !REQUIREMENTS.includes(r.permission));
    if (missing.length > 0) {
      throw new Error(`Routes without a declared permission: ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    }
  });

  const userCacheMs = options.userCacheMs ?? USER_CACHE_MS;
  // This app's caches (ADR 0124): user rows by subject, verified claims by token.
  const users = boundedCache<string, CachedUser>({ max: CACHE_LIMIT });
  const verified = boundedCache<string, JWTPayload>({ max: CACHE_LIMIT });
  options.metrics?.observeCache('auth_users', users);
  options.metrics?.observeCache('auth_tokens', verified);
  // A role, premium or email change, or a deletion, is seen at the next request (ADR 0080, ADR 0090).
  const stopListening = options.events.on('user-changed', ({ user }) =>
    users.deleteWhere((sub, row) => sub === user || row.id === user),
  );
  app.addHook('onClose', async () => stopListening());
  /** The user row of a subject, from the cache while fresh; rows not found yet are never cached. */
  const userOf = async (sub: string) => {
    const cached = users.get(sub);
    if (cached) return cached;
    const found = await options.findUser(sub);
    if (!found) {
      users.delete(sub);
      return undefined;
    }
    const { id, role, emailVerified, organisation } = found;
    users.set(
      sub,
      { id, role, emailVerified, organisation },
      Math.min(Date.now() + userCacheMs, found.freshUntil?.getTime() ?? Infinity),
    );
    return found;
  };
  // A verified token stays valid until it expires: its claims are kept (bounded) instead of checking
  // the signature again on every request.
  const unexpired = (claims: JWTPayload | undefined, now: number) =>
    claims && typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : undefined;
  const verify = async (token: string) => {
    const claims = verified.get(token);
    if (claims) return claims;
    const fresh = await options.verify(token);
    if (typeof fresh.exp === 'number') verified.set(token, fresh, fresh.exp * 1000);
    return fresh;
  };

  /** The principal of verified claims and the subject's user row (undefined: not in the users table yet). */
  const keys = apiKeyGate(app, options.apiKeys);
  const refuse = (request: FastifyRequest, required: Requirement): AppError | undefined => {
    const scopeRefusal = refuseScope(request);
    if (scopeRefusal) return scopeRefusal;
    if (can(request.principal, required)) {
      if (request.principal && !request.principal.emailVerified && request.routeOptions.config?.verifiedEmail)
        return new AppError(
          403,
          ACCOUNT_ERROR_CODES.emailNotVerified,
          'Confirmá tu correo electrónico para ver reportes de crédito: abrí el enlace que te enviamos o pedí uno nuevo.',
        );
      return undefined;
    }
    if (!request.principal) return new AppError(401, ERROR_CODES.unauthorized, 'Iniciá sesión para continuar.');
    return new AppError(403, ERROR_CODES.forbidden, 'No tenés permiso para esta acción.');
  };
  const expired = () => new AppError(401, ERROR_CODES.unauthorized, 'Su sesión ha expirado. Volvé a iniciar sesión.');

  const { revocations } = options;
  /** Fails when the token's session was ended; reloads the revocation list first when it is too old. */
  const checkSession = async (claims: JWTPayload) => {
    if (!revocations) return;
    if (!revocations.usable()) await revocations.refresh();
    if (revocations.revoked(claims)) throw new Error('session ended');
  };

  const lastOnSocket = new WeakMap<object, { token: string; claims: JWTPayload }>();
  // Callback style with a synchronous path for a token and a user already in the caches (nearly every
  // request): no promise per request on the hot path (the report's throughput bar, docs/architecture.md §7).
  app.addHook('onRequest', (request, reply, done) => {
    const permission = request.routeOptions.config?.permission;
    // Unknown URLs (404 handler) carry no route config: they need nothing.
    const required: Requirement = permission ?? 'none';
    const token = bearer(request);
    if (token === undefined) return done(refuse(request, required));
    if (isApiKey(token)) {
      keys.authenticate(request, reply, token).then(
        (refusal) => done(refusal ?? refuse(request, required)),
        (error: unknown) => done(error as Error),
      );
      return;
    }
    // A keep-alive connection sends the same token again and again: compared with the last one seen on
    // this socket instead of hashing a ~1 KB string into the map on every request.
    const socket = request.raw.socket;
    const last = socket ? lastOnSocket.get(socket) : undefined;
    const now = Date.now();
    const claims = last && last.token === token ? unexpired(last.claims, now) : verified.get(token);
    if (claims) {
      const sub = String(claims.sub);
      const cached = users.get(sub);
      if (cached && (!revocations || revocations.usable())) {
        if (revocations?.revoked(claims)) return done(required === 'none' ? refuse(request, required) : expired());
        if (socket && last?.token !== token) lastOnSocket.set(socket, { token, claims });
        request.principal = principalOf(claims, sub, cached);
        return done(refuse(request, required));
      }
    }
    verify(token)
      .then(async (fresh) => {
        await checkSession(fresh);
        const sub = String(fresh.sub);
        request.principal = principalOf(fresh, sub, await userOf(sub));
      })
      .then(
        () => done(refuse(request, required)),
        () => done(required === 'none' ? refuse(request, required) : expired()),
      );
  });
}
