import { z } from 'zod';
import { recentReport } from './users';
import { personTypeSchema } from './credit-identity';

// Identity and registry lookups live in credit-identity.ts; one contract area ('credit') for both.
export * from './credit-identity';

/*
 * Credit-risk API (docs/product.md §2, §4, §7; docs/domain/tax-ids.md, docs/domain/quota.md, docs/domain/score.md).
 * Every path is under /api/v1.
 * Amounts are always in pesos (ARS) — BCRA's thousands are converted once, in the API's normaliser.
 * Dates are ISO 'YYYY-MM-DD' (format them with formatDate); periods come both as 'MM/YYYY' (display)
 * and 'YYYYMM' (sortable key).
 */

/** Error codes specific to credit (see also ERROR_CODES in common.ts: VALIDATION_ERROR, UNAVAILABLE…). */
export const CREDIT_ERROR_CODES = {
  /** 402: the free monthly quota is used up. details: QuotaExceededDetails. */
  quotaExceeded: 'QUOTA_EXCEEDED',
  /** 403: the tax id is in the blocked list (admins are exempt). details: TaxIdBlockedDetails. */
  taxIdBlocked: 'TAX_ID_BLOCKED',
} as const;

export const quotaExceededDetails = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  /** Monthly premium price in pesos (config PREMIUM_PRICE_ARS, 4550). */
  priceArs: z.number(),
  /** Where to send the proof of payment (config SUPPORT_EMAIL). */
  supportEmail: z.string(),
  /** ISO date-time when the quota starts again (first instant of next month, Buenos Aires). */
  resetsAt: z.iso.datetime({ offset: true }),
});
export type QuotaExceededDetails = z.infer<typeof quotaExceededDetails>;

export const taxIdBlockedDetails = z.object({
  taxNumber: z.string(),
  supportEmail: z.string(),
});
export type TaxIdBlockedDetails = z.infer<typeof taxIdBlockedDetails>;

// ---------------------------------------------------------------------------------------------
// Path params and queries (the API validates the ids itself so the 400 names the field: dni, cuit,
// taxNumber; the web should only call with ids that pass cuitProblem / isValidDni).

export const dniParam = z.object({ dni: z.string().max(40) });
export const cuitParam = z.object({ cuit: z.string().max(40) });
export const taxNumberParam = z.object({ taxNumber: z.string().max(40) });

