import { z } from 'zod';

/** Request and response schemas of the funds API (docs/product.md §7) shared by the API and the web. */

export const fundObjective = z.enum(['cashflow', 'inflation', 'fixed', 'variable']);
export type FundObjective = z.infer<typeof fundObjective>;
export const fundCurrency = z.enum(['ARS', 'USD']);
export const fundType = z.enum(['money_market', 'cer', 'fixed_income', 'equity', 'mixed']);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha AAAA-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'no es una fecha válida',
    },
  );

export const fundManager = z.object({
  id_gerenciadora: z.number().int(),
  display: z.string(),
  razon_social: z.string(),
  codigo_cafci: z.string().nullable(),
  codigo_cnv: z.string().nullable(),
  cuit: z.string().nullable(),
  is_active: z.boolean(),
  is_bank: z.boolean(),
  logo: z.string().nullable(),
  telefono: z.string().nullable(),
  web: z.string().nullable(),
  fondos: z.number().int(),
});
export type FundManager = z.infer<typeof fundManager>;
export const fundManagers = z.array(fundManager);

export const fundShare = z.object({
  id: z.number().int(),
  idFundShare: z.number().int(),
  display: z.string(),
  currency: fundCurrency,
  aum: z.number().nullable(),
  valor: z.number().nullable(),
  last_update: z.string().nullable(),
  inversion_min: z.number(),
  comision_ingreso: z.number(),
  comision_rescate: z.number(),
  comision_transf: z.number(),
  gastos_ord: z.number(),
  hon_admin_dep: z.number(),
  hon_admin_ger: z.number(),
  honorarios_exito: z.boolean(),
});
export type FundShare = z.infer<typeof fundShare>;

export const fund = z.object({
  id_fondo: z.number().int(),
  id_gerenciadora: z.number().int(),
  gerenciadora: z.string(),
  name: z.string(),
  nombre: z.string(),
  codigo_cafci: z.string().nullable(),
  codigo_cnv: z.string().nullable(),
  type: fundType,
  currency: fundCurrency,
  dias_liquidacion: z.number().int(),
  benchmark: z.string().nullable(),
  horizonte: z.string().nullable(),
  inicio: z.string().nullable(),
  is_active: z.boolean(),
  shares: z.array(fundShare),
  fundShares: z.array(fundShare),
});
export type Fund = z.infer<typeof fund>;

export const fundQuery = z.object({
  id_gerenciadora: z.coerce.number().int().positive(),
  objective: fundObjective,
});
export type FundQuery = z.infer<typeof fundQuery>;

export const fundQueryResult = z.object({
  objective: fundObjective,
  exactMatches: z.array(fund),
  similarMatches: z.array(fund),
});
export type FundQueryResult = z.infer<typeof fundQueryResult>;

export const fromQuery = z.object({ from: isoDate, to: isoDate.optional() });

export const sharePerformance = z.object({
  idFundShare: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The published values actually used (last on or before each date), or null. */
  start: z.object({ date: z.string(), value: z.number() }).nullable(),
  end: z.object({ date: z.string(), value: z.number() }).nullable(),
  /** VCP(end)/VCP(start) − 1 as a fraction; null when there is not enough data. */
  performance: z.number().nullable(),
  /**
   * Calendar days between the dates of `start` and `end`: what TNA and TEA annualise over (CAFCI's
   * convention, ADR 0119), not the days asked for. Null with the performance.
   */
  days: z.number().int().nullable(),
  /** The bank business day a redemption asked on `to` is processed: `to` itself, or the next bank day. */
  processedOn: z.string(),
  /** The date the cash is available: `processedOn` + dias_liquidacion bank business days (T+0 that same day). */
  availableOn: z.string(),
  diasLiquidacion: z.number().int(),
});
export type SharePerformance = z.infer<typeof sharePerformance>;

const point = z.object({ date: z.string(), value: z.number() });
export type SeriesPoint = z.infer<typeof point>;

/** Which rate the plazo fijo line compounds: the 30-day deposit rate, or BADLAR (wholesale) without it. */
export const plazoFijoRate = z.enum(['deposits30', 'badlar']);
export type PlazoFijoRate = z.infer<typeof plazoFijoRate>;

export const shareHistoric = z.object({
  idFundShare: z.number().int(),
  currency: fundCurrency,
  from: z.string(),
  to: z.string(),
  /** From the last value on or before `from` (its real date) to the last one on or before `to`. */
  values: z.array(point.extend({ patrimonio: z.number().nullable() })),
  /**
   * Peso benchmarks from the date of the first value (so every line starts on the same day): the CER
   * index and the plazo fijo rate (% TNA), each with its last point on or before that date. Null for a
   * USD class: it is never compared with peso benchmarks.
   */
  benchmarks: z
    .object({
      cer: z.array(point),
      plazoFijo: z.object({ rate: plazoFijoRate, points: z.array(point) }),
    })
    .nullable(),
});
export type ShareHistoric = z.infer<typeof shareHistoric>;

export const fundSimulationBody = z.object({
  objective: fundObjective,
  entity: z.coerce.number().int().positive(),
  fund: z.coerce.number().int().positive(),
  share: z.coerce.number().int().positive().optional(),
  amount: z.number().positive().max(1e15),
  currency: fundCurrency.default('ARS'),
  from: isoDate,
  to: isoDate,
  performance: z.number().nullable().optional(),
  result: z.number().nullable().optional(),
});
export type FundSimulationBody = z.infer<typeof fundSimulationBody>;
export const fundSimulationAccepted = z.object({ accepted: z.literal(true) });
