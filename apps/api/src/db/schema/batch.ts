import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BatchResult } from '@tirr/contracts';
import { users } from './core';
import { apiKeys } from './integrations';

/**
 * A row's decision fields (docs/domain/credit-policy.md §11): a result stored before they were kept has neither;
 * it is answered with both null.
 */
export type WithStoredDecision<T extends { decision: unknown; policyVersion: unknown }> = Omit<
  T,
  'decision' | 'policyVersion'
> &
  Partial<Pick<T, 'decision' | 'policyVersion'>>;

/**
 * Batch lookups (ADR 0076): a job per upload, run server-side with a concurrency limit. Its state lives
 * here so a reload or a server restart resumes it (pending items are looked up again at startup).
 */
export const batchJobs = pgTable(
  'batch_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    /** The caller's permissions when the job was created (a record only: rows use the rights of now, ADR 0104). */
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    /** The API key the job was created with: its rows' reads are audited under it (docs/api/keys.md). */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** The member who created the job, when it is an organisation's (docs/domain/organisations.md): rows are audited under them. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('batch_jobs_user_idx').on(t.userId, t.createdAt), index('batch_jobs_status_idx').on(t.status)],
);

export const batchItems = pgTable(
  'batch_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => batchJobs.id, { onDelete: 'cascade' }),
    /** 1-based row of the upload. */
    row: integer('row').notNull(),
    input: text('input').notNull(),
    /** Normalised 11-digit CUIT (null when the row is invalid). */
    taxNumber: text('tax_number'),
    status: text('status', { enum: ['pending', 'done', 'invalid', 'error'] }).notNull(),
    error: text('error'),
    result: jsonb('result').$type<WithStoredDecision<BatchResult>>(),
    /** Scorecard version of the result's score and band (1 before scorecard v2; recomputed, ADR 0114). */
    scoreVersion: integer('score_version').notNull().default(1),
    /**
     * The instance looking the row up, until when (ADR 0132): rows are claimed with FOR UPDATE SKIP LOCKED,
     * and a claim whose instance died expires, so another instance takes the row; only the claimant stores
     * its outcome.
     */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.row] }), index('batch_items_pending_idx').on(t.jobId, t.status)],
);
