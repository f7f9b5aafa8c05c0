import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  createdWebhook,
  createWebhookBody,
  webhookDelivery,
  webhookDeliveryList,
  webhookDeliveryParams,
  webhookIdParam,
  webhookInfo,
  webhookList,
  type WebhookDelivery,
} from '@tirr/contracts';
import { canManageOrganisation } from '@tirr/domain';
import { AppError } from '../../lib/errors';
import { localize, requestLanguage } from '../../lib/language';
import { noStore } from '../../lib/no-store';
import { WEBHOOK_MESSAGES } from './webhooks.messages';
import type { WebhooksService } from './webhooks.service';

export interface WebhooksRoutesOptions {
  service: WebhooksService;
  userIdOf: (sub: string) => Promise<string>;
  /** WEBHOOKS_ALLOW_HTTP (development and tests): an endpoint may also be http://. */
  allowHttp: boolean;
}

const tags = ['webhooks'];
/** Webhooks are managed from the browser session only: no scope, so no API key can add or change one. */
const premium = { permission: 'premium' as const };

/** The body where http:// is allowed too (WEBHOOKS_ALLOW_HTTP): development and tests only. */
const developmentBody = createWebhookBody.extend({
  url: z
    .string({ error: 'Escribí la dirección del webhook.' })
    .trim()
    .max(2000, 'La dirección admite hasta 2000 caracteres.')
    .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.httpOrHttps })),
});

/**
 * Webhooks (premium; docs/api/webhooks.md): each account's endpoints, their deliveries, and resending one.
 * A user only ever sees and touches their own endpoints: another's is 404.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhooksRoutesOptions> = async (app, options) => {
  const { service, userIdOf } = options;
  // The signing secret is in an answer: never kept by a browser or a proxy.
  noStore(app);
  const userId = async (request: FastifyRequest) =>
    request.principal!.userId ?? (await userIdOf(request.principal!.sub));
  /** A delivery with its last error in the request's language. */
  const localized = (request: FastifyRequest) => (row: WebhookDelivery) => ({
    ...row,
    lastError: row.lastError && localize(row.lastError, requestLanguage(request)),
  });

  app.post(
    '/webhooks',
    {
      config: premium,
      schema: {
        tags,
        summary: `Adds a webhook endpoint: its signing secret is in this answer only (409 CONFLICT past the limit)`,
        body: options.allowHttp ? developmentBody : createWebhookBody,
        response: { 201: createdWebhook },
      },
    },
    async (request, reply) => {
      // In an organisation, the owner's webhooks receive its events: only the owner adds them
      // (docs/domain/organisations.md §4); a member's own account has none of the organisation's events.
      const organisation = request.principal!.organisation;
      if (organisation && !canManageOrganisation(organisation.role))
        throw new AppError(403, ERROR_CODES.forbidden, WEBHOOK_MESSAGES.ownerOnly);
      return reply.code(201).send(await service.create(await userId(request), request.body));
    },
  );

  app.get(
    '/webhooks',
    {
      config: premium,
      schema: { tags, summary: "The caller's webhook endpoints, newest first", response: { 200: webhookList } },
    },
    async (request) => service.list(await userId(request)),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: premium,
      schema: { tags, summary: 'Deletes a webhook endpoint with its deliveries', params: webhookIdParam },
    },
    async (request, reply) => {
      await service.remove(await userId(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhooks/:id/resume',
    {
      config: premium,
      schema: {
        tags,
        summary: 'Resumes a paused endpoint: the deliveries that waited are sent',
        params: webhookIdParam,
        response: { 200: webhookInfo },
      },
    },
    async (request) => service.resume(await userId(request), request.params.id),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: premium,
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first (the last 100)",
        params: webhookIdParam,
        response: { 200: webhookDeliveryList },
      },
    },
    async (request) => {
      const list = await service.deliveries(await userId(request), request.params.id);
      return { items: list.items.map(localized(request)) };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: premium,
      schema: {
        tags,
        summary: 'Sends a delivery again: the same event with the same id (even a succeeded one, even when paused)',
        params: webhookDeliveryParams,
        response: { 200: webhookDelivery },
      },
    },
    async (request) =>
      localized(request)(await service.resend(await userId(request), request.params.id, request.params.deliveryId)),
  );
};
