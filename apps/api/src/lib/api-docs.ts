import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiDescription, type DescriptionSettings } from './api-docs-description';
import { ERROR_RESPONSES, ERROR_SCHEMAS, errorResponsesOf } from './api-docs-errors';
import { exampleOf, type JsonSchema } from './api-docs-example';
import { FILE_RESPONSES, NO_CONTENT, OPERATION_EXAMPLES } from './api-docs-examples';

export interface ApiDocsSettings extends DescriptionSettings {
  /** Serve the document and its UI at /api/docs (API_DOCS). */
  apiDocs: boolean;
}

/**
 * The OpenAPI document of every route (the authorization and fuzz tests read the route table from it; the
 * generated client @tirr/api-client is built from it), and its UI at /api/docs when `apiDocs` (on unless
 * API_DOCS=0, ADR 0100 as amended). Besides the zod schemas the document says how to authenticate (a session token
 * or an API key, and each operation's scope), every error response in the one envelope, and an example of every
 * body and answer (docs/api/README.md).
 */
export async function installApiDocs(app: FastifyInstance, settings: ApiDocsSettings) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tirr API', version: '1.0.0', description: apiDescription(settings) },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tirr_…',
            description:
              'An API key (`tirr_…`) created in Integraciones → Claves de API: acts as its owner, limited to its scopes (`x-tirr-scope` of each operation).',
          },
          session: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of a signed-in session (the web app).',
          },
        },
      },
      security: [{ session: [] }, { apiKey: [] }],
    },
    transform: documentRoute,
    transformObject: completeDocument,
  });
  if (!settings.apiDocs) return;
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: 'none' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}

/** Who may call a route, in the words of the operation's description. */
const PLANS: Record<string, string> = {
  signedIn: 'any signed-in user',
  free: 'every plan',
  premium: 'premium',
  admin: 'administrators',
  sysadmin: 'system administrators',
};

/**
 * A route's operation: only the API (the provider's sign-in pages are not part of it), its zod schemas as JSON
 * schemas, and who may call it from the route's config — the security it accepts, `x-tirr-permission` and
 * `x-tirr-scope` (the API-key scope; none: the session only).
 */
const documentRoute: SwaggerTransform = (document) => {
  const { route, url } = document;
  if (!url.startsWith('/api/v1/')) return { schema: { hide: true } as FastifySchema, url };
  const transformed = (jsonSchemaTransform as unknown as SwaggerTransform)(document);
  const permission = route.config?.permission ?? 'none';
  const scope = route.config?.scope;
  const schema = (transformed.schema ?? {}) as FastifySchema & { description?: string };
  const who = [
    permission !== 'none' ? `**Plan:** ${PLANS[permission] ?? permission}` : '**Public**: no token needed',
    route.config?.verifiedEmail ? 'a confirmed email' : undefined,
    permission === 'none' ? undefined : scope ? `**API key scope:** \`${scope}\`` : '**Session only** (no API key)',
  ].filter(Boolean);
  return {
    url: transformed.url,
    schema: {
      ...schema,
      description: [schema.description, who.join(' · ')].filter(Boolean).join('\n\n'),
      security: permission === 'none' ? [] : scope ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }],
      'x-tirr-permission': permission,
      ...(scope ? { 'x-tirr-scope': scope } : {}),
    } as FastifySchema,
  };
};

interface MediaObject {
  schema?: JsonSchema;
  example?: unknown;
}
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaObject>;
  $ref?: string;
}
interface Operation {
  parameters?: Array<{ in: string }>;
  requestBody?: { content?: Record<string, MediaObject> };
  responses: Record<string, ResponseObject>;
  'x-tirr-permission'?: string;
  'x-tirr-scope'?: string;
}
interface OpenApiDocument {
  components: { schemas?: Record<string, JsonSchema>; responses?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
const JSON_MEDIA = 'application/json';

/** The whole document: the error components, then each operation's files, examples and error responses. */
const completeDocument: SwaggerTransformObject = (documentObject) => {
  const document = (documentObject as { openapiObject: OpenApiDocument }).openapiObject;
  document.components.schemas = { ...document.components.schemas, ...ERROR_SCHEMAS };
  document.components.responses = { ...document.components.responses, ...ERROR_RESPONSES };
  const resolve = (ref: string) => document.components.schemas?.[ref.replace('#/components/schemas/', '')];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.has(method)) completeOperation(`${method.toUpperCase()} ${path}`, operation, resolve);
    }
  }
  return document as never;
};

function completeOperation(key: string, operation: Operation, resolve: (ref: string) => JsonSchema | undefined) {
  const { responses } = operation;
  const success = Object.keys(responses).find((status) => status.startsWith('2'));
  const files = FILE_RESPONSES[key];
  if (NO_CONTENT.has(key) && success && !responses[success]!.content) {
    delete responses[success];
    responses['204'] = { description: 'Done: no content.' };
  } else if (files && success && !responses[success]!.content) {
    responses[success] = {
      description: 'The file, as a download (Content-Disposition: attachment).',
      content: Object.fromEntries(
        Object.entries(files).map(([media, { example }]) => [
          media,
          example === undefined
            ? { schema: { type: 'string', format: 'binary' } }
            : { schema: { type: 'string' }, example },
        ]),
      ),
    };
  }
  const examples = OPERATION_EXAMPLES[key];
  const body = operation.requestBody?.content?.[JSON_MEDIA];
  if (body?.schema && body.example === undefined) body.example = examples?.body ?? exampleOf(body.schema, resolve);
  const answer = success ? responses[success]?.content?.[JSON_MEDIA] : undefined;
  if (answer?.schema && answer.example === undefined) {
    answer.example = examples?.response ?? exampleOf(answer.schema, resolve);
  }
  const parameters = operation.parameters ?? [];
  const errors = errorResponsesOf({
    key,
    permission: operation['x-tirr-permission'] ?? 'none',
    scope: operation['x-tirr-scope'],
    hasInput: parameters.length > 0 || operation.requestBody !== undefined,
    hasPathParams: parameters.some((parameter) => parameter.in === 'path'),
  });
  for (const [status, response] of Object.entries(errors)) responses[status] ??= response;
}
