import {
  buenosAiresDate,
  discountDefaults,
  isDocumentType,
  runDiscountSimulation,
  type DiscountInput,
  type DiscountProblem,
  type HolidayCalendar,
} from '@tirr/domain';
import type { DiscountSimulationBody, DiscountSimulationResult } from '@tirr/contracts';
import { ERROR_CODES } from '@tirr/contracts';
import { AppError, badRequest } from '../../lib/errors';

export interface SimulatorsServiceDependencies {
  /** The server clock; today is its date in Buenos Aires. */
  clock: () => Date;
  calendar: HolidayCalendar;
}

/** Spanish sentences for the domain's problem codes (the API's error messages). */
const PROBLEM_MESSAGES: Record<DiscountProblem, string> = {
  required: 'es obligatorio y debe ser un número.',
  positive: 'debe ser mayor que cero.',
  nonNegative: 'no puede ser negativo.',
  integer: 'debe ser un número entero.',
  min: 'el plazo debe ser de al menos 1 día.',
  max: 'está fuera del rango permitido.',
  date: 'no es una fecha válida (AAAA-MM-DD).',
};

export function simulatorsService({ clock, calendar }: SimulatorsServiceDependencies) {
  return {
    /** Runs the discount engine with the simulator's defaults for every missing field. */
    simulate(documentType: string, body: DiscountSimulationBody): DiscountSimulationResult {
      if (!isDocumentType(documentType)) {
        throw badRequest('documentType', 'tipo de documento desconocido: use checks, pagares o facturas.');
      }
      const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const input: DiscountInput = { ...discountDefaults(documentType), ...defined };
      const outcome = runDiscountSimulation(documentType, input, buenosAiresDate(clock()), calendar);
      if (!outcome.ok) {
        const details = Object.entries(outcome.problems).map(([field, problem]) => ({
          field,
          message: PROBLEM_MESSAGES[problem],
        }));
        const summary = details.map(({ field, message }) => `${field}: ${message}`).join('; ');
        throw new AppError(400, ERROR_CODES.validation, summary, details);
      }
      const { simulation } = outcome;
      return {
        documentType,
        currency: input.currency,
        profile: input.profile,
        days: simulation.days,
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
