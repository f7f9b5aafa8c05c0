import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fromQuery,
  fund,
  fundManagers,
  fundQuery,
  fundQueryResult,
  fundSimulationAccepted,
  fundSimulationBody,
  idParam,
  shareHistoric,
  sharePerformance,
} from '@tirr/contracts';
import type { FastifyRequest } from 'fastify';
import { clientKey } from '../../lib/proxy-trust';
import type { FundsService } from './funds.service';

export interface FundsRoutesOptions {
  service: FundsService;
}

/** docs/product.md §7 funds API. Open to everyone (the simulators are free, guests included). */
export const fundsRoutes: FastifyPluginAsyncZod<FundsRoutesOptions> = async (app, { service }) => {
  const open = { permission: 'none' as const };

  app.get(
    '/funds/managers',
    {
      config: open,
      schema: { tags: ['funds'], summary: 'Fund managers (gerenciadoras)', response: { 200: fundManagers } },
    },
    async () => service.managers(),
  );

  app.get(
    '/funds/query',
    {
      config: open,
      schema: {
        tags: ['funds'],
        summary: "A manager's funds for an objective: exactMatches and similarMatches",
        querystring: fundQuery,
        response: { 200: fundQueryResult },
      },
    },
    async (request) => service.query(request.query.id_gerenciadora, request.query.objective),
  );

  app.get(
    '/funds/:id',
    {
      config: open,
      schema: { tags: ['funds'], summary: 'A fund with its share classes', params: idParam, response: { 200: fund } },
    },
    async (request) => service.fund(request.params.id),
  );

  app.get(
    '/funds/shares/:id/performance',
    {
      config: open,
      schema: {
        tags: ['funds'],
        summary: 'Share-class performance from a date (last value on or before each date)',
        params: idParam,
        querystring: fromQuery,
        response: { 200: sharePerformance },
      },
    },
    async (request) => service.performance(request.params.id, request.query.from, request.query.to),
  );

  app.get(
    '/funds/shares/:id/historic',
    {
      config: open,
      schema: {
        tags: ['funds'],
        summary: 'Share values from a date, with CER and BADLAR over the same window',
        params: idParam,
        querystring: fromQuery,
        response: { 200: shareHistoric },
      },
    },
    async (request) => service.historic(request.params.id, request.query.from, request.query.to),
  );

  app.post(
    '/funds/simulation',
    {
      config: {
        ...open,
        // A write open to guests: 30 a minute per signed-in user or guest address, counted once the body
        // is valid (nothing is written before).
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => request.principal?.sub ?? clientKey(request.ip),
        },
      },
      schema: {
        tags: ['funds'],
        summary: 'Records a simulation of the FCI wizard (fire and forget)',
        body: fundSimulationBody,
        response: { 202: fundSimulationAccepted },
      },
    },
    async (request, reply) => {
      await service.recordSimulation(request.body, request.principal?.userId ?? null);
      return reply.code(202).send({ accepted: true as const });
    },
  );
};
