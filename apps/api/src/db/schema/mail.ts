import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every mail Tirr writes (ADR 0105). With SMTP_URL it is sent and marked sent or failed (retried a few
 * times first); without it the mail stays here ('outbox') and the sysadmin reads it at /system/outbox.
 * The links' tokens are blanked once a mail has left or given up, so the table never holds a live link
 * of a delivered mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** verify-email | reset-password | account-exists | password-changed */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** outbox (no SMTP: kept for the sysadmin) | pending (to send) | sent | failed (gave up) */
    status: text('status', { enum: ['outbox', 'pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_recipient_idx').on(t.recipient, t.kind, t.createdAt),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Single-use tokens of the mails' links (ADR 0106): email verification (24 h) and password reset
 * (30 minutes). Only the SHA-256 of a token is stored; using one stamps `used_at` in the same statement
 * that checks it, so a link works once.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_account_idx').on(t.accountId, t.purpose)],
);
