import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createErrorLogBody, createErrorLogResponse, ERROR_CODES, errorFeedbackBody, idParam } from '@tirr/contracts';
import { z } from 'zod';
import { AppError, notFound, redactPersonalData } from '../../lib/errors';
import type { LogsRepository } from './logs.repository';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Error reports from the interface (docs/product.md §7 /logs/errors); open to guests, rate-limited per IP. Only
 * 'react' errors can be created here, and only the holder of the token returned at creation (the
 * browser session that hit the error) can add its feedback (ADR 0112).
 */
export const logsRoutes: FastifyPluginAsyncZod<{ repository: LogsRepository }> = async (app, { repository }) => {
  const rateLimit = { max: 30, timeWindow: '1 minute' };

  app.post(
    '/logs/errors',
    {
      config: { permission: 'none', rateLimit },
      schema: {
        tags: ['logs'],
        summary: 'Records an interface error; returns its id and the token to add feedback',
        body: createErrorLogBody,
        response: { 201: createErrorLogResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const feedbackToken = randomBytes(32).toString('base64url');
      const id = await repository.create({
        type: body.type,
        path: body.path,
        description: redactPersonalData(body.description),
        stack: body.stack === undefined ? undefined : redactPersonalData(body.stack),
        feedback: body.feedback === undefined ? undefined : redactPersonalData(body.feedback),
        userId: request.principal?.userId ?? null,
        feedbackTokenHash: hashOf(feedbackToken),
      });
      return reply.code(201).send({ id, feedbackToken });
    },
  );

  app.patch(
    '/logs/errors/:id',
    {
      config: { permission: 'none', rateLimit },
      schema: {
        tags: ['logs'],
        summary: "Adds the user's feedback to an error (with the token its creation returned)",
        params: idParam,
        body: errorFeedbackBody,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { feedback, feedbackToken } = request.body;
      if (await repository.setFeedback(id, hashOf(feedbackToken), redactPersonalData(feedback))) return { id };
      if (!(await repository.find(id))) throw notFound('id: no existe un error con ese id.');
      const message = 'el token no corresponde a este error.';
      throw new AppError(403, ERROR_CODES.forbidden, `feedbackToken: ${message}`, [
        { field: 'feedbackToken', message },
      ]);
    },
  );
};
