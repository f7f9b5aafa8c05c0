import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addBatchProfilesResponse, batchIdParam, batchJob, createBatchBody, latestBatch } from '@tirr/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../lib/language';
import { noStore } from '../../lib/no-store';
import { localizeJob } from './batch.rows';
import type { BatchService } from './batch.service';
import { callerOf } from '../../lib/caller';

export interface BatchRoutesOptions {
  service: BatchService;
  userIdOf: (sub: string) => Promise<string>;
}

export const batchRoutes: FastifyPluginAsyncZod<BatchRoutesOptions> = async (app, { service, userIdOf }) => {
  const premium = { permission: 'premium' as const, scope: 'batch' as const };
  const caller = (request: FastifyRequest) => callerOf(request, userIdOf);
  // Batch results are about people: never kept by a browser or a proxy.
  noStore(app);

  app.post(
    '/batch',
    {
      // Batch lookups read credit data: a confirmed email too (ADR 0106).
      config: { ...premium, verifiedEmail: true },
      schema: {
        tags: ['batch'],
        summary: 'Starts a batch lookup: every row is validated, the valid CUITs are looked up in the background',
        body: createBatchBody,
        response: { 201: batchJob },
      },
    },
    async (request, reply) => {
      const job = await service.create(await caller(request), request.body.taxNumbers);
      return reply.code(201).send(localizeJob(job, requestLanguage(request)));
    },
  );

  app.get(
    '/batch',
    {
      config: premium,
      schema: { tags: ['batch'], summary: "The user's latest batch lookup", response: { 200: latestBatch } },
    },
    async (request) => {
      const job = await service.latest(await caller(request));
      return { job: job && localizeJob(job, requestLanguage(request)) };
    },
  );

  app.get(
    '/batch/:id',
    {
      config: premium,
      schema: {
        tags: ['batch'],
        summary: 'A batch lookup with its progress and results',
        params: batchIdParam,
        response: { 200: batchJob },
      },
    },
    async (request) =>
      localizeJob(await service.get(await caller(request), request.params.id), requestLanguage(request)),
  );

  app.post(
    '/batch/:id/profiles',
    {
      config: premium,
      schema: {
        tags: ['batch'],
        summary: "Adds every result of the batch to the user's Mis Perfiles",
        params: batchIdParam,
        response: { 200: addBatchProfilesResponse },
      },
    },
    async (request) => service.addProfiles(await caller(request), request.params.id),
  );
};
