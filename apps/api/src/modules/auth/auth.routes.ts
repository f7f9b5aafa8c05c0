import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authConfig, type AuthConfig } from '@tirr/contracts';

/** GET /auth — public configuration of the identity provider (docs/product.md §7). */
export const authRoutes: FastifyPluginAsyncZod<{ config: AuthConfig }> = async (app, { config }) => {
  app.get(
    '/auth',
    {
      config: { permission: 'none' },
      schema: { tags: ['auth'], summary: 'Identity provider settings for the web app', response: { 200: authConfig } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return config;
    },
  );
};
