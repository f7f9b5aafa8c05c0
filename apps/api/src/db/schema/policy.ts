import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { MissingData, Policy, PolicyFacts, PolicyLimit, PolicyOutcome, PolicyReason } from '@tirr/domain';
import { users } from './core';

/**
 * 'Política de crédito' (docs/domain/credit-policy.md §9–§10, ADR 0144): each saved edit of a user's policy is a
 * new immutable version (1, 2, …; unique per user), never changed or deleted while a decision names it.
 */
export const creditPolicyVersions = pgTable(
  'credit_policy_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    /** The rules and the limit formula, valid (validatePolicy) when written. */
    policy: jsonb('policy').$type<Policy>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('credit_policy_versions_user_version_unique').on(t.userId, t.version)],
);

/**
 * Every decision taken with a saved version (drafts are not stored): the version, the facts it read, the Buenos
 * Aires day it counted from and the result, so it reads as decided after the policy, report or balance change.
 */
export const policyDecisions = pgTable(
  'policy_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxNumber: text('tax_number').notNull(),
    policyVersionId: uuid('policy_version_id')
      .notNull()
      .references(() => creditPolicyVersions.id),
    decision: text('decision', { enum: ['RECHAZAR', 'OBSERVAR', 'APROBAR'] })
      .$type<PolicyOutcome>()
      .notNull(),
    decidedBy: text('decided_by'),
    reasons: jsonb('reasons').$type<PolicyReason[]>().notNull(),
    missing: jsonb('missing').$type<MissingData[]>().notNull(),
    /** Null when the policy has no limit formula. */
    limit: jsonb('limit').$type<PolicyLimit>(),
    facts: jsonb('facts').$type<PolicyFacts>().notNull(),
    today: date('today').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policy_decisions_user_tax_idx').on(t.userId, t.taxNumber, t.decidedAt)],
);
