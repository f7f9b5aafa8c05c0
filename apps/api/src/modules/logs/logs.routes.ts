import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createErrorLogBody, createErrorLogResponse, errorFeedbackBody, idParam } from '@tirr/contracts';
import { z } from 'zod';
import { notFound, redactPersonalData } from '../../lib/errors';
import type { LogsRepository } from './logs.repository';

/** Error reports from the interface (spec §7 /logs/errors); open to guests, rate-limited per IP. */
export const logsRoutes: FastifyPluginAsyncZod<{ repository: LogsRepository }> = async (app, { repository }) => {
  const rateLimit = { max: 30, timeWindow: '1 minute' };

  app.post(
    '/logs/errors',
    {
      config: { permission: 'none', rateLimit },
      schema: {
        tags: ['logs'],
        summary: 'Records an interface error and returns its id',
        body: createErrorLogBody,
        response: { 201: createErrorLogResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const id = await repository.create({
        type: body.type,
        path: body.path,
        description: redactPersonalData(body.description),
        stack: body.stack === undefined ? undefined : redactPersonalData(body.stack),
        feedback: body.feedback,
        userId: request.principal?.userId ?? null,
      });
      return reply.code(201).send({ id });
    },
  );

  app.patch(
    '/logs/errors/:id',
    {
      config: { permission: 'none', rateLimit },
      schema: {
        tags: ['logs'],
        summary: 'Adds the user feedback to an error',
        params: idParam,
        body: errorFeedbackBody,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repository.setFeedback(id, request.body.feedback)))
        throw notFound('id: no existe un error con ese id.');
      return { id };
    },
  );
};
