import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutBody,
  checkoutResponse,
  offlineCheckout,
  offlineDecisionBody,
  offlineDecisionResponse,
  offlinePreapprovalParam,
  webhookBody,
  webhookQuery,
  webhookResponse,
} from '@tirr/contracts';
import type { PaymentsService } from './payments.service';

export interface PaymentsRoutesOptions {
  service: PaymentsService;
  userIdOf: (sub: string) => Promise<string>;
  /** The offline checkout's routes exist only while payments are offline (MERCADOPAGO_MODE=offline; ADR 0100). */
  offlineCheckout: boolean;
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The premium subscription: checkout, Mercado Pago's webhook and the offline checkout page's API. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { service, userIdOf, offlineCheckout: offlineMode },
) => {
  const tags = ['payments'];
  const userId = async (request: FastifyRequest) => {
    const principal = request.principal!;
    return principal.userId ?? (await userIdOf(principal.sub));
  };

  app.post(
    '/subscriptions/checkout',
    {
      config: { permission: 'signedIn', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Starts the premium subscription: answers the provider's checkout URL",
        body: checkoutBody.nullish(),
        response: { 200: checkoutResponse },
      },
    },
    async (request) => service.checkout(await userId(request), request.body?.returnTo),
  );

  app.post(
    '/payments/mercadopago/webhook',
    {
      config: { permission: 'none', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Mercado Pago notifications (x-signature verified; the resource is re-read)',
        querystring: webhookQuery,
        body: webhookBody.optional(),
        response: { 200: webhookResponse },
      },
    },
    async (request) => {
      const bodyId = request.body?.data?.id;
      return service.webhook({
        type: request.query.type ?? request.body?.type,
        dataId: request.query['data.id'] ?? (bodyId === undefined ? undefined : String(bodyId)),
        signature: header(request, 'x-signature'),
        requestId: header(request, 'x-request-id'),
      });
    },
  );

  if (!offlineMode) return;

  app.get(
    '/payments/offline/checkout/:id',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'The offline checkout page: what is being paid',
        params: offlinePreapprovalParam,
        response: { 200: offlineCheckout },
      },
    },
    async (request) => service.offlineCheckout(await userId(request), request.params.id),
  );

  app.post(
    '/payments/offline/checkout/:id/decision',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'The offline checkout approves or rejects; answers the signed notifications to deliver',
        params: offlinePreapprovalParam,
        body: offlineDecisionBody,
        response: { 200: offlineDecisionResponse },
      },
    },
    async (request) => service.offlineDecide(await userId(request), request.params.id, request.body.decision),
  );
};
