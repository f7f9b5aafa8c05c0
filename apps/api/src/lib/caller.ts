/**
 * Who calls a route, as the services take it: the user's row id (created on first use), their permissions,
 * whether they are an administrator, and the API key the request came with (docs/api/keys.md) — reads made
 * for it are audited under that key. One builder for every area, so no area forgets the key.
 */
import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@tirr/domain';

export interface RouteCaller {
  userId: string;
  permissions: readonly Permission[];
  admin: boolean;
  apiKeyId: string | null;
}

export type UserIdOf = (sub: string) => Promise<string>;

/** The caller of a signed-in request (the route's permission guarantees a principal). */
export async function callerOf(request: FastifyRequest, userIdOf: UserIdOf): Promise<RouteCaller> {
  const principal = request.principal!;
  return {
    userId: principal.userId ?? (await userIdOf(principal.sub)),
    permissions: principal.permissions,
    admin: can(principal.permissions, 'admin'),
    apiKeyId: principal.apiKey?.id ?? null,
  };
}
