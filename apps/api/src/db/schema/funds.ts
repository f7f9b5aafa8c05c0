import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Mutual funds (docs/product.md §3 'Fund manager', 'Fund', 'Share class'), filled by the offline dataset or by the
 * CAFCI sync job; ids are CAFCI's (sociedad gerente, fondo, clase) so a sync upserts in place.
 */
export const fundManagers = pgTable('fund_managers', {
  id: integer('id').primaryKey(),
  display: text('display').notNull(),
  razonSocial: text('razon_social').notNull(),
  codigoCafci: text('codigo_cafci'),
  codigoCnv: text('codigo_cnv'),
  cuit: text('cuit'),
  isActive: boolean('is_active').notNull().default(true),
  isBank: boolean('is_bank').notNull().default(false),
  logo: text('logo'),
  telefono: text('telefono'),
  web: text('web'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const funds = pgTable(
  'funds',
  {
    id: integer('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => fundManagers.id),
    nombre: text('nombre').notNull(),
    codigoCafci: text('codigo_cafci'),
    codigoCnv: text('codigo_cnv'),
    /** money_market | cer | fixed_income | equity | mixed (derived from CAFCI tipo de renta + benchmark). */
    type: text('type', { enum: ['money_market', 'cer', 'fixed_income', 'equity', 'mixed'] }).notNull(),
    currency: text('currency', { enum: ['ARS', 'USD'] }).notNull(),
    diasLiquidacion: integer('dias_liquidacion').notNull().default(0),
    idClasificacion: integer('id_clasificacion'),
    idBenchmark: integer('id_benchmark'),
    benchmark: text('benchmark'),
    idDepositante: integer('id_depositante'),
    idDuration: integer('id_duration'),
    idHorizonte: integer('id_horizonte'),
    horizonte: text('horizonte'),
    idMoneda: integer('id_moneda'),
    idRegion: integer('id_region'),
    inicio: date('inicio', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('funds_manager_type_idx').on(t.managerId, t.type),
    check('funds_type_check', sql`${t.type} in ('money_market', 'cer', 'fixed_income', 'equity', 'mixed')`),
    check('funds_currency_check', sql`${t.currency} in ('ARS', 'USD')`),
  ],
);

/** Share classes (cuotapartes). Fees are % (entry/exit/transfer on the amount; admin and expenses annual). */
export const fundShares = pgTable(
  'fund_shares',
  {
    id: integer('id').primaryKey(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    detalle: text('detalle').notNull(),
    display: text('display').notNull(),
    idClase: integer('id_clase'),
    idMoneda: integer('id_moneda'),
    currency: text('currency', { enum: ['ARS', 'USD'] }).notNull(),
    inversionMin: doublePrecision('inversion_min').notNull().default(0),
    comisionIngreso: doublePrecision('comision_ingreso').notNull().default(0),
    comisionRescate: doublePrecision('comision_rescate').notNull().default(0),
    comisionTransf: doublePrecision('comision_transf').notNull().default(0),
    gastosOrd: doublePrecision('gastos_ord').notNull().default(0),
    honAdminDep: doublePrecision('hon_admin_dep').notNull().default(0),
    honAdminGer: doublePrecision('hon_admin_ger').notNull().default(0),
    honorariosExito: boolean('honorarios_exito').notNull().default(false),
    /** Latest published figures (denormalised from fund_share_values by the seed/sync). */
    cantidad: doublePrecision('cantidad'),
    patrimonio: doublePrecision('patrimonio'),
    valor: doublePrecision('valor'),
    lastUpdate: date('last_update', { mode: 'string' }),
  },
  (t) => [index('fund_shares_fund_idx').on(t.fundId)],
);

/** One published share value (VCP per unit) per class and business day. */
export const fundShareValues = pgTable(
  'fund_share_values',
  {
    shareId: integer('share_id')
      .notNull()
      .references(() => fundShares.id),
    date: date('date', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    patrimonio: doublePrecision('patrimonio'),
    cantidad: doublePrecision('cantidad'),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.date] })],
);

/**
 * BCRA statistics series (v4 id → 'cer' | 'badlar' | 'cpi' | 'deposits30', the 30-day deposit rate resolved
 * from the catalogue, ADR 0119); monthly CPI dated the month's last day.
 */
export const economicSeries = pgTable(
  'economic_series',
  {
    series: text('series', { enum: ['cer', 'badlar', 'cpi', 'deposits30'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.date] })],
);

/** Simulations run in the FCI wizard (POST /funds/simulation; fire and forget). */
export const fundSimulations = pgTable(
  'fund_simulations',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id'),
    objective: text('objective').notNull(),
    managerId: integer('manager_id').notNull(),
    fundId: integer('fund_id').notNull(),
    shareId: integer('share_id'),
    amount: doublePrecision('amount').notNull(),
    currency: text('currency').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    details: jsonb('details').$type<{ performance?: number | null; result?: number | null }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_simulations_created_idx').on(t.createdAt)],
);

/** Outcome of each sync run of the live fund sources (for diagnostics). */
export const fundSyncRuns = pgTable('fund_sync_runs', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  ok: boolean('ok').notNull().default(false),
  summary: jsonb('summary').$type<Record<string, unknown>>(),
});
