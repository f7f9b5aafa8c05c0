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
  app.addHook('onReady', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  return jobs;
}
