import {
  buenosAiresDate,
  discountDefaults,
  isDocumentType,
  runDiscountSimulation,
  tradeDateBounds,
  type DiscountField,
  type DiscountInput,
  type DiscountProblem,
  type HolidayCalendar,
} from '@tirr/domain';
import {
  DISCOUNT_BODY_FIELDS,
  discountProblemMessage,
  discountSimulationBody,
  ERROR_CODES,
  type DiscountBodyField,
  type DiscountSimulationBody,
  type DiscountSimulationResult,
} from '@tirr/contracts';
import { AppError, badRequest } from '../../lib/errors';

export interface SimulatorsServiceDependencies {
  /** The server clock; today is its date in Buenos Aires. */
  clock: () => Date;
  calendar: HolidayCalendar;
}

const isBodyField = (key: string): key is DiscountBodyField =>
  (DISCOUNT_BODY_FIELDS as readonly string[]).includes(key);

/**
 * Checks each field of the raw body on its own (the contract's type, with its Spanish sentence), so one
 * bad field does not hide the others: the well-typed fields go on to the domain's value rules.
 */
function readBody(raw: unknown): { body: DiscountSimulationBody; errors: Map<string, string> } {
  const errors = new Map<string, string>();
  const body: Record<string, unknown> = {};
  if (raw === null || raw === undefined) return { body, errors };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    errors.set('body', 'El cuerpo debe ser un objeto JSON con los datos del documento.');
    return { body, errors };
  }
  const shape = discountSimulationBody.shape;
  for (const [key, value] of Object.entries(raw)) {
    if (!isBodyField(key)) {
      errors.set(key, 'No es un campo del simulador.');
      continue;
    }
    const parsed = shape[key].safeParse(value);
    if (parsed.success) body[key] = parsed.data;
    else errors.set(key, parsed.error.issues[0]?.message ?? `${key} no es válido.`);
  }
  return { body: body as DiscountSimulationBody, errors };
}

export function simulatorsService({ clock, calendar }: SimulatorsServiceDependencies) {
  return {
    /**
     * Runs the discount engine with the simulator's defaults for every missing field and today (Buenos
     * Aires) as the trade date when none is given. Every bad field is reported at once (400).
     */
    simulate(documentType: string, raw: unknown): DiscountSimulationResult {
      if (!isDocumentType(documentType)) {
        throw badRequest('documentType', 'tipo de documento desconocido: use checks, pagares o facturas.');
      }
      const today = buenosAiresDate(clock());
      const { body, errors } = readBody(raw);
      const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const problems = new Map<DiscountBodyField, DiscountProblem>();
      if (body.days !== undefined && body.dueDate !== undefined) {
        problems.set('days', 'conflict');
        problems.set('dueDate', 'conflict');
      }
      const input: DiscountInput = { ...discountDefaults(documentType), ...defined };
      const outcome = runDiscountSimulation(documentType, input, today, calendar);
      if (!outcome.ok) {
        for (const [field, problem] of Object.entries(outcome.problems) as [DiscountField, DiscountProblem][]) {
          if (!problems.has(field)) problems.set(field, problem);
        }
      }
      if (!outcome.ok || errors.size > 0 || problems.size > 0) {
        const bounds = tradeDateBounds(today);
        const details = [...errors].map(([field, message]) => ({ field, message }));
        for (const field of DISCOUNT_BODY_FIELDS) {
          const problem = problems.get(field);
          if (problem && !errors.has(field))
            details.push({ field, message: discountProblemMessage(field, problem, bounds) });
        }
        const order = (field: string) => {
          const index = (DISCOUNT_BODY_FIELDS as readonly string[]).indexOf(field);
          return index < 0 ? DISCOUNT_BODY_FIELDS.length : index;
        };
        details.sort((a, b) => order(a.field) - order(b.field));
        const summary = details.map(({ field, message }) => `${field}: ${message}`).join('; ');
        throw new AppError(400, ERROR_CODES.validation, summary, details);
      }
      const { simulation } = outcome;
      return {
        documentType,
        currency: input.currency,
        profile: input.profile,
        days: simulation.days,
        tradeDate: simulation.tradeDate,
        settlementDate: simulation.settlementDate,
        dueDate: simulation.dueDate,
        paymentDate: simulation.paymentDate,
        efectivo: simulation.efectivo,
        interes: simulation.interes,
        fees: simulation.fees,
        ivaMonto: simulation.ivaMonto,
        totalCostos: simulation.totalCostos,
        neto: simulation.neto,
        tna: simulation.tna,
        tea: simulation.tea,
        tem: simulation.tem,
        cft: simulation.cft,
        cftSinIva: simulation.cftSinIva,
        warnings: outcome.warnings,
      };
    },
  };
}
