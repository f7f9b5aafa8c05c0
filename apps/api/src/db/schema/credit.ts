import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiKeys } from './integrations';
import { users } from './core';

/**
 * Why a person's credit data was read (which feature, ADR 0103): the report and its PDF, a batch row,
 * adding a profile to Mis Perfiles, the monitoring refresh, the report's registry and activity sections, the
 * drawer of a cheque analysed ('Analizar cheque', docs/domain/cheque-analysis.md) and a subject evaluated under a
 * credit policy ('Política de crédito', docs/domain/credit-policy.md §10).
 */
export const CONSULT_KINDS = [
  'report',
  'pdf',
  'batch',
  'profile',
  'monitoring',
  'registry',
  'activity',
  'cheque',
  'policy',
] as const;
export type ConsultKind = (typeof CONSULT_KINDS)[number];

/**
 * The kinds counted as consults by the activity report and the usage report (ADR 0103): a person's data
 * looked at on purpose. The monitoring refresh (automatic) and the report's own sections (registry,
 * activity: read with the report they belong to) are audited but not counted again.
 */
export const COUNTED_CONSULT_KINDS = [
  'report',
  'pdf',
  'batch',
  'profile',
  'cheque',
  'policy',
] as const satisfies readonly ConsultKind[];

/** A list of constant words as SQL text ('a', 'b'): only ever called with the constants above. */
const quoted = (words: readonly string[]) => words.map((w) => `'${w}'`).join(', ');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Audit of every read of a person's credit data (who, which tax id, when, why: `kind`; ADR 0103); also
 * feeds recents and the activity report. One row holds the consults of one user, tax id and kind within
 * one second: `consults` counts them, `created_at` is the first and `last_at` the last (ADR 0097).
 */
export const creditConsults = pgTable(
  'credit_consults',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxNumber: text('tax_number').notNull(),
    name: text('name').notNull(),
    personType: text('person_type', { enum: ['FISICA', 'JURIDICA'] }).notNull(),
    /** Why it was read: one of CONSULT_KINDS. */
    kind: text('kind', { enum: CONSULT_KINDS }).notNull().default('report'),
    createdAt: createdAt(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    consults: integer('consults').notNull().default(1),
    /** The API key the consults came through (docs/api/keys.md); null for the browser session. */
    apiKeyId: uuid('api_key_id').references((): AnyPgColumn => apiKeys.id, { onDelete: 'set null' }),
    /**
     * The second of `created_at` (epoch seconds): one row per user, tax id, kind and second, enforced by the
     * database, so consults counted by two writes — or two instances — in one second still share a row
     * (ADR 0132).
     */
    second: bigint('second', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`floor(extract(epoch from (created_at at time zone 'UTC')))::bigint`),
  },
  (t) => [
    // Consults through an API key keep rows of their own (null and null are the same key here).
    unique('credit_consults_second_unique').on(t.userId, t.taxNumber, t.kind, t.second, t.apiKeyId).nullsNotDistinct(),
    check('credit_consults_count_check', sql`${t.consults} >= 1`),
    check('credit_consults_kind_check', sql`${t.kind} in (${sql.raw(quoted(CONSULT_KINDS))})`),
    index('credit_consults_user_idx').on(t.userId, t.createdAt),
    index('credit_consults_tax_idx').on(t.taxNumber, t.createdAt),
  ],
);

/** SQL: the number of consults in the selected audit rows (each row counts its consults). */
export const consultCount = sql<number>`coalesce(sum(${creditConsults.consults}), 0)::int`.mapWith(Number);

/** SQL: the audit rows counted as consults (COUNTED_CONSULT_KINDS). */
export const countedConsult = sql`${creditConsults.kind} in (${sql.raw(quoted(COUNTED_CONSULT_KINDS))})`;

/** SQL: the audit rows of reports opened (the report and its PDF): the recents. */
export const reportConsult = sql`${creditConsults.kind} in ('report', 'pdf')`;

/**
 * The monthly quota (docs/domain/quota.md): one row per user, Buenos Aires month and distinct tax id. The
 * primary key makes a tax id count once per month; claims run in one transaction per user.
 */
export const creditQuotaUsage = pgTable(
  'credit_quota_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    taxNumber: text('tax_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.taxNumber] })],
);

/** Tax ids nobody but admins may consult (managed from /system/blacklist). */
export const blockedCuits = pgTable('blocked_cuits', {
  taxNumber: text('tax_number').primaryKey(),
  reason: text('reason'),
  /** Who asked for the block (the data subject, a court, a lawyer…), as the admin typed it. */
  requestedBy: text('requested_by'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** 'Request premium' from a free user (one per user; re-requesting keeps the first date). */
export const premiumRequests = pgTable('premium_requests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw BCRA answers cached per tax id, endpoint and Buenos Aires day (live source). */
export const bcraCache = pgTable(
  'bcra_cache',
  {
    taxNumber: text('tax_number').notNull(),
    endpoint: text('endpoint').notNull(),
    day: text('day').notNull(),
    status: integer('status').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taxNumber, t.endpoint, t.day] })],
);

/**
 * BCRA periods seen in Deudas answers (live source): the newest is the latest period BCRA has published,
 * the one reports and scores are anchored to (ADR 0113).
 */
export const bcraPublishedPeriods = pgTable('bcra_published_periods', {
  /** 'YYYYMM'. */
  period: text('period').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** WSAA tickets (token + sign, 12 h) per service, so restarts and other instances reuse them. */
export const wsaaTickets = pgTable('wsaa_tickets', {
  service: text('service').primaryKey(),
  token: text('token').notNull(),
  sign: text('sign').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
