import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';
import { balanceBody, balanceIdParams, balanceProfileParam, profileScore, scoredBalance } from '@tirr/contracts';
import type { BalanceCaller, BalancesService } from './balances.service';
import { callerOf } from '../../lib/caller';

export interface BalancesRoutesOptions {
  service: BalancesService;
  /** The user id of a subject, creating the user row on first use. */
  userIdOf: (sub: string) => Promise<string>;
}

export const balancesRoutes: FastifyPluginAsyncZod<BalancesRoutesOptions> = async (app, { service, userIdOf }) => {
  const premium = { permission: 'premium' as const, scope: 'portfolio:write' as const };
  const reading = { permission: 'premium' as const, scope: 'portfolio:read' as const };
  // Profiles are about people: their answers are never kept by a browser or a proxy.
  noStore(app);
  const caller = (request: FastifyRequest): Promise<BalanceCaller> => callerOf(request, userIdOf);

  app.post(
    '/profiles/:id/balance',
    {
      config: premium,
      schema: {
        tags: ['balances'],
        summary: 'Uploads a balance sheet of a profile (amounts as numbers or expressions)',
        params: balanceProfileParam,
        body: balanceBody,
        response: { 201: scoredBalance },
      },
    },
    async (request, reply) => {
      const created = await service.create(await caller(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/profiles/:id/balance/:balanceId',
    {
      config: premium,
      schema: {
        tags: ['balances'],
        summary: 'Replaces a balance sheet of a profile',
        params: balanceIdParams,
        body: balanceBody,
        response: { 200: scoredBalance },
      },
    },
    async (request) => service.update(await caller(request), request.params.id, request.params.balanceId, request.body),
  );

  app.get(
    '/profiles/:id/score',
    {
      config: reading,
      schema: {
        tags: ['balances'],
        summary: "The balance score of each of the profile's balances, the trend and the credit score",
        params: balanceProfileParam,
        response: { 200: profileScore },
      },
    },
    async (request) => service.score(await caller(request), request.params.id),
  );
};
