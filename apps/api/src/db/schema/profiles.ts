import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PolicyFacts, PolicyOutcome } from '@tirr/domain';
import { users } from './core';
import { creditPolicyVersions } from './policy';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Pesos with centavos, exact (never floating point); read back as numbers. */
const money = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' });

/** The report's part of a credit policy's facts (docs/domain/credit-policy.md §10): all but the balance. */
export type PolicyReportFacts = Omit<PolicyFacts, 'balance'>;

/**
 * 'Mis Perfiles' (docs/product.md §3 Profile): a premium user's watched tax ids. The credit columns are a
 * snapshot of the last credit report (enrichment on add, refreshed by monitoring on a new period).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxNumber: text('tax_number').notNull(),
    name: text('name').notNull(),
    personType: text('person_type', { enum: ['FISICA', 'JURIDICA'] }).notNull(),
    /** User-editable fields (PATCH /profiles/{id}). */
    group: text('group'),
    income: money('income'),
    behaviour: text('behaviour'),
    date: date('date'),
    /** Snapshot of the credit report: total debt in pesos, maximum current situación, score, band. */
    debt: money('debt').notNull().default(0),
    situacion: integer('situacion').notNull().default(0),
    score: integer('score'),
    band: text('band'),
    /**
     * Scorecard version of `score` and `band`: rows written before scorecard v2 hold 1 and are recomputed
     * (ADR 0114); every write stores the current version.
     */
    scoreVersion: integer('score_version').notNull().default(1),
    rejectedCheques: integer('rejected_cheques').notNull().default(0),
    /** BCRA period ('YYYYMM') the snapshot reflects; monitoring compares it with the newest one. */
    period: text('period'),
    /**
     * The report's facts for 'Política de crédito' (its preview reads them, no new consult), written with the
     * snapshot; null for rows written before them or by a batch lookup.
     */
    policyFacts: jsonb('policy_facts').$type<PolicyReportFacts>(),
    policyFactsAt: timestamp('policy_facts_at', { withTimezone: true }),
    /**
     * The profile's decision under its user's newest policy version, from `policy_facts` and the newest balance
     * (docs/domain/credit-policy.md §12), kept current when either or the policy changes; null without a policy
     * or without facts. The version it was taken with beside it.
     */
    policyDecision: text('policy_decision', { enum: ['RECHAZAR', 'OBSERVAR', 'APROBAR'] }).$type<PolicyOutcome>(),
    policyDecisionVersionId: uuid('policy_decision_version_id').references(() => creditPolicyVersions.id, {
      onDelete: 'set null',
    }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('profiles_user_tax_unique').on(t.userId, t.taxNumber),
    // The list's orders (ADR 0135): each ends with the id that breaks ties, so a page is read in index order.
    index('profiles_user_idx').on(t.userId, t.createdAt, t.id),
    index('profiles_user_name_idx').on(t.userId, t.name, t.id),
    index('profiles_user_score_idx').on(t.userId, t.score.desc().nullsLast(), t.id.desc()),
    index('profiles_user_situacion_score_idx').on(t.userId, t.situacion, t.score.desc().nullsLast(), t.id.desc()),
    index('profiles_tax_idx').on(t.taxNumber),
  ],
);

/** A balance sheet of a profile (docs/product.md §3 Balance). patrimonioNeto is derived, never stored. */
export const profileBalances = pgTable(
  'profile_balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Fiscal period label, e.g. '2025' or '12/2025'. */
    period: text('period').notNull(),
    /** Closing date of the balance sheet. */
    date: date('date').notNull(),
    ventas: money('ventas').notNull(),
    resultadoNeto: money('resultado_neto').notNull(),
    activosCorrientes: money('activos_corrientes').notNull(),
    activosNoCorrientes: money('activos_no_corrientes').notNull(),
    pasivosCorrientes: money('pasivos_corrientes').notNull(),
    pasivosNoCorrientes: money('pasivos_no_corrientes').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_balances_profile_idx').on(t.profileId, t.date),
    check(
      'profile_balances_non_negative',
      sql`${t.activosCorrientes} >= 0 and ${t.activosNoCorrientes} >= 0 and ${t.pasivosCorrientes} >= 0 and ${t.pasivosNoCorrientes} >= 0`,
    ),
  ],
);

/**
 * Monitoring cycles (ADR 0132): one row per BCRA period, claimed by the instance that runs it, so a period
 * is monitored once whatever the number of instances. A claim whose heartbeat stopped (the instance died)
 * is taken over; re-checking is idempotent per (profile, period).
 */
export const monitoringRuns = pgTable('monitoring_runs', {
  period: text('period').primaryKey(),
  instance: text('instance').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
