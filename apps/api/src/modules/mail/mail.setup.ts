import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailRepository } from './mail.repository';
import { createMailer, smtpTransport } from './mailer';

/**
 * The app's mailer (ADR 0105): every mail goes through the outbox; with SMTP_URL it is also delivered,
 * and with `schedule` the failed deliveries that are due are retried every minute by a job of the queue —
 * one instance each minute, not a timer in each (ADR 0133). Old mails are purged at start and deliveries
 * in flight settle on close.
 */
export function setUpMail(
  app: FastifyInstance,
  options: { config: Config; db: Db; clock: () => Date; schedule?: boolean },
) {
  const repository = mailRepository(options.db);
  const mailer = createMailer({
    repository,
    transport: options.config.mail.smtpUrl ? smtpTransport(options.config.mail.smtpUrl) : undefined,
    from: options.config.mail.from,
    now: options.clock,
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  if (mailer.delivers && options.schedule) {
    app.addHook('onReady', async () => {
      await app.jobs.define({ name: 'mail-retry', policy: 'singleton', retryLimit: 0, expireInSeconds: 600 }, () =>
        mailer.deliverDue(),
      );
      await app.jobs.schedule('mail-retry', '* * * * *');
    });
  }
  app.addHook('onReady', async () => {
    await mailer.purgeOld().catch((error: unknown) => app.log.error({ err: error }, 'outbox purge failed'));
  });
  app.addHook('onClose', async () => mailer.settle());
  return { repository, mailer };
}
