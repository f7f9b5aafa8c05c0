import type { MailRepository, NewMail, OutboxRow } from './mail.repository';

/** What actually sends a mail (nodemailer over SMTP in production; tests use a real local SMTP server). */
export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
}

/**
 * nodemailer's SMTP transport for `SMTP_URL` (smtp:// or smtps://, credentials in the URL), loaded with
 * the first mail so that start-up does not pay for it.
 */
export function smtpTransport(url: string): MailTransport {
  let transporter: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
  return {
    async send(message) {
      transporter ??= import('nodemailer').then(
        ({ createTransport }) =>
          createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
        (error: unknown) => {
          transporter = undefined;
          throw error;
        },
      );
      await (await transporter).sendMail(message);
    },
  };
}

/** Waits after the 1st, 2nd, 3rd failed attempt; after the last one the mail is marked failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;
const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed mail is someone's for this long (a crashed sender's claim expires and it is retried). */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Mails are kept this long in the outbox, then purged. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 3600_000;

export interface MailerOptions {
  repository: MailRepository;
  /** Undefined: no SMTP_URL, mails stay in the outbox for the sysadmin. */
  transport: MailTransport | undefined;
  from: string;
  now: () => Date;
  onError: (error: unknown, context: string) => void;
}

/**
 * Records every mail in the outbox and, with a transport, delivers it in the background: a failed
 * attempt is retried later (RETRY_DELAYS_MS) and the user's request never waits for SMTP nor fails
 * because of it (ADR 0105).
 */
export function createMailer(options: MailerOptions) {
  const inFlight = new Set<Promise<void>>();

  const attempt = async (id: number) => {
    const now = options.now();
    const row = await options.repository.claim(id, now, CLAIM_LEASE_MS);
    if (!row) return;
    try {
      await options.transport!.send({
        from: options.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      await options.repository.markSent(row, options.now());
    } catch (error) {
      await giveUpOrRetry(row, error);
    }
  };

  const giveUpOrRetry = async (row: OutboxRow, error: unknown) => {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (row.attempts >= MAX_ATTEMPTS) {
      await options.repository.markFailed(row, message);
      options.onError(error, `mail ${row.id} not delivered after ${row.attempts} attempts`);
      return;
    }
    await options.repository.markRetry(
      row.id,
      message,
      new Date(options.now().getTime() + RETRY_DELAYS_MS[row.attempts - 1]!),
    );
  };

  const track = (work: Promise<void>) => {
    const guarded = work.catch((error: unknown) => options.onError(error, 'mail delivery'));
    inFlight.add(guarded);
    void guarded.finally(() => inFlight.delete(guarded));
  };

  return {
    /** Whether mails are sent (SMTP_URL) or only kept in the outbox. */
    delivers: options.transport !== undefined,

    /**
     * Records the mail and starts its delivery without waiting for it. Never throws: a mail that cannot
     * even be recorded is logged, and the caller's answer stays the same.
     */
    async send(mail: NewMail): Promise<void> {
      try {
        const row = await options.repository.insert(mail, options.transport ? 'pending' : 'outbox', options.now());
        if (options.transport) track(attempt(row.id));
      } catch (error) {
        options.onError(error, 'mail not recorded');
      }
    },

    /** When the last mail of a kind went to an address, if at or after `since`. */
    lastSentSince: (recipient: string, kind: string, since: Date) =>
      options.repository.sentSince(recipient, kind, since),

    /** Delivers the pending mails that are due (the retry timer calls it; tests call it with their clock). */
    async deliverDue(): Promise<void> {
      if (!options.transport) return;
      for (const id of await options.repository.due(options.now(), 50)) track(attempt(id));
      await this.settle();
    },

    /** Resolves when every delivery started so far has finished (tests; shutdown). */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    /** Drops mails past the retention period. */
    purgeOld: () => options.repository.purge(new Date(options.now().getTime() - OUTBOX_RETENTION_MS)),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
