import { index, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every change made from the System area or by a payment (ADR 0081): who did what to whom, with the
 * values before and after. `actor_id` is null when Mercado Pago's webhook made the change.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** role.change | premium.grant | premium.revoke | blacklist.add | blacklist.remove | subscription.payment */
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetUserId, t.createdAt)],
);

/** One Mercado Pago preapproval (subscription) per checkout started by a user. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    preapprovalId: text('preapproval_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's status: pending | authorized | paused | cancelled | finished. */
    status: text('status').notNull(),
    amountArs: text('amount_ars').notNull(),
    paidThrough: timestamp('paid_through', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/**
 * Each monthly charge (authorized_payment) we applied, per payment status: the key (charge, status) is
 * the idempotency key of docs/domain/data-sources.md §5, so a replayed notification is a no-op.
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    authorizedPaymentId: text('authorized_payment_id').notNull(),
    preapprovalId: text('preapproval_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** approved | rejected | … (payment.status) */
    paymentStatus: text('payment_status').notNull(),
    debitDate: timestamp('debit_date', { withTimezone: true }).notNull(),
    paidThrough: timestamp('paid_through', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.authorizedPaymentId, t.paymentStatus] }),
    index('subscription_payments_processed_idx').on(t.processedAt),
  ],
);

/**
 * The offline Mercado Pago (DATA_SOURCES=offline): the preapprovals and authorized payments it
 * "holds", in the provider's exact JSON shapes, so the webhook re-reads them like the real API.
 */
export const mercadopagoOffline = pgTable(
  'mercadopago_offline',
  {
    kind: text('kind', { enum: ['preapproval', 'authorized_payment'] }).notNull(),
    id: text('id').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
