import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailRepository } from './mail.repository';
import { createMailer, smtpTransport } from './mailer';

/**
 * The app's mailer (ADR 0105): every mail goes through the outbox; with SMTP_URL it is also delivered,
 * failed deliveries are retried every `retryEveryMs`, old mails are purged at start and deliveries in
 * flight settle on close.
 */
export function setUpMail(
  app: FastifyInstance,
  options: { config: Config; db: Db; clock: () => Date; retryEveryMs?: number | undefined },
) {
  const repository = mailRepository(options.db);
  const mailer = createMailer({
    repository,
    transport: options.config.mail.smtpUrl ? smtpTransport(options.config.mail.smtpUrl) : undefined,
    from: options.config.mail.from,
    now: options.clock,
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  if (mailer.delivers && options.retryEveryMs) {
    const timer = setInterval(() => void mailer.deliverDue(), options.retryEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onReady', async () => {
    await mailer.purgeOld().catch((error: unknown) => app.log.error({ err: error }, 'outbox purge failed'));
  });
  app.addHook('onClose', async () => mailer.settle());
  return { repository, mailer };
}
