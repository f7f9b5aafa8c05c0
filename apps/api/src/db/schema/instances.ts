import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What several API instances on one database share (ADR 0132, docs/architecture.md §5): the events that
 * make cached answers wrong, the rate-limit counters and the settings a demo changes at run time.
 */

/**
 * The app's events (ADR 0124) as every instance sees them: each one is written here and announced with
 * NOTIFY; an instance that missed the announcement (its LISTEN connection dropped) finds it on its next
 * check of this table. Rows older than an hour are removed.
 */
export const appEvents = pgTable(
  'app_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The instance that emitted it (it has told its own listeners already). */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_events_created_idx').on(t.createdAt)],
);

/** Fixed-window rate-limit counters (ADR 0132): one row per key, its window restarted by the next hit after it ends. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);

/** Settings the running system changes (e.g. the demo BCRA periods published ahead of the calendar). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
