import { z } from 'zod';

/**
 * `POST /api/v1/simulators/{documentType}` (documentType checks | pagares | facturas). Every field is
 * optional: a missing one takes that simulator's default (spec §9). Rates are in percent. Value rules
 * (amount > 0, days ≥ 1, rates ≥ 0) are the domain's (`discountInputProblems`), reported as 400 naming
 * the field.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'fecha con formato AAAA-MM-DD');

export const simulatorParams = z.object({ documentType: z.string() });

export const discountSimulationBody = z.strictObject({
  amount: z.number().optional(),
  currency: z.enum(['ARS', 'USD']).optional(),
  rate: z.number().optional(),
  days: z.number().optional(),
  dueDate: isoDate.optional(),
  comision: z.number().optional(),
  dn: z.number().optional(),
  dc: z.number().optional(),
  cc: z.number().optional(),
  iva: z.number().optional(),
  sgr: z.number().optional(),
  profile: z.enum(['estandar', 'mav']).optional(),
  settlementLag: z.number().optional(),
  clearingDays: z.number().optional(),
});
export type DiscountSimulationBody = z.infer<typeof discountSimulationBody>;

const money = z.number();
const percent = z.number();

export const discountSimulationResult = z.object({
  documentType: z.enum(['checks', 'pagares', 'facturas']),
  currency: z.enum(['ARS', 'USD']),
  profile: z.enum(['estandar', 'mav']),
  days: z.number().int(),
  settlementDate: isoDate,
  dueDate: isoDate,
  paymentDate: isoDate,
  efectivo: money,
  interes: money,
  fees: z.object({ comision: money, dn: money, dc: money, cc: money, sgr: money }),
  ivaMonto: money,
  totalCostos: money,
  neto: money,
  tna: percent,
  tea: percent,
  tem: percent,
  /** null when neto ≤ 0. */
  cft: percent.nullable(),
  cftSinIva: percent.nullable(),
  /** 'longCheque': a cheque longer than 360 days. */
  warnings: z.array(z.enum(['longCheque'])),
});
export type DiscountSimulationResult = z.infer<typeof discountSimulationResult>;
