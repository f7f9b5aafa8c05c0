import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { me, updateUserInfoBody, upsertMeBody, userInfo } from '@tirr/contracts';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import { bearer } from '../../lib/auth';
import type { usersService } from './users.service';

export interface UsersRoutesOptions {
  service: ReturnType<typeof usersService>;
  tokenCookie: string;
  /** Ends the session of the token's claims: refresh tokens revoked, access tokens refused (ADR 0110). */
  endSession(claims: JWTPayload): Promise<void>;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { service, tokenCookie, endSession },
) => {
  app.post(
    '/users/me',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['users'],
        summary:
          "Creates or refreshes the signed-in user and returns it (profile from the provider; the body's claims are checked and ignored)",
        body: upsertMeBody.optional(),
        response: { 200: me },
      },
    },
    async (request) => {
      const { sub, claims, role, organisation } = request.principal!;
      return service.upsertMe({ sub, claims, accessToken: bearer(request) ?? '', acting: { role, organisation } });
    },
  );

  app.post(
    '/users/me/info',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: "Merges settings, shortcuts, routesVisited or reports into the user's info",
        body: updateUserInfoBody,
        response: { 200: userInfo },
      },
    },
    async (request) => service.updateInfo(request.principal!.sub, request.body),
  );

  app.get(
    '/users/me/logout',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['users'],
        summary:
          "Ends the session: its refresh token is revoked, its access tokens are refused, the token's cookie is cleared",
        response: { 200: z.object({ loggedOut: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await endSession(request.principal!.claims);
      reply.clearCookie(tokenCookie, { path: '/' });
      return { loggedOut: true as const };
    },
  );
};
