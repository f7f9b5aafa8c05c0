import { z } from 'zod';
import {
  formatDate,
  formatNumber,
  MAX_AMOUNT,
  MAX_DISCOUNT_DAYS,
  MAX_FEE,
  MAX_LAG_DAYS,
  MAX_RATE,
  type DiscountProblem,
} from '@tirr/domain';

/**
 * `POST /api/v1/simulators/{documentType}` (documentType checks | pagares | facturas). Every field is
 * optional: a missing one takes that simulator's default (docs/product.md §9) and the trade date is today in Buenos
 * Aires. Rates are in percent. Types are checked here, value rules (bounds, dates) by the domain
 * (`runDiscountSimulation`); every bad field is answered at once in one 400, each with a Spanish sentence.
 */
export const DISCOUNT_BODY_FIELDS = [
  'amount',
  'currency',
  'rate',
  'days',
  'dueDate',
  'tradeDate',
  'comision',
  'dn',
  'dc',
  'cc',
  'iva',
  'sgr',
  'profile',
  'settlementLag',
  'clearingDays',
] as const;
export type DiscountBodyField = (typeof DISCOUNT_BODY_FIELDS)[number];

/** How each field is named in the API's Spanish messages. */
export const DISCOUNT_FIELD_LABELS: Readonly<Record<DiscountBodyField, string>> = {
  amount: 'El monto',
  currency: 'La moneda',
  rate: 'La tasa',
  days: 'El plazo',
  dueDate: 'La fecha de vencimiento',
  tradeDate: 'La fecha de operación',
  comision: 'La comisión',
  dn: 'El derecho de negociación',
  dc: 'El derecho de cotización',
  cc: 'El arancel de Caja de Valores',
  iva: 'El IVA',
  sgr: 'El aval SGR',
  profile: 'El perfil de costos',
  settlementLag: 'La liquidación',
  clearingDays: 'El clearing',
};

const number = (field: DiscountBodyField) =>
  z.number({ error: `${DISCOUNT_FIELD_LABELS[field]} debe ser un número.` }).optional();
const date = (field: DiscountBodyField) => {
  const message = `${DISCOUNT_FIELD_LABELS[field]} debe ser una fecha con formato AAAA-MM-DD.`;
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .optional();
};

export const simulatorParams = z.object({ documentType: z.string() });

export const discountSimulationBody = z.strictObject(
  {
    amount: number('amount'),
    currency: z.enum(['ARS', 'USD'], { error: 'La moneda debe ser ARS o USD.' }).optional(),
    rate: number('rate'),
    days: number('days'),
    dueDate: date('dueDate'),
    /** 'Fecha de operación', within [today − 5 years, today + 2 years]; today when missing. */
    tradeDate: date('tradeDate'),
    comision: number('comision'),
    dn: number('dn'),
    dc: number('dc'),
    cc: number('cc'),
    iva: number('iva'),
    sgr: number('sgr'),
    profile: z.enum(['estandar', 'mav'], { error: "El perfil de costos debe ser 'estandar' o 'mav'." }).optional(),
    settlementLag: number('settlementLag'),
    clearingDays: number('clearingDays'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'No es un campo del simulador.' : undefined) },
);
export type DiscountSimulationBody = z.infer<typeof discountSimulationBody>;

const FEE_FIELDS: readonly DiscountBodyField[] = ['comision', 'dn', 'dc', 'cc', 'iva', 'sgr'];
const fmt = (value: number) => formatNumber(value, 0);

/**
 * The Spanish sentence of a domain problem of a field ('La tasa debe ser mayor que 0.'). `bounds` are
 * the trade dates accepted today (only used for the trade date).
 */
export function discountProblemMessage(
  field: DiscountBodyField,
  problem: DiscountProblem,
  bounds?: { min: string; max: string },
): string {
  const label = DISCOUNT_FIELD_LABELS[field];
  const isDate = field === 'dueDate' || field === 'tradeDate';
  switch (problem) {
    case 'required':
      return isDate ? `${label} es obligatoria.` : `${label} debe ser un número.`;
    case 'positive':
      return `${label} debe ser mayor que 0.`;
    case 'nonNegative':
      return `${label} no puede ser menor que 0.`;
    case 'integer':
      return field === 'days' ? 'El plazo debe ser un número entero de días.' : `${label} debe ser un número entero.`;
    case 'date':
      return `${label} no es una fecha válida (AAAA-MM-DD).`;
    case 'conflict':
      return 'Indicá el plazo en días o la fecha de vencimiento, no los dos.';
    case 'min':
      if (field === 'tradeDate' && bounds)
        return `La fecha de operación no puede ser anterior al ${formatDate(bounds.min)} (hoy menos 5 años).`;
      if (field === 'dueDate')
        return 'La fecha de vencimiento debe dejar al menos 1 día de plazo desde la liquidación.';
      return 'El plazo debe ser de al menos 1 día.';
    case 'max':
      if (field === 'tradeDate' && bounds)
        return `La fecha de operación no puede ser posterior al ${formatDate(bounds.max)} (hoy más 2 años).`;
      if (field === 'amount') return `El monto no puede superar ${fmt(MAX_AMOUNT)}.`;
      if (field === 'rate') return `La tasa no puede superar el ${fmt(MAX_RATE)} % anual.`;
      if (FEE_FIELDS.includes(field)) return `${label} no puede superar el ${fmt(MAX_FEE)} %.`;
      if (field === 'days') return `El plazo no puede superar los ${MAX_DISCOUNT_DAYS} días.`;
      if (field === 'dueDate')
        return `La fecha de vencimiento no puede dejar más de ${MAX_DISCOUNT_DAYS} días de plazo.`;
      return `${label} no puede superar los ${MAX_LAG_DAYS} días hábiles.`;
  }
}

const money = z.number();
const percent = z.number();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const discountSimulationResult = z.object({
  documentType: z.enum(['checks', 'pagares', 'facturas']),
  currency: z.enum(['ARS', 'USD']),
  profile: z.enum(['estandar', 'mav']),
  days: z.number().int(),
  /** The trade date as given (or today); settlement starts from it rolled to a bank business day. */
  tradeDate: isoDate,
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
  /** null when the power overflows (never a server error). */
  tea: percent.nullable(),
  tem: percent.nullable(),
  /** null when neto ≤ 0 or when it overflows. */
  cft: percent.nullable(),
  cftSinIva: percent.nullable(),
  /**
   * 'longCheque': a cheque longer than 360 days. 'calendarNotCovered': a date fell in a year the bank
   * calendar does not list, where only weekends were skipped.
   */
  warnings: z.array(z.enum(['longCheque', 'calendarNotCovered'])),
});
export type DiscountSimulationResult = z.infer<typeof discountSimulationResult>;
