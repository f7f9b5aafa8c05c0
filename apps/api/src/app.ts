import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from './plugins/app-dependencies';
import { instanceName } from './lib/instance';
import { apiPlugin } from './plugins/api';
import { installIdentity } from './plugins/identity';
import { installJobs } from './plugins/jobs';
import { appEvents, createServer, installHttpBasics } from './plugins/platform';
import { serveWeb } from './web/static';

export type { AppDependencies } from './plugins/app-dependencies';

/**
 * Builds the whole server from an explicit list of plugins (no autoload; docs/architecture.md §2). Every
 * cache and registry belongs to the app built here, and writes reach them through `app.events` (ADR 0124),
 * so two apps in one process share nothing.
 */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const context = {
    ...dependencies,
    clock: dependencies.clock ?? (() => new Date()),
    instance: instanceName(dependencies.instance ?? dependencies.config.instanceId),
  };
  // Framework options, zod, this app's events (shared with the other instances on PostgreSQL, ADR 0132),
  // the error handler and the input guard.
  const app = createServer(context, await appEvents(context));
  // The job queue every instance shares (ADR 0133); areas define their queues on it.
  installJobs(app, context);
  // Ended sessions, the mail outbox, account mails and the auth hook (docs/architecture.md §4).
  const identity = installIdentity(app, context);
  // Security headers, cookies, rate limits, the API docs and health.
  await installHttpBasics(app, context);
  await app.register(apiPlugin, { prefix: '/api/v1', context, identity });
  // The built-in provider at /oidc (nothing with an external one).
  await identity.mountProvider();
  await serveWeb(app, context.config.webDist);
  return app;
}
