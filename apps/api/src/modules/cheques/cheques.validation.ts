/**
 * The body of `POST /cheques/analysis` — and each row of a cheque portfolio — read field by field (each with its
 * Spanish sentence, so one bad field does not hide the others) and the domain's problems worded by field
 * (docs/domain/cheque-analysis.md §3, §4).
 */
import {
  CHEQUE_ANALYSIS_FIELDS,
  CHEQUE_ANALYSIS_LABELS,
  chequeAnalysisBody,
  discountProblemMessage,
  DISCOUNT_BODY_FIELDS,
  ERROR_CODES,
  type ChequeAnalysisBody,
  type ChequeAnalysisField,
  type DiscountBodyField,
} from '@tirr/contracts';
import { formatNumber, MAX_RATE, MAX_SPREAD, tradeDateBounds, type DiscountProblem } from '@tirr/domain';
import { AppError } from '../../lib/errors';

const REQUIRED: readonly ChequeAnalysisField[] = ['entityCode', 'chequeNumber', 'drawerTaxId', 'amount', 'dueDate'];

/** An entity code BCRA does not list. */
export const unknownEntityMessage = (code: number) => `El código ${code} no es una entidad del BCRA que emita cheques.`;

/**
 * A cheque's fields read one by one, each with its Spanish sentence: `fields` are the ones accepted (the single
 * analysis' by default; a portfolio row's are the cheque's own), any other is 'No es un campo del análisis.'.
 * `notObject` names what is not an object at all (the body, or a portfolio's row).
 */
export function readAnalysisBody(
  raw: unknown,
  fields: readonly ChequeAnalysisField[] = CHEQUE_ANALYSIS_FIELDS,
  notObject = { field: 'body', message: 'El cuerpo debe ser un objeto JSON con los datos del cheque.' },
): { body: Partial<ChequeAnalysisBody>; errors: Map<string, string> } {
  const errors = new Map<string, string>();
  const body: Record<string, unknown> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    errors.set(notObject.field, notObject.message);
    return { body, errors };
  }
  const isField = (key: string): key is ChequeAnalysisField => (fields as readonly string[]).includes(key);
  const shape = chequeAnalysisBody.shape;
  for (const [key, value] of Object.entries(raw)) {
    if (!isField(key)) {
      errors.set(key, 'No es un campo del análisis.');
      continue;
    }
    if (value === undefined || (value === null && !REQUIRED.includes(key))) continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success) body[key] = parsed.data;
    else errors.set(key, parsed.error.issues[0]?.message ?? `${CHEQUE_ANALYSIS_LABELS[key]} no es válido.`);
  }
  for (const field of REQUIRED) {
    if (body[field] === undefined && !errors.has(field)) {
      errors.set(field, `${CHEQUE_ANALYSIS_LABELS[field]} es obligatorio${field === 'dueDate' ? 'a' : ''}.`);
    }
  }
  return { body: body as Partial<ChequeAnalysisBody>, errors };
}

const isDiscountField = (field: string): field is DiscountBodyField =>
  (DISCOUNT_BODY_FIELDS as readonly string[]).includes(field);

/** The Spanish sentence of a domain problem of `field` (a simulator field, the reference rate or an assumption). */
export function pricingMessage(field: string, problem: DiscountProblem | string, today?: string): string {
  if (field === 'dueDate' && problem === 'required') return 'La fecha de pago es obligatoria.';
  if (isDiscountField(field)) {
    // The simulator's due date is the cheque's payment date ('Fecha de pago' on the screen).
    if (field === 'dueDate')
      return discountProblemMessage(field, problem as DiscountProblem).replace(
        'La fecha de vencimiento',
        'La fecha de pago',
      );
    return discountProblemMessage(
      field,
      problem as DiscountProblem,
      today ? tradeDateBounds(today as Parameters<typeof tradeDateBounds>[0]) : undefined,
    );
  }
  if (field === 'referenceRate') {
    if (problem === 'max')
      return `La tasa de referencia más el spread no puede superar el ${formatNumber(MAX_RATE, 0)} % anual.`;
    return 'La tasa de referencia debe ser mayor que 0.';
  }
  if (field.startsWith('assumptions')) {
    const path = field.slice('assumptions.'.length) || 'assumptions';
    const messages: Record<string, string> = {
      number: `el supuesto ${path} debe ser un número.`,
      nonNegative: `el supuesto ${path} no puede ser negativo.`,
      max: path.startsWith('spreads.')
        ? `el spread ${path.slice('spreads.'.length)} no puede superar ${formatNumber(MAX_SPREAD, 0)} puntos.`
        : `el supuesto ${path} no puede superar el 100 %.`,
      object: 'los supuestos deben ser un objeto con spreads, annualPd y lgd.',
      unknownField: `${path} no es un supuesto (spreads, annualPd por banda, lgd).`,
    };
    return `Los supuestos: ${messages[problem] ?? `${path} no es válido.`}`;
  }
  return `${field}: no es válido.`;
}

/** Problems in the order of `order`'s fields (fields not in it, such as assumptions' paths, last). */
export function inFieldOrder<T extends { field: string }>(details: readonly T[], order: readonly string[]): T[] {
  const rank = (field: string) => {
    const index = order.indexOf(field.split('.')[0]!);
    return index < 0 ? order.length : index;
  };
  return [...details].sort((a, b) => rank(a.field) - rank(b.field));
}

/** One 400 with every bad field, in the body's order (fields not of the body, such as assumptions' paths, last). */
export function problemsError(
  details: { field: string; message: string }[],
  order: readonly string[] = CHEQUE_ANALYSIS_FIELDS,
): AppError {
  const sorted = inFieldOrder(details, order);
  return new AppError(
    400,
    ERROR_CODES.validation,
    sorted.map(({ field, message }) => `${field}: ${message}`).join('; '),
    sorted,
  );
}
