/**
 * The app's job queue (ADR 0133): defined here once per app, decorated as `app.jobs`; each area defines its
 * queues and handlers in its own plugin. It starts when the app is ready and stops (gracefully: handlers
 * are told, then awaited) when it closes.
 */
import type { FastifyInstance } from 'fastify';
import { jobQueue, type JobQueue } from '../lib/jobs';
import type { AppContext } from './app-dependencies';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue shared by every instance on the database (ADR 0133). */
    jobs: JobQueue;
  }
}

export function installJobs(app: FastifyInstance, { config, database }: AppContext): JobQueue {
  const jobs = jobQueue({
    executeSql: database.executeSql,
    maintenanceSeconds: config.jobs.maintenanceSeconds,
    onError: (error) => app.log.error({ err: error }, 'job queue'),
  });
  app.decorate('jobs', jobs);
  // Queue depth, running and failed jobs and the oldest wait, per queue, read at each scrape (ADR 0134).
  const gauges = [
    ['tirr_jobs_queued', 'Jobs waiting (or waiting for a retry), per queue', 'queued'],
    ['tirr_jobs_running', 'Jobs running on any instance, per queue', 'running'],
    ['tirr_jobs_failed', 'Jobs that used up their retries, per queue', 'failed'],
    ['tirr_jobs_oldest_queued_seconds', 'Seconds the oldest waiting job has waited, per queue', 'oldestQueuedSeconds'],
  ] as const;
  // One read of the queue's figures serves the four gauges of a scrape.
  let read: { at: number; stats: ReturnType<JobQueue['stats']> } | undefined;
  const stats = () => {
    if (!read || Date.now() - read.at > 1000) read = { at: Date.now(), stats: jobs.stats() };
    return read.stats;
  };
  for (const [name, help, field] of gauges) {
    app.metrics.gauge({
      name,
      help,
      labelNames: ['queue'],
      read: async () => (await stats()).map((q) => ({ labels: { queue: q.queue }, value: q[field] })),
    });
  }
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  return jobs;
}
