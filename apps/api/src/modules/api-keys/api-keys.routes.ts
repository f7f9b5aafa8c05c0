import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyIdParam, apiKeyInfo, apiKeyList, createApiKeyBody, createdApiKey, ERROR_CODES } from '@tirr/contracts';
import { canManageOrganisation } from '@tirr/domain';
import { AppError } from '../../lib/errors';
import { noStore } from '../../lib/no-store';
import type { ApiKeysService } from './api-keys.service';

export interface ApiKeysRoutesOptions {
  service: ApiKeysService;
  userIdOf: (sub: string) => Promise<string>;
}

const tags = ['api-keys'];
/** Keys are managed from the browser session only: no scope, so no key can create or revoke keys. */
const premium = { permission: 'premium' as const };

/** 'Claves de API' (premium; docs/api/keys.md): each account manages its own keys. */
export const apiKeysRoutes: FastifyPluginAsyncZod<ApiKeysRoutesOptions> = async (app, { service, userIdOf }) => {
  // A new key is in the answer: never kept by a browser or a proxy.
  noStore(app);
  const userId = async (request: FastifyRequest) =>
    request.principal!.userId ?? (await userIdOf(request.principal!.sub));

  app.post(
    '/api-keys',
    {
      config: premium,
      schema: {
        tags,
        summary: 'Creates an API key: the whole key is in this answer only (409 CONFLICT past 20 active keys)',
        body: createApiKeyBody,
        response: { 201: createdApiKey },
      },
    },
    async (request, reply) => {
      // In an organisation, keys reach its data: only its owner creates them (docs/domain/organisations.md §4).
      const organisation = request.principal!.organisation;
      if (organisation && !canManageOrganisation(organisation.role))
        throw new AppError(
          403,
          ERROR_CODES.forbidden,
          'En una organización, solo quien la creó puede crear claves de API.',
        );
      return reply.code(201).send(await service.create(await userId(request), request.body));
    },
  );

  app.get(
    '/api-keys',
    {
      config: premium,
      schema: {
        tags,
        summary: "The caller's API keys, newest first (never their secret)",
        response: { 200: apiKeyList },
      },
    },
    async (request) => service.list(await userId(request)),
  );

  app.delete(
    '/api-keys/:id',
    {
      config: premium,
      schema: {
        tags,
        summary: 'Revokes an API key at once on every instance (it stays listed as revoked)',
        params: apiKeyIdParam,
        response: { 200: apiKeyInfo },
      },
    },
    async (request) => service.revoke(await userId(request), request.params.id),
  );
};
