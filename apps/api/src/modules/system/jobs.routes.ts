import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobList, jobRetried, jobsQuery, uuidParam, type JobView } from '@tirr/contracts';
import { notFound } from '../../lib/errors';
import type { JobQueue, JobState } from '../../lib/jobs';

export interface JobsRoutesOptions {
  jobs: Pick<JobQueue, 'list' | 'stats' | 'retry'>;
}

/** The queue's states each view of the dashboard shows. */
const STATES: Record<JobView, JobState[]> = {
  queued: ['created', 'retry'],
  running: ['active'],
  failed: ['failed'],
  done: ['completed'],
};

/** /system/jobs (sysadmin): the job queue of every instance, and 'Reintentar' on a failed job (ADR 0133). */
export const jobsRoutes: FastifyPluginAsyncZod<JobsRoutesOptions> = async (app, { jobs }) => {
  const sysadmin = { permission: 'sysadmin' as const };
  app.get(
    '/system/jobs',
    {
      config: sysadmin,
      schema: {
        tags: ['system'],
        summary: 'Background jobs: per queue counts, and the newest jobs in one state',
        querystring: jobsQuery,
        response: { 200: jobList },
      },
    },
    async (request) => {
      const [queues, items] = await Promise.all([
        jobs.stats(),
        jobs.list({ states: STATES[request.query.state], limit: request.query.limit }),
      ]);
      return { queues, items };
    },
  );
  app.post(
    '/system/jobs/:id/retry',
    {
      config: sysadmin,
      schema: {
        tags: ['system'],
        summary: 'Queues a failed job again',
        params: uuidParam,
        response: { 200: jobRetried },
      },
    },
    async (request) => {
      if (!(await jobs.retry(request.params.id))) throw notFound('No hay un trabajo fallido con ese id.');
      return { retried: true as const };
    },
  );
};
