import { z } from 'zod';
import { CHEQUE_VERDICTS, type ChequeVerdictCode } from '@tirr/domain';
import { rowPolicyDecision } from './batch';
import { scoreBand } from './credit';
import { chequeVerdict, verdictReason } from './cheques';

/**
 * Cheque portfolios (docs/domain/cheque-analysis.md §6): a premium user sends many cheques at once and each is analysed
 * as 'Analizar cheque' analyses one (the drawer's report through the report's gate, read once per distinct drawer
 * and audited as 'cheque'; BCRA's reported status; the price; the verdict), in the background, on the batch
 * lookups' job machinery (ADR 0133). `POST /api/v1/cheques/portfolios` starts one, `GET
 * /api/v1/cheques/portfolios/{id}` reads its rows, progress and totals, `GET …/{id}/export` gives them as a file.
 */

/** Most cheques one portfolio accepts. */
export const CHEQUE_PORTFOLIO_MAX_ROWS = 1000;

/** The fields of a row: the cheque itself, as in the single analysis (the pricing is the portfolio's). */
export const CHEQUE_PORTFOLIO_ROW_FIELDS = [
  'entityCode',
  'chequeNumber',
  'drawerTaxId',
  'amount',
  'currency',
  'dueDate',
  'kind',
] as const;
export type ChequePortfolioRowField = (typeof CHEQUE_PORTFOLIO_ROW_FIELDS)[number];

/**
 * POST /cheques/portfolios (premium, confirmed email). `rows` as the web read them from a CSV, an XLSX or pasted
 * text: each an object `{ entityCode, chequeNumber, drawerTaxId, amount, dueDate, currency?, kind? }` checked on its
 * own with the single analysis' rules and messages — a bad row is stored as 'invalid' with its errors by field, the
 * others are analysed. `referenceRate` (instead of BADLAR) and `assumptions` price every row.
 */
export const createChequePortfolioBody = z.object({
  rows: z
    .array(z.unknown())
    .min(1, 'Cargá al menos un cheque.')
    .max(CHEQUE_PORTFOLIO_MAX_ROWS, `Como máximo ${CHEQUE_PORTFOLIO_MAX_ROWS} cheques por cartera.`),
  /** The caller's own reference rate (TNA %) for every row, instead of the latest BADLAR. */
  referenceRate: z.number({ error: 'La tasa de referencia debe ser un número.' }).optional(),
  /** The caller's own assumptions for every row (spreads, annual PDs, LGD), each optional. */
  assumptions: z.unknown().optional(),
});
export type CreateChequePortfolioBody = z.infer<typeof createChequePortfolioBody>;

export const chequePortfolioIdParam = z.object({ id: z.uuid('El id de la cartera no es válido.') });

/**
 * GET /cheques/portfolios/{id}/export: the rows with their results as CSV, XLSX or a PDF (totals, concentration and
 * rows); `lang` names the file's language.
 */
export const chequePortfolioExportQuery = z.object({
  format: z.enum(['csv', 'xlsx', 'pdf'], { error: 'el formato debe ser uno de: csv, xlsx, pdf.' }),
  lang: z.enum(['es', 'en'], { error: 'el idioma debe ser uno de: es, en.' }).optional(),
});

/** One problem of a row, by field ('row' when the row itself is not an object of the cheque's fields). */
export const chequePortfolioRowError = z.object({ field: z.string(), message: z.string() });
export type ChequePortfolioRowError = z.infer<typeof chequePortfolioRowError>;

/** A row's analysis in short (the single analysis' answer has the rest). */
export const chequePortfolioResult = z.object({
  drawer: z.object({
    taxId: z.string(),
    name: z.string(),
    band: scoreBand.nullable(),
    score: z.number().int().nullable(),
    /** Worst situación in the latest period (0 when not in it). */
    situacion: z.number().int(),
  }),
  /** Whether BCRA lists the cheque as reported; null when it could not be checked. */
  reported: z.boolean().nullable(),
  verdict: chequeVerdict,
  verdictReasons: z.array(verdictReason),
  /** Reference rate + the band's spread, TNA %; null without a reference rate (or a band). */
  suggestedRate: z.number().nullable(),
  /** What discounting it at the suggested rate pays (the cheque simulator's neto). */
  neto: z.number().nullable(),
  /** amount × PD over its days × LGD. */
  expectedLoss: z.number().nullable(),
  entityName: z.string(),
  /** The drawer under the owner's saved credit policy when the row ran (null without one). */
  ...rowPolicyDecision,
});
export type ChequePortfolioResult = z.infer<typeof chequePortfolioResult>;

/** pending: not analysed yet; invalid: refused as sent (`errors`); error: its drawer could not be read (`errors`). */
export const chequePortfolioRowStatus = z.enum(['pending', 'done', 'invalid', 'error']);
export type ChequePortfolioRowStatus = z.infer<typeof chequePortfolioRowStatus>;

export const chequePortfolioRow = z.object({
  /** 1-based, in the order sent. */
  row: z.number().int(),
  /** The row as it was sent (an empty object when it was not an object). */
  input: z.record(z.string(), z.unknown()),
  status: chequePortfolioRowStatus,
  errors: z.array(chequePortfolioRowError).optional(),
  result: chequePortfolioResult.optional(),
});
export type ChequePortfolioRow = z.infer<typeof chequePortfolioRow>;

const countAmount = z.object({ count: z.number().int(), amount: z.number() });

/** Over the analysed rows ('done'); a portfolio is in one currency. */
export const chequePortfolioTotals = z.object({
  currency: z.enum(['ARS', 'USD']).nullable(),
  count: z.number().int(),
  amount: z.number(),
  /** Sums over the priced rows; null when none is priced (no reference rate). */
  neto: z.number().nullable(),
  expectedLoss: z.number().nullable(),
  byVerdict: z.object(
    Object.fromEntries(CHEQUE_VERDICTS.map((v) => [v, countAmount])) as Record<ChequeVerdictCode, typeof countAmount>,
  ),
  /** Concentration by drawer, largest amount first; `share` of the analysed amount, 0–1 (the shares sum to 1). */
  byDrawer: z.array(
    z.object({
      taxId: z.string(),
      name: z.string(),
      count: z.number().int(),
      amount: z.number(),
      share: z.number(),
    }),
  ),
});
export type ChequePortfolioTotals = z.infer<typeof chequePortfolioTotals>;

export const chequePortfolio = z.object({
  id: z.uuid(),
  status: z.enum(['running', 'done']),
  total: z.number().int(),
  /** Rows that reached a final state (done, invalid or error): the progress. */
  done: z.number().int(),
  invalid: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  rows: z.array(chequePortfolioRow),
  totals: chequePortfolioTotals,
});
export type ChequePortfolio = z.infer<typeof chequePortfolio>;
