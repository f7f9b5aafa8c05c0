/**
 * What every request of the app goes through, around the sign-in hook: the server itself (framework
 * options, zod, this app's events, the error handler and input guard) and then security headers, cookies,
 * rate limits, the API docs and health (docs/architecture.md §2).
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { installApiDocs } from '../lib/api-docs';
import { inProcessEvents, installEvents, type AppEvents } from '../lib/app-events';
import { sharedEvents } from '../lib/shared-events';
import { installErrorHandler } from '../lib/errors';
import { frameworkErrors, installInputGuard } from '../lib/input-guard';
import { installMetrics } from '../lib/metrics';
import { installRateCounter, rateCounter, rateLimitStore } from '../lib/rate-counter';
import { fastifyTrustProxy } from '../lib/proxy-trust';
import { installRequestId, requestIdOptions } from '../lib/request-id';
import { appSecurityPolicy, installSecurityHeaders } from '../lib/security-headers';
import { logsRepository } from '../modules/logs/logs.repository';
import { healthRoutes } from '../modules/health/health.routes';
import { metricsRoutes } from '../modules/metrics/metrics.routes';
import type { AppContext } from './app-dependencies';

/**
 * The app's events: on a PostgreSQL server every instance hears every other's (ADR 0132); PGlite serves
 * one process, whose own events are all there is.
 */
export async function appEvents({ database, instance }: AppContext): Promise<AppEvents & { close?(): Promise<void> }> {
  if (!database.url) return inProcessEvents();
  return sharedEvents({
    url: database.url,
    executeSql: database.executeSql,
    instance,
    onError: (error) => console.warn(`Shared events: ${error instanceof Error ? error.message : String(error)}`),
  });
}

/**
 * The Fastify instance with its events (ADRs 0124, 0132) and metrics, every request with an id (ADR 0134);
 * errors are logged to the database.
 */
export function createServer(
  { config, database, logger = false, processMetrics }: AppContext,
  events: AppEvents & { close?(): Promise<void> },
): FastifyInstance {
  const app = Fastify({
    logger,
    ...requestIdOptions(),
    // A hop count or the proxies' addresses, never 'any' (ADR 0109).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRequestId(app);
  installEvents(app, events);
  if (events.close) app.addHook('onClose', () => events.close!());
  installMetrics(app, { pool: database.pool, processMetrics });
  const logs = logsRepository(database.db);
  installErrorHandler(app, (info) => logs.create({ type: 'node', ...info }));
  installInputGuard(app);
  return app;
}

/** Security headers, cookies, rate limits (per route, in the database), the API docs, health checks and metrics. */
export async function installHttpBasics(app: FastifyInstance, { config, database }: AppContext): Promise<void> {
  installSecurityHeaders(
    app,
    appSecurityPolicy(config.publicUrl, config.auth.kind === 'external' ? config.auth.issuer : undefined),
  );
  await app.register(cookie);
  // Counted in the database, so a limit holds across every instance (ADR 0132).
  const counter = rateCounter(database.executeSql);
  installRateCounter(app, counter);
  await app.register(rateLimit, { global: false, store: rateLimitStore(counter) });
  await installApiDocs(app, config);
  await app.register(healthRoutes, {
    ping: async () => {
      await database.db.execute(sql`select 1`);
    },
  });
  await app.register(metricsRoutes, { access: config.metrics });
}
