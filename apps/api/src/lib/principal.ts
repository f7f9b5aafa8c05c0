/**
 * Who a request acts as (docs/architecture.md §4): the user, their permissions, the API key it came with
 * (docs/api/keys.md) and their organisation (docs/domain/organisations.md) — whose data they work in (`workspaceId`,
 * the owner's account) and what their role lets them do there (`scopes`). One place builds it for session tokens and
 * API keys alike, and one place refuses a route outside the key's or the role's scopes.
 */
import type { JWTPayload } from 'jose';
import type { FastifyRequest } from 'fastify';
import { API_KEY_ERROR_CODES, ERROR_CODES, ROLE_SCOPES, type ApiScope, type OrganisationRole } from '@tirr/contracts';
import { memberRole, permissionsOf, type Permission, type Role } from '@tirr/domain';
import { AppError } from './errors';

/** What a request made with a key carries besides its owner's identity. */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  prefix: string;
  scopes: readonly ApiScope[];
  requestsPerMinute: number;
}

/** The organisation a user belongs to, as stored. */
export interface Membership {
  id: string;
  name: string;
  role: OrganisationRole;
  /** The owner's account: the organisation's data lives there. */
  ownerId: string;
  /** The owner's effective role of now: the organisation's plan. */
  ownerRole: Role;
}

/** A user row as the auth hook keeps it. */
export interface StoredUser {
  id: string;
  role: Role;
  emailVerified: boolean;
  organisation?: Membership | null;
}

export interface Principal {
  sub: string;
  /** Row id in `users`; null until the first POST /users/me. */
  userId: string | null;
  /** The role acted with: the user's own, raised to premium inside a premium owner's organisation. */
  role: Role;
  permissions: Permission[];
  /** The user row's confirmed email (ADR 0106); false until the user row exists. */
  emailVerified: boolean;
  claims: JWTPayload;
  /** The API key the request came with (docs/api/keys.md); null for a session token. */
  apiKey: ApiKeyPrincipal | null;
  /** Whose data the request works in: the organisation owner's account, or the user's own. */
  workspaceId: string | null;
  /** The user's organisation and what their role there lets them do; null outside one. */
  organisation: { id: string; name: string; role: OrganisationRole; scopes: readonly ApiScope[] } | null;
}

export function principalOf(
  claims: JWTPayload,
  sub: string,
  user: StoredUser | undefined,
  apiKey: ApiKeyPrincipal | null = null,
): Principal {
  const membership = user?.organisation ?? null;
  const own: Role = user?.role ?? 'free';
  const role = membership ? memberRole(own, membership.ownerRole) : own;
  return {
    sub,
    userId: user?.id ?? null,
    role,
    permissions: permissionsOf(role),
    emailVerified: user?.emailVerified ?? false,
    claims,
    apiKey,
    workspaceId: membership?.ownerId ?? user?.id ?? null,
    organisation: membership
      ? { id: membership.id, name: membership.name, role: membership.role, scopes: ROLE_SCOPES[membership.role] }
      : null,
  };
}

/**
 * A route the request may not call for its scope: a key on a route that declares none (session only) or whose scope
 * it lacks; a member whose role's scopes lack the route's (a viewer writing). Public routes ('none') refuse nothing.
 */
export function refuseScope(request: FastifyRequest): AppError | undefined {
  const principal = request.principal;
  if (!principal) return undefined;
  const config = request.routeOptions.config;
  if ((config?.permission ?? 'none') === 'none') return undefined;
  const scope = config?.scope;
  const key = principal.apiKey;
  if (key) {
    if (!scope)
      return new AppError(
        403,
        API_KEY_ERROR_CODES.notAllowed,
        'Esta acción no está disponible con una clave de API: usala desde tu cuenta en Tirr.',
      );
    if (!key.scopes.includes(scope))
      return new AppError(403, API_KEY_ERROR_CODES.scope, `La clave de API no tiene el permiso «${scope}».`, {
        scope,
      });
  }
  const organisation = principal.organisation;
  if (scope && organisation && !organisation.scopes.includes(scope))
    return new AppError(403, ERROR_CODES.forbidden, 'Tu rol en la organización no permite esta acción.', {
      scope,
      role: organisation.role,
    });
  return undefined;
}
