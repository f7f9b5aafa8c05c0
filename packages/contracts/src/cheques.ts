import { z } from 'zod';
import { CHEQUE_VERDICTS, SCORE_BAND_CODES, type ChequeVerdictCode, type ScoreBandCode } from '@tirr/domain';
import { reportNotice } from './credit';
import { policyDecision } from './policy';
import { discountSimulationResult } from './simulators';

/**
 * 'Analizar cheque' (docs/product.md §2 and §7, docs/domain/cheque-analysis.md): is a cheque reported to BCRA, how does
 * its drawer pay, and at what rate to discount it. `GET /api/v1/cheques/entities` lists the banks (BCRA entity
 * codes); `POST /api/v1/cheques/analysis` analyses one cheque. The analysis reads the drawer's credit report, so
 * the free quota, the blocked-id rule and the consult audit apply as for a report.
 */
export const CHEQUE_ERROR_CODES = {
  /** The entity code is not in BCRA's list of cheque entities. */
  entityNotFound: 'ENTITY_NOT_FOUND',
} as const;

export const chequeEntity = z.object({ code: z.number().int(), name: z.string() });
export type ChequeEntity = z.infer<typeof chequeEntity>;

export const chequeEntities = z.object({
  items: z.array(chequeEntity),
  dataSource: z.enum(['live', 'offline']),
});
export type ChequeEntities = z.infer<typeof chequeEntities>;

export const CHEQUE_KINDS = ['physical', 'echeq'] as const;
export type ChequeKind = (typeof CHEQUE_KINDS)[number];

export const CHEQUE_ANALYSIS_FIELDS = [
  'entityCode',
  'chequeNumber',
  'drawerTaxId',
  'amount',
  'currency',
  'dueDate',
  'kind',
  'tradeDate',
  'referenceRate',
  'assumptions',
] as const;
export type ChequeAnalysisField = (typeof CHEQUE_ANALYSIS_FIELDS)[number];

/** How each field is named in the API's Spanish messages. */
export const CHEQUE_ANALYSIS_LABELS: Readonly<Record<ChequeAnalysisField, string>> = {
  entityCode: 'El banco',
  chequeNumber: 'El número de cheque',
  drawerTaxId: 'El CUIT del librador',
  amount: 'El monto',
  currency: 'La moneda',
  dueDate: 'La fecha de pago',
  kind: 'El tipo de cheque',
  tradeDate: 'La fecha de operación',
  referenceRate: 'La tasa de referencia',
  assumptions: 'Los supuestos',
};

/** The largest cheque number accepted (BCRA numbers have at most 8 digits; a margin for eCheq ids). */
export const MAX_CHEQUE_NUMBER = 999_999_999_999;

const isoDate = (field: ChequeAnalysisField) => {
  const message = `${CHEQUE_ANALYSIS_LABELS[field]} debe ser una fecha con formato AAAA-MM-DD.`;
  return z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);
};

/**
 * The body of `POST /cheques/analysis`. Types are checked here field by field (each with its Spanish sentence);
 * value rules (amount, dates, the reference rate, the assumptions) by the domain, every bad field in one 400.
 */
export const chequeAnalysisBody = z.strictObject(
  {
    /** BCRA entity code of the bank the cheque is drawn on. */
    entityCode: z
      .number({ error: 'El banco debe ser un código de entidad del BCRA (número entero).' })
      .int('El banco debe ser un código de entidad del BCRA (número entero).')
      .positive('El banco debe ser un código de entidad del BCRA (número entero).'),
    chequeNumber: z
      .number({ error: 'El número de cheque debe ser un número entero.' })
      .int('El número de cheque debe ser un número entero.')
      .positive('El número de cheque debe ser mayor que 0.')
      .max(MAX_CHEQUE_NUMBER, 'El número de cheque tiene demasiados dígitos.'),
    /** The drawer's (librador's) CUIT/CUIL, 11 digits, dashes allowed. */
    drawerTaxId: z
      .string({ error: 'El CUIT del librador es obligatorio.' })
      .max(40, 'El CUIT del librador no es válido.'),
    amount: z.number({ error: 'El monto debe ser un número.' }),
    currency: z.enum(['ARS', 'USD'], { error: 'La moneda debe ser ARS o USD.' }).optional(),
    /** The cheque's payment date. */
    dueDate: isoDate('dueDate'),
    /** Physical cheques clear in 2 business days; eCheqs in none (docs/domain/simulators.md §3). Default physical. */
    kind: z.enum(CHEQUE_KINDS, { error: "El tipo de cheque debe ser 'physical' o 'echeq'." }).optional(),
    /** 'Fecha de operación'; today in Buenos Aires when missing. */
    tradeDate: isoDate('tradeDate').optional(),
    /** The caller's own reference rate (TNA %), instead of the latest BADLAR. */
    referenceRate: z.number({ error: 'La tasa de referencia debe ser un número.' }).optional(),
    /** The caller's own assumptions for this analysis (spreads, annual PDs, LGD), each optional. */
    assumptions: z.unknown().optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'No es un campo del análisis.' : undefined) },
);
export type ChequeAnalysisBody = z.infer<typeof chequeAnalysisBody>;

