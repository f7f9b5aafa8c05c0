import { http, HttpResponse } from 'msw';
import type { CreateWebhookBody, WebhookDelivery, WebhookInfo } from '@tirr/contracts';
import { server } from '../../../test/server';

/** The page's tests: its address and the webhooks API it talks to (MSW), recording what it is sent. */
export const WEBHOOKS_PATH = '/integrations/webhooks';

export const SECRET = 'whsec_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

export function webhookFixture(over: Partial<WebhookInfo> = {}): WebhookInfo {
  return {
    id: '3c2b1a09-8f7e-4d6c-9b5a-493827160f5e',
    url: 'https://erp.example.com/tirr',
    events: ['monitoring.changed'],
    keyId: 'k1',
    status: 'active',
    failingSince: null,
    pausedAt: null,
    createdAt: '2026-11-20T13:30:00.000Z',
    ...over,
  };
}

export function deliveryFixture(over: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    eventId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    eventType: 'decision.changed',
    status: 'failed',
    attempts: 3,
    responseCode: 503,
    durationMs: 1250,
    lastError: 'La dirección respondió 503.',
    createdAt: '2026-11-25T18:00:00.000Z',
    lastAttemptAt: '2026-11-25T18:05:00.000Z',
    nextAttemptAt: null,
    ...over,
  };
}

/** Every route of the page over `webhooks` and `deliveries` (of any endpoint); `create` replaces POST's answer. */
export function webhooksApi({
  webhooks = [] as WebhookInfo[],
  deliveries = [] as WebhookDelivery[],
  create,
}: { webhooks?: WebhookInfo[]; deliveries?: WebhookDelivery[]; create?: () => Response } = {}) {
  const sent = {
    creates: [] as CreateWebhookBody[],
    deletes: [] as string[],
    resumes: [] as string[],
    resends: [] as string[],
    deliveryReads: 0,
  };
  let listed = [...webhooks];
  server.use(
    http.get('*/api/v1/webhooks', () => HttpResponse.json({ items: listed })),
    http.post('*/api/v1/webhooks', async ({ request }) => {
      const body = (await request.json()) as CreateWebhookBody;
      sent.creates.push(body);
      if (create) return create();
      const webhook = webhookFixture({
        id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
        url: body.url,
        events: body.events,
        keyId: 'k7',
        createdAt: '2026-11-26T15:00:00.000Z',
      });
      listed = [webhook, ...listed];
      return HttpResponse.json({ webhook, secret: SECRET }, { status: 201 });
    }),
    http.delete('*/api/v1/webhooks/:id', ({ params }) => {
      sent.deletes.push(String(params.id));
      listed = listed.filter((w) => w.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/v1/webhooks/:id/resume', ({ params }) => {
      sent.resumes.push(String(params.id));
      listed = listed.map((w) => (w.id === params.id ? { ...w, status: 'active' as const, pausedAt: null } : w));
      return HttpResponse.json(listed.find((w) => w.id === params.id));
    }),
    http.get('*/api/v1/webhooks/:id/deliveries', () => {
      sent.deliveryReads += 1;
      return HttpResponse.json({ items: deliveries });
    }),
    http.post('*/api/v1/webhooks/:id/deliveries/:deliveryId/resend', ({ params }) => {
      sent.resends.push(`${String(params.id)}/${String(params.deliveryId)}`);
      return HttpResponse.json(deliveryFixture({ id: String(params.deliveryId), status: 'pending' }), { status: 202 });
    }),
  );
  return sent;
}
