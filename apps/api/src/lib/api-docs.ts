import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of every route (the authorization and fuzz tests read the route table from it),
 * and its UI at /api/docs only when `serveDocs` (on in development and tests, off in production unless
 * API_DOCS=1, ADR 0100).
 */
export async function installApiDocs(app: FastifyInstance, serveDocs: boolean) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tirr API', version: '1.0.0', description: 'Credit risk and capital-market tools for Argentina.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (!serveDocs) return;
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: 'none' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