/** POST /cheques/analysis.pdf: the analysis as a PDF in `lang`, else the Accept-Language's, else Spanish. */
export const chequeAnalysisPdfQuery = z.object({
  lang: z.enum(['es', 'en'], { error: 'el idioma debe ser uno de: es, en.' }).optional(),
});

const bandRecord = z.object(
  Object.fromEntries(SCORE_BAND_CODES.map((code) => [code, z.number()])) as Record<ScoreBandCode, z.ZodNumber>,
);

export const chequeAssumptions = z.object({
  /** Points of TNA added to the reference rate, by band. */
  spreads: bandRecord,
  /** Annual probability of default, %, by band. */
  annualPd: bandRecord,
  /** Loss given default, %. */
  lgd: z.number(),
});
export type ChequeAssumptionsView = z.infer<typeof chequeAssumptions>;

export const chequeVerdict = z.enum(CHEQUE_VERDICTS as [ChequeVerdictCode, ...ChequeVerdictCode[]]);

export const verdictReason = z.object({
  code: z.enum([
    'REPORTED',
    'REPORTED_UNCHECKED',
    'SITUACION_NOW',
    'UNPAID_CHEQUES_12M',
    'SITUACION_2',
    'THIN_FILE',
    'NO_SCORE',
    'FLAGS',
    'CLEAN',
  ]),
  outcome: chequeVerdict,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const chequeAnalysis = z.object({
  /** What was analysed, as understood. */
  cheque: z.object({
    entityCode: z.number().int(),
    entityName: z.string(),
    chequeNumber: z.number().int(),
    amount: z.number(),
    currency: z.enum(['ARS', 'USD']),
    dueDate: z.string(),
    kind: z.enum(CHEQUE_KINDS),
  }),
  /** BCRA's answer on the cheque; `denunciado` null when it could not be checked (the service did not answer). */
  reported: z.object({
    denunciado: z.boolean().nullable(),
    fechaProcesamiento: z.string().nullable(),
    detalles: z.array(z.object({ sucursal: z.string(), numeroCuenta: z.string(), causal: z.string() })),
  }),
  /** The drawer's credit report, in short (the report itself is at /credits/profiles/{taxId}). */
  drawer: z.object({
    taxId: z.string(),
    name: z.string(),
    personType: z.enum(['FISICA', 'JURIDICA']),
    /** Worst situación in the latest period (0 when not in it) and across 24 months. */
    situacion: z.number().int(),
    worstSituacion24: z.number().int(),
    score: z.number().int().nullable(),
    band: z.enum(SCORE_BAND_CODES as [ScoreBandCode, ...ScoreBandCode[]]).nullable(),
    unpaidCheques12: z.number().int(),
    paidCheques12: z.number().int(),
    unpaidCheques24: z.number().int(),
    paidCheques24: z.number().int(),
    flags: z.array(z.string()),
    /** The score's reasons, as the report shows them (label in the request's language; params to word it). */
    reasons: z.array(
      z.object({
        code: z.string(),
        label: z.string(),
        points: z.number().int(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    ),
    period: z.string().nullable(),
    /** The report's notices on its data (BCRA answered from an earlier day, registry down, …), as the report gives them. */
    notices: z.array(reportNotice),
  }),
  /** Null when no reference rate is known (none stored yet and none given). */
  pricing: z
    .object({
      referenceRate: z.object({
        /** 'BADLAR' (BCRA, private banks) or 'USER' (typed by the caller). */
        series: z.enum(['BADLAR', 'USER']),
        value: z.number(),
        /** The date of the value; null for the caller's own rate. */
        date: z.string().nullable(),
      }),
      spread: z.number(),
      suggestedRate: z.number(),
      simulation: discountSimulationResult,
      expectedLoss: z.object({ annualPd: z.number(), pd: z.number(), lgd: z.number(), amount: z.number() }),
      /** The assumptions used: defaults ← the administrator's ← the caller's own. */
      assumptions: chequeAssumptions,
      /** Whether the caller's own assumptions or rate changed any number. */
      overridden: z.boolean(),
    })
    .nullable(),
  verdict: chequeVerdict,
  verdictReasons: z.array(verdictReason),
  /**
   * The drawer under the caller's saved credit policy (premium; docs/domain/credit-policy.md §11), stored with its
   * version; null without a saved policy. Beside the verdict, never instead of it.
   */
  policyDecision: policyDecision.nullable(),
  dataSource: z.enum(['live', 'offline']),
  analysedAt: z.iso.datetime({ offset: true }),
});
export type ChequeAnalysis = z.infer<typeof chequeAnalysis>;

/** The assumptions in force for everyone (the System area edits them). */
export const chequeAssumptionsSettings = z.object({
  assumptions: chequeAssumptions,
  /** The defaults (ADR 0143), to show what an administrator changed. */
  defaults: chequeAssumptions,
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ChequeAssumptionsSettings = z.infer<typeof chequeAssumptionsSettings>;
