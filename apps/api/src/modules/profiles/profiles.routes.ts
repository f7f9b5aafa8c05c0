import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';
import { z } from 'zod';
import {
  createProfileBody,
  profileDetail,
  profileIdParam,
  profileList,
  profileMutation,
  updateProfileBody,
} from '@tirr/contracts';
import { can } from '@tirr/domain';
import type { ProfileCaller, ProfilesService } from './profiles.service';

export interface ProfilesRoutesOptions {
  service: ProfilesService;
  userIdOf: (sub: string) => Promise<string>;
}

const tags = ['profiles'];

/** 'Mis Perfiles' (docs/product.md §7): every route is premium; profiles are the caller's own (others' ids → 404). */
export const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (app, { service, userIdOf }) => {
  // Profiles are about people: their answers are never kept by a browser or a proxy.
  noStore(app);
  const caller = async (request: FastifyRequest): Promise<ProfileCaller> => {
    const principal = request.principal!;
    return {
      userId: principal.userId ?? (await userIdOf(principal.sub)),
      admin: can(principal.permissions, 'admin'),
    };
  };

  app.get(
    '/profiles',
    {
      config: { permission: 'premium' },
      schema: { tags, summary: 'The portfolio (Mis Perfiles)', response: { 200: profileList } },
    },
    async (request) => ({ items: await service.list(await caller(request)) }),
  );

  app.get(
    '/profiles/:id',
    {
      config: { permission: 'premium' },
      schema: {
        tags,
        summary: 'A profile with its balances and ultimoBalance',
        params: profileIdParam,
        response: { 200: profileDetail },
      },
    },
    async (request) => service.get(await caller(request), request.params.id),
  );

  app.post(
    '/profiles',
    {
      // Adding a profile reads its credit report: a confirmed email too (ADR 0106).
      config: { permission: 'premium', verifiedEmail: true },
      schema: {
        tags,
        summary: 'Adds a CUIT/CUIL to the portfolio, enriched from its credit report',
        body: createProfileBody,
        response: { 201: profileMutation },
      },
    },
    async (request, reply) => {
      const result = await service.create(await caller(request), request.body.taxNumber);
      return reply.code(201).send(result);
    },
  );

  app.patch(
    '/profiles/:id',
    {
      config: { permission: 'premium' },
      schema: {
        tags,
        summary: "Updates a profile's date, income, group and behaviour",
        params: profileIdParam,
        body: updateProfileBody,
        response: { 200: profileMutation },
      },
    },
    async (request) => service.update(await caller(request), request.params.id, request.body),
  );

  app.delete(
    '/profiles/:id',
    {
      config: { permission: 'premium' },
      schema: {
        tags,
        summary: 'Removes a profile from the portfolio',
        params: profileIdParam,
        response: { 200: z.object({ taxNumber: z.string(), message: z.string() }) },
      },
    },
    async (request) => service.remove(await caller(request), request.params.id),
  );
};
