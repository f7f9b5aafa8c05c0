import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApiScope, WebhookEventType } from '@tirr/contracts';
import { users } from './core';

/**
 * API keys (docs/api/keys.md, ADR 0145): a premium account's keys for its own systems. Only the SHA-256 of the
 * secret is kept; `prefix` ('tirr_' and the first characters) names the key on screens and in the audit. A key acts
 * as its owner with at most its scopes; revoked or expired keys are refused.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What people see of the key: 'tirr_' and the first 8 characters of its secret part. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole key: looked up on each request, never reversible. */
    secretHash: text('secret_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<ApiScope[]>().notNull(),
    /** Requests per minute this key may make (null: the server's default, API_KEY_REQUESTS_PER_MINUTE). */
    requestsPerMinute: integer('requests_per_minute'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_keys_user_idx').on(t.userId, t.createdAt),
    check('api_keys_rate_check', sql`${t.requestsPerMinute} is null or ${t.requestsPerMinute} between 1 and 10000`),
  ],
);

/**
 * Webhook endpoints (docs/api/webhooks.md): an HTTPS address of the account's own systems and the events it
 * wants. `secret` signs every delivery (HMAC-SHA256); `keyId` names that secret in the signature header.
 * An endpoint failing for 24 h is paused (`pausedAt`) and its owner emailed.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    keyId: text('key_id').notNull(),
    secret: text('secret').notNull(),
    /** Since when every delivery has failed (null while the last one succeeded). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One event for one endpoint: its payload (versioned), and the last attempt's outcome. `(endpoint, event)` is
 * unique, so an event is queued once per endpoint however many times it is announced.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_unique').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    // The sweep's read: deliveries still to attempt, by when (plugins/webhooks.ts).
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