/** GET /credit/{taxNumber}/report?person_type=FISICA|JURIDICA&id_type=CUIT (both optional). */
export const reportQuery = z.object({
  person_type: personTypeSchema.optional(),
  id_type: z.literal('CUIT').optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/**
 * GET /credit/{taxNumber}/report.pdf: the report's query and `lang`, the reader's language (ADR 0140);
 * without it the first language of Accept-Language that is es or en, else Spanish.
 */
export const reportPdfQuery = reportQuery.extend({
  lang: z.enum(['es', 'en'], { error: 'el idioma debe ser uno de: es, en.' }).optional(),
});
export type ReportPdfQuery = z.infer<typeof reportPdfQuery>;

// ---------------------------------------------------------------------------------------------
// Report

/** BCRA situación 0–6 (0 = not applicable). Labels from @tirr/domain situacionLabel(). */
export const situacionSchema = z.number().int().min(0).max(6);

export const debtFlags = z.object({
  refinanciaciones: z.boolean(),
  recategorizacionOblig: z.boolean(),
  situacionJuridica: z.boolean(),
  irrecDisposicionTecnica: z.boolean(),
  enRevision: z.boolean(),
  procesoJud: z.boolean(),
});
export type DebtFlags = z.infer<typeof debtFlags>;

/** One entity's debt in the latest informed period. */
export const currentDebt = z.object({
  entity: z.string(),
  situacion: situacionSchema,
  /** Spanish label of the person type's portfolio: 'Riesgo medio (más de 90 hasta 180 días de atraso)' or 'Con problemas'. */
  situacionLabel: z.string(),
  /** Pesos. */
  amount: z.number(),
  daysPastDue: z.number().nullable(),
  /** 'YYYY-MM-DD' since when in situación 1 at this entity, or null. */
  sinceSituacion1: z.string().nullable(),
  flags: debtFlags,
});
export type CurrentDebt = z.infer<typeof currentDebt>;

/** A debt entry of the report (docs/product.md §2 'Report'): period 'MM/YYYY', situacion, monto (pesos). */
export const debtEntry = z.object({
  period: z.string(),
  /** 'YYYYMM'. */
  periodKey: z.string(),
  situacion: situacionSchema,
  monto: z.number(),
  enRevision: z.boolean(),
  procesoJud: z.boolean(),
});
export type DebtEntry = z.infer<typeof debtEntry>;

/** 24-month history of one entity: one entry per period where the entity reported (oldest first). */
export const entityHistory = z.object({
  entity: z.string(),
  entries: z.array(debtEntry),
});
export type EntityHistory = z.infer<typeof entityHistory>;

/** Totals per period across entities (oldest first) — handy for the chart's x axis. */
export const periodTotal = z.object({
  period: z.string(),
  periodKey: z.string(),
  monto: z.number(),
  /** Worst situación that period (0 when no entity reported). */
  worstSituacion: situacionSchema,
});
export type PeriodTotal = z.infer<typeof periodTotal>;

/** 'FONDOS_INSUFICIENTES' for NSF / 'SIN FONDOS', else 'DEFECTOS_FORMALES' (docs/product.md §8 labels). */
export const chequeReason = z.enum(['FONDOS_INSUFICIENTES', 'DEFECTOS_FORMALES']);
export type ChequeReason = z.infer<typeof chequeReason>;

export const rejectedCheque = z.object({
  entityCode: z.number().int(),
  entityName: z.string().nullable(),
  /** Upstream text, e.g. 'SIN FONDOS'. */
  causal: z.string(),
  reason: chequeReason,
  number: z.number(),
  rejectedAt: z.string(),
  /** Pesos. */
  amount: z.number(),
  /** null = not paid ('no levantado'). */
  paidAt: z.string().nullable(),
  finePaidAt: z.string().nullable(),
  fineStatus: z.string().nullable(),
  personalAccount: z.boolean(),
  legalName: z.string().nullable(),
  enRevision: z.boolean(),
  procesoJud: z.boolean(),
});
export type RejectedCheque = z.infer<typeof rejectedCheque>;

/** The five ranges of the score, and 'SIN_HISTORIAL' for an unknown debtor (scorecard v2, ADR 0113). */
const SCORE_BAND_CODES = ['MALO', 'REGULAR', 'BUENO', 'MUY_BUENO', 'EXCELENTE', 'SIN_HISTORIAL'] as const;
export const scoreBand = z.enum(SCORE_BAND_CODES);
export type ScoreBandCode = z.infer<typeof scoreBand>;

export const SCORE_REASON_CODES = [
  'CURRENT_SITUATION',
  'HISTORY',
  'RECENT_DETERIORATION',
  'CHEQUES_UNPAID',
  'CHEQUES_PAID',
  'LEGAL_SITUATION',
  'JUDICIAL_PROCESS',
  'REFINANCED',
  'RECATEGORIZED',
  'MANY_ENTITIES',
  'SHORT_HISTORY',
  'INACTIVE_KEY',
  'NO_CREDIT_HISTORY',
] as const;
export const scoreReasonCode = z.enum(SCORE_REASON_CODES);
export type ScoreReasonCode = z.infer<typeof scoreReasonCode>;

export const scoreReason = z.object({
  code: scoreReasonCode,
  /** Spanish explanation, e.g. 'Situación actual 3 (Riesgo medio)'. */
  label: z.string(),
  /** Signed contribution to the score (penalties are negative, e.g. -600). */
  points: z.number().int(),
  /** Values used in the label (for i18n interpolation), e.g. { situacion: 3, count: 2 }. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ScoreReason = z.infer<typeof scoreReason>;

export const creditScore = z.object({
  /** 1–1000, or null (deceased person). */
  score: z.number().int().min(1).max(1000).nullable(),
  band: scoreBand.nullable(),
  /** Spanish band label: 'Malo' | 'Regular' | 'Bueno' | 'Muy Bueno' | 'Excelente' | 'Sin historial'. */
  bandLabel: z.string().nullable(),
  /** Every reason with its points (0 for the trend, which is information); they add up to score − 1000. */
  reasons: z.array(scoreReason),
  version: z.literal('v2'),
});
export type CreditScore = z.infer<typeof creditScore>;

export const NOTICE_CODES = [
  'EN_REVISION',
  'DECEASED',
  'INACTIVE_KEY',
  'NO_RECORDS',
  'REGISTRY_UNAVAILABLE',
  'CACHED_BCRA_DATA',
] as const;
/** A notice: the web words it by its code (and `date`, of CACHED_BCRA_DATA); `message` is the Spanish text. */
export const reportNotice = z.object({
  code: z.enum(NOTICE_CODES),
  message: z.string(),
  /** CACHED_BCRA_DATA: the day the data shown was obtained ('YYYY-MM-DD'). */
  date: z.string().optional(),
});
export type ReportNotice = z.infer<typeof reportNotice>;

/** GET /credit/{taxNumber}/report (permission 'free'; counts against the free quota). */
export const creditReport = z.object({
  taxNumber: z.string(),
  identity: z.object({
    taxNumber: z.string(),
    name: z.string(),
    personType: personTypeSchema,
    tipoClave: z.string().nullable(),
    estadoClave: z.enum(['ACTIVO', 'INACTIVO']).nullable(),
    birthDate: z.string().nullable(),
    deceased: z.boolean(),
  }),
  /**
   * The latest period BCRA has published, 'MM/YYYY': what the report (and its score) reflects, whether the
   * subject is in it or not. Null only in reports assembled before scorecard v2.
   */
  period: z.string().nullable(),
  /** Current debts by entity in that period (none when the subject is not in it), worst first. */
  debts: z.array(currentDebt),
  /** Per entity, up to 24 periods (oldest first). */
  history: z.array(entityHistory),
  /** Per period totals, oldest first (the 24 months of the chart). */
  periods: z.array(periodTotal),
  cheques: z.array(rejectedCheque),
  totals: z.object({
    /** Pesos, latest period. */
    totalDebt: z.number(),
    entities: z.number().int(),
    chequesCount: z.number().int(),
    chequesAmount: z.number(),
    chequesUnpaidCount: z.number().int(),
    chequesUnpaidAmount: z.number(),
  }),
  maxSituacion: z.object({
    /** Worst situación in the latest period (0 when none). */
    current: situacionSchema,
    currentLabel: z.string(),
    /** Worst situación across the 24 months. */
    last24Months: situacionSchema,
    last24MonthsLabel: z.string(),
  }),
  score: creditScore,
  notices: z.array(reportNotice),
  source: z.enum(['offline', 'live']),
  generatedAt: z.iso.datetime({ offset: true }),
});
export type CreditReport = z.infer<typeof creditReport>;

/** GET /credit/last-periods (permission 'free'): the periods the reports cover. */
export const lastPeriods = z.object({
  /** Latest period BCRA has published, 'MM/YYYY' (the same period every report is anchored to). */
  lastPeriod: z.string(),
  /** The 24 periods of the history window, newest first, 'MM/YYYY'. */
  periods: z.array(z.string()),
});
export type LastPeriods = z.infer<typeof lastPeriods>;

/** GET /credit/history (permission 'free'): the 8 most recent reports, one per taxNumber. */
export const creditHistory = z.object({ items: z.array(recentReport) });
export type CreditHistory = z.infer<typeof creditHistory>;

/**
 * GET /credit/{taxNumber}/activity-report (permission 'free'): part of a report, so it takes the caller's
 * quota slot of the tax id (free when already taken this month, else 402 QUOTA_EXCEEDED) and is audited.
 */
export const activityReport = z.object({
  taxNumber: z.string(),
  /** Registered activities from the registry (principal first). */
  activities: z.array(
    z.object({
      id: z.number().int(),
      descripcion: z.string(),
      /** 'MM/YYYY' or null. */
      periodo: z.string().nullable(),
      principal: z.boolean(),
    }),
  ),
  /**
   * How often this profile was consulted in Tirr (all users): counts only, never who consulted nor the
   * time of a consult (ADR 0102).
   */
  consults: z.object({
    total: z.number().int(),
    last30Days: z.number().int(),
    /** Buenos Aires date ('YYYY-MM-DD') of the last consult, or null. */
    lastConsultOn: z.iso.date().nullable(),
    /** Last 12 months, oldest first, 'MM/YYYY'. */
    byMonth: z.array(z.object({ period: z.string(), count: z.number().int() })),
  }),
});
export type ActivityReport = z.infer<typeof activityReport>;

// ---------------------------------------------------------------------------------------------
// Quota (docs/domain/quota.md)

export const queryLimit = z.object({
  /** null = unlimited (premium and above). */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  resetsAt: z.iso.datetime({ offset: true }),
});
export type QueryLimit = z.infer<typeof queryLimit>;

export const premiumRequest = z.object({
  requested: z.boolean(),
  requestedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PremiumRequest = z.infer<typeof premiumRequest>;

/** GET /consultProfiles/getAvailables (permission 'free'). */
export const availables = z.object({
  queryLimit,
  premiumRequest,
  /** Shown in the subscription message. */
  priceArs: z.number(),
  supportEmail: z.string(),
});
export type Availables = z.infer<typeof availables>;

/**
 * GET /consultProfiles/consulted/{taxNumber} (permission 'free'): whether opening this tax id's report would
 * use a slot of the monthly quota, without using one (the confirmation before a new report, ADR 0141).
 */
export const consultStatus = z.object({
  taxNumber: z.string(),
  /** true when this tax id was already consulted this month: opening it again is free. */
  consulted: z.boolean(),
  queryLimit,
});
export type ConsultStatus = z.infer<typeof consultStatus>;

/** POST /consultProfiles/create (permission 'free'): records the consult and claims a quota slot. */
export const createConsultBody = z.object({ tax_number: z.string().max(40) });
export type CreateConsultBody = z.infer<typeof createConsultBody>;

export const createConsultResponse = z.object({
  taxNumber: z.string(),
  /** true when this tax id was already consulted this month (it did not use a new slot). */
  alreadyConsulted: z.boolean(),
  queryLimit,
});
export type CreateConsultResponse = z.infer<typeof createConsultResponse>;

/** POST /consultProfiles/createRequestPremium (permission 'free', no body). Idempotent. */
export const createPremiumRequestResponse = z.object({ premiumRequest });
export type CreatePremiumRequestResponse = z.infer<typeof createPremiumRequestResponse>;
