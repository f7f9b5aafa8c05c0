import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChequePortfolioResult, ChequePortfolioRowError } from '@tirr/contracts';
import type { ChequeAssumptionsOverride } from '@tirr/domain';
import type { WithStoredDecision } from './batch';
import { users } from './core';
import { apiKeys } from './integrations';

/**
 * Cheque portfolios ('Analizar cheque' for many cheques at once): a job per upload, its rows analysed in the
 * background on the batch lookups' machinery (ADR 0133) — rows claimed FOR UPDATE SKIP LOCKED with a lease, so
 * any number of instances share a job, and a restart resumes the pending ones.
 */
export const chequePortfolios = pgTable(
  'cheque_portfolios',
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
    /** The caller's own reference rate (TNA %) for every row, instead of BADLAR; null: BADLAR. */
    referenceRate: doublePrecision('reference_rate'),
    /** The caller's own assumptions for every row (over the administrator's and the defaults); null: none. */
    assumptions: jsonb('assumptions').$type<ChequeAssumptionsOverride>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('cheque_portfolios_user_idx').on(t.userId, t.createdAt),
    index('cheque_portfolios_status_idx').on(t.status),
  ],
);

/** A valid row's cheque as understood (the drawer's CUIT normalised to 11 digits). */
export interface PortfolioCheque {
  entityCode: number;
  chequeNumber: number;
  drawerTaxId: string;
  amount: number;
  currency: 'ARS' | 'USD';
  dueDate: string;
  kind: 'physical' | 'echeq';
}

export const chequePortfolioRows = pgTable(
  'cheque_portfolio_rows',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => chequePortfolios.id, { onDelete: 'cascade' }),
    /** 1-based row of the upload. */
    row: integer('row').notNull(),
    /** The row as sent. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The cheque as understood; null when the row is invalid. */
    cheque: jsonb('cheque').$type<PortfolioCheque>(),
    /** The drawer's normalised CUIT (null when the row is invalid): its report is read once per portfolio. */
    drawerTaxId: text('drawer_tax_id'),
    status: text('status', { enum: ['pending', 'done', 'invalid', 'error'] }).notNull(),
    /** Why the row is invalid or failed, by field. */
    errors: jsonb('errors').$type<ChequePortfolioRowError[]>(),
    result: jsonb('result').$type<WithStoredDecision<ChequePortfolioResult>>(),
    /**
     * The instance analysing the row, until when (ADR 0133): a drawer's pending rows are claimed together, so its
     * report is read once; a claim whose instance died expires and another instance takes the rows.
     */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.row] }),
    index('cheque_portfolio_rows_pending_idx').on(t.portfolioId, t.status),
  ],
);
