/**
 * Who calls a route, as the services take it: whose data it works in (`userId`: the user's own account, or their
 * organisation owner's — docs/domain/organisations.md), who acts (`actorId`: consults, quota and budget are theirs,
 * audited under their own name), their permissions, whether they are an administrator, and the API key the request
 * came with (docs/api/keys.md; reads made for it are audited under that key). One builder for every area, so no area
 * forgets the organisation or the key.
 */
import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@tirr/domain';

export interface RouteCaller {
  /** The account whose data the request works in (the workspace). */
  userId: string;
  /** The user acting: their quota, budget and audit. */
  actorId: string;
  permissions: readonly Permission[];
  admin: boolean;
  apiKeyId: string | null;
}

export type UserIdOf = (sub: string) => Promise<string>;

/** The caller of a signed-in request working in their workspace (the route's permission guarantees a principal). */
export async function callerOf(request: FastifyRequest, userIdOf: UserIdOf): Promise<RouteCaller> {
  const principal = request.principal!;
  const actorId = principal.userId ?? (await userIdOf(principal.sub));
  return {
    userId: principal.workspaceId ?? actorId,
    actorId,
    permissions: principal.permissions,
    admin: can(principal.permissions, 'admin'),
    apiKeyId: principal.apiKey?.id ?? null,
  };
}

/** The caller of a request about the user's own things (their reports, recents, quota): workspace and actor are them. */
export async function actorOf(request: FastifyRequest, userIdOf: UserIdOf): Promise<RouteCaller> {
  const caller = await callerOf(request, userIdOf);
  return { ...caller, userId: caller.actorId };
}

/** Who a read is for, as the consult audit and the quota take it: the actor when there is one. */
export const acting = <T extends { userId: string; actorId?: string | null | undefined }>(caller: T): T =>
  caller.actorId && caller.actorId !== caller.userId ? { ...caller, userId: caller.actorId } : caller;
