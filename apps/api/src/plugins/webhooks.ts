/**
 * Webhooks (docs/api/webhooks.md): the routes, and the queue whose jobs attempt deliveries ('webhook-deliver', any
 * instance). Events come in through lib/webhook-events.ts (plugins/credit.ts wires the areas that announce them);
 * the pause notice goes through the mail outbox (ADR 0105).
 */
import type { FastifyPluginAsync } from 'fastify';
import { WEBHOOK_DELIVER_QUEUE, type WebhookDeliverJob } from '../lib/webhook-events';
import { outboxMail } from '../modules/mail/layout';
import type { Mailer } from '../modules/mail/mailer';
import type { WebhookMail } from '../modules/webhooks/webhooks.mail';
import { webhooksRepository } from '../modules/webhooks/webhooks.repository';
import { webhooksRoutes } from '../modules/webhooks/webhooks.routes';
import { webhooksService } from '../modules/webhooks/webhooks.service';
import { webhookPost } from '../modules/webhooks/webhooks.transport';
import type { AppContext } from './app-dependencies';

/** The daily job that deletes old deliveries. */
const WEBHOOK_PURGE_QUEUE = 'webhook-purge';

export interface WebhooksPluginOptions {
  context: AppContext;
  userIdOf: (sub: string) => Promise<string>;
  mailer: Pick<Mailer, 'send'>;
}

/** A webhooks mail as the outbox keeps it: rendered by the mails' layout, HTML and plain text. */
export const outboxMailOf = (mail: WebhookMail) => outboxMail(mail);

export const webhooksPlugin: FastifyPluginAsync<WebhooksPluginOptions> = async (api, { context, userIdOf, mailer }) => {
  const { config, clock } = context;
  const { jobs } = api;
  const service = webhooksService({
    repository: webhooksRepository(context.database.db),
    keys: config.secrets,
    post: webhookPost({ allowPrivate: config.webhooks.allowHttp }),
    enqueue: (job, delaySeconds) =>
      jobs.send(WEBHOOK_DELIVER_QUEUE, job, delaySeconds ? { startAfterSeconds: delaySeconds } : {}),
    mail: (mail) => mailer.send(outboxMailOf(mail)),
    now: clock,
    allowHttp: config.webhooks.allowHttp,
    publicUrl: config.publicUrl,
    onError: (error) => api.log.error({ err: error }, 'webhook delivery'),
  });
  // The service retries a failed delivery itself (its backoff, its 24 h); the queue's retries only cover a job
  // whose instance died or that threw.
  await jobs.define<WebhookDeliverJob>(
    { name: WEBHOOK_DELIVER_QUEUE, retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 120, concurrency: 4 },
    async ({ deliveryId, manual }, { signal }) => void (await service.attempt(deliveryId, { manual, signal })),
  );
  // Deliveries that are over are deleted after 30 days: daily, and at start-up (one instance at a time).
  await jobs.define({ name: WEBHOOK_PURGE_QUEUE, policy: 'singleton', retryLimit: 1 }, async () => {
    const purged = await service.purgeOld();
    if (purged > 0) api.log.info({ purged }, 'old webhook deliveries deleted');
  });
  if (context.schedules)
    api.addHook('onReady', async () => {
      await jobs.schedule(WEBHOOK_PURGE_QUEUE, '40 3 * * *');
      await jobs.send(WEBHOOK_PURGE_QUEUE, {});
    });
  await api.register(webhooksRoutes, { service, userIdOf, allowHttp: config.webhooks.allowHttp });
};
