import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Events and notes of a user's quick panel (docs/product.md §3 'Quick panel data'). */
export const quickPanelItems = pgTable(
  'quick_panel_items',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['event', 'note'] }).notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    /** Display order inside its kind (ascending). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user read an event (null = unread; notes are never unread). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Idempotency key of a generated event, e.g. 'monitor:{profileId}:{period}' (null for seeded items and notes). */
    sourceKey: text('source_key'),
    /** The tax id an event is about (monitoring), so an event about a blocked tax id is not shown (ADR 0104). */
    taxNumber: text('tax_number'),
    /** The report section a monitoring alert opens ('situacion', 'score', 'cheques'; docs/product.md §4). */
    section: text('section'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quick_panel_items_kind_check', sql`${t.kind} in ('event', 'note')`),
    index('quick_panel_items_user_idx').on(t.userId, t.kind, t.position),
    uniqueIndex('quick_panel_items_source_unique').on(t.userId, t.sourceKey),
  ],
);
