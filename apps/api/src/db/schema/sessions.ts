import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Ended sessions whose access tokens must be refused before they expire (ADR 0110): the grant id of the
 * built-in provider (the `gid` claim of its access tokens), or the `sid`/`jti` of an external provider's
 * token. A row is useless once every access token of the session has expired (`expires_at`).
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    sessionId: text('session_id').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('session_revocations_expires_idx').on(t.expiresAt)],
);
