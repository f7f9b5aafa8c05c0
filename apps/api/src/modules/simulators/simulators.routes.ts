import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountSimulationBody, discountSimulationResult, simulatorParams } from '@tirr/contracts';
import type { simulatorsService } from './simulators.service';

export interface SimulatorsRoutesOptions {
  service: ReturnType<typeof simulatorsService>;
}

/**
 * The discount simulators: open to guests (docs/product.md §6 lists simulators as open; ADR 0040). The body schema
 * documents the route; the service checks it field by field (`attachValidation`), so a wrong type in
 * one field is reported together with the value problems of the others.
 */
export const simulatorsRoutes: FastifyPluginAsyncZod<SimulatorsRoutesOptions> = async (app, { service }) => {
  app.post(
    '/simulators/:documentType',
    {
      config: { permission: 'none' },
      attachValidation: true,
      schema: {
        tags: ['simulators'],
        summary: 'Simulates the discount of a cheque, pagaré or factura (missing fields take the defaults)',
        params: simulatorParams,
        body: discountSimulationBody.nullish(),
        response: { 200: discountSimulationResult },
      },
    },
    async (request) => service.simulate(request.params.documentType, request.body as unknown),
  );
};
