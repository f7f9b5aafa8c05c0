import { z } from 'zod';

/*
 * Accounts by email (ADR 0105, 0106): the outbox the sysadmin reads at /system/outbox and the
 * signed-in user's 'Reenviar email de confirmación'.
 */

export const ACCOUNT_ERROR_CODES = {
  /** 403: the route needs a confirmed email (credit reports, batch, portfolio additions). */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** 409: the email is already confirmed. */
  alreadyVerified: 'ALREADY_VERIFIED',
  /** 429: a confirmation mail was sent a moment ago. details: { retryAfterSeconds }. */
  verificationCooldown: 'VERIFICATION_COOLDOWN',
} as const;

const instant = z.iso.datetime({ offset: true });

export const MAIL_STATUSES = ['outbox', 'pending', 'sent', 'failed'] as const;
export const mailStatus = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatus>;

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(0).max(100000).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
  /** Searches recipient and subject. */
  q: z.string().trim().max(200).optional(),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const outboxMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: mailStatus,
  attempts: z.number().int(),
  createdAt: instant,
  sentAt: instant.nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxList = z.object({ items: z.array(outboxMail), total: z.number().int() });
export type OutboxList = z.infer<typeof outboxList>;

export const outboxMailDetail = outboxMail.extend({
  text: z.string(),
  /** The mail's HTML: shown only inside a sandboxed frame, never inserted into a page. */
  html: z.string(),
  lastError: z.string().nullable(),
});
export type OutboxMailDetail = z.infer<typeof outboxMailDetail>;

/** POST /users/me/verification-email: a new confirmation link was mailed to `email`. */
export const verificationEmailSent = z.object({ sent: z.literal(true), email: z.string() });
export type VerificationEmailSent = z.infer<typeof verificationEmailSent>;

export const verificationCooldownDetails = z.object({ retryAfterSeconds: z.number().int() });
