/**
 * Webhooks (docs/api/webhooks.md): the routes, and the queue whose jobs attempt deliveries ('webhook-deliver', any
 * instance). Events come in through lib/webhook-events.ts (plugins/credit.ts wires the areas that announce them);
 * the pause notice goes through the mail outbox (ADR 0105). A sweep every 5 minutes makes up for work an instance
 * that died would have lost: the announcement of a job it had just finished, the next attempt of a delivery it had
 * just recorded. Old deliveries are deleted daily.
 */
import type { FastifyPluginAsync } from 'fastify';
import { WEBHOOK_DELIVER_QUEUE, webhookEvents, type WebhookDeliverJob } from '../lib/webhook-events';
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
/** The job that announces finished jobs again and queues overdue deliveries again (every 5 minutes). */
const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';
/** How far back the sweep looks for finished jobs: a delivery's own retry window. */
const SWEEP_WINDOW_MS = 24 * 3600_000;

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
  const events = webhookEvents({
    db: context.database.db,
    send: (job) => jobs.send(WEBHOOK_DELIVER_QUEUE, job),
    now: clock,
  });
  await jobs.define({ name: WEBHOOK_SWEEP_QUEUE, policy: 'singleton', retryLimit: 0 }, async () => {
    const announced = await events.announceFinished(new Date(clock().getTime() - SWEEP_WINDOW_MS));
    const requeued = await service.requeueOverdue();
    if (announced + requeued > 0) api.log.warn({ announced, requeued }, 'webhook sweep made up for lost work');
  });
  if (context.schedules)
    api.addHook('onReady', async () => {
      await jobs.schedule(WEBHOOK_PURGE_QUEUE, '40 3 * * *');
      await jobs.send(WEBHOOK_PURGE_QUEUE, {});
      await jobs.schedule(WEBHOOK_SWEEP_QUEUE, '*/5 * * * *');
      await jobs.send(WEBHOOK_SWEEP_QUEUE, {});
    });
  await api.register(webhooksRoutes, { service, userIdOf, allowHttp: config.webhooks.allowHttp });
};
