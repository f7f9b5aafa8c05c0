import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import middie from '@fastify/middie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { AuthConfig } from '@tirr/contracts';
import { argentineCalendar, buenosAiresDate, effectiveRole } from '@tirr/domain';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountIdOf, accountsRepository } from './identity-provider/accounts.repository';
import { identityProviderPlugin } from './identity-provider/plugin';
import { createBuiltinProvider } from './identity-provider/provider';
import type { ProviderKeys } from './identity-provider/keys';
import { installAuth, localKeys, remoteKeys, tokenVerifier } from './lib/auth';
import { installErrorHandler } from './lib/errors';
import { academyRepository } from './modules/academy/academy.repository';
import { academyRoutes } from './modules/academy/academy.routes';
import { academyService } from './modules/academy/academy.service';
import { fundsRepository } from './modules/funds/funds.repository';
import { fundsRoutes } from './modules/funds/funds.routes';
import { fundsService } from './modules/funds/funds.service';
import { createDataSources, type DataSources } from './integrations';
import { authRoutes } from './modules/auth/auth.routes';
import { creditRepository } from './modules/credit/credit.repository';
import { creditRoutes } from './modules/credit/credit.routes';
import { creditService } from './modules/credit/credit.service';
import { identityService } from './modules/credit/identity.service';
import { healthRoutes } from './modules/health/health.routes';
import { logsRepository } from './modules/logs/logs.repository';
import { logsRoutes } from './modules/logs/logs.routes';
import { quickPanelRepository } from './modules/quick-panel/quick-panel.repository';
import { quickPanelRoutes } from './modules/quick-panel/quick-panel.routes';
import { usersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { usersService } from './modules/users/users.service';
import { simulatorsRoutes } from './modules/simulators/simulators.routes';
import { simulatorsService } from './modules/simulators/simulators.service';
import { createMercadoPagoClient } from './integrations/mercadopago/client';
import { createMercadoPagoOffline } from './integrations/mercadopago/offline';
import type { MercadoPagoApi } from './integrations/mercadopago/types';
import { paymentsRepository } from './modules/payments/payments.repository';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paymentsService } from './modules/payments/payments.service';
import { auditRepository } from './lib/audit';
import { blacklistRepository } from './modules/system/blacklist.repository';
import { systemErrorsRepository } from './modules/system/errors.repository';
import { reportsRepository } from './modules/system/reports.repository';
import { systemRoutes } from './modules/system/system.routes';
import { systemService } from './modules/system/system.service';
import { systemUsersRepository } from './modules/system/users.repository';
import { serveWeb } from './web/static';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The credit data sources; by default chosen from config.dataSources. */
  dataSources?: DataSources | undefined;
  /** Keys of the built-in provider (required when config.auth.kind is 'builtin'). */
  keys?: ProviderKeys | undefined;
  logger?: boolean | object;
  /** The server clock (tests inject one); today is its date in Buenos Aires. */
  clock?: (() => Date) | undefined;
  /** Mercado Pago (tests inject the live client pointed at a replay server). */
  mercadopago?: MercadoPagoApi | undefined;
  /** Settles when the fund tables are loaded (the offline seed runs after listen); fund routes wait for it. */
  fundsReady?: Promise<unknown>;
}

/** Name of the cookie in which the web app keeps the access token (architecture §4). */
export const TOKEN_COOKIE = 'tirr_at';

/** Builds the whole server from an explicit list of plugins and modules (no autoload). */
export async function buildApp({
  config,
  database,
  keys,
  logger = false,
  clock = () => new Date(),
  fundsReady,
  dataSources,
  mercadopago,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const logs = logsRepository(db);
  const users = usersRepository(db);
  const accounts = accountsRepository(db);

  installErrorHandler(app, (info) => logs.create({ type: 'node', ...info }));

  // Tokens are verified with jose against the issuer's keys, for the built-in and external providers alike.
  const verifyKeys =
    config.auth.kind === 'builtin' ? localKeys(requireKeys(keys).publicJwks) : remoteKeys(config.auth.issuer);
  installAuth(app, {
    verify: tokenVerifier({ issuer: config.auth.issuer, audience: config.auth.audience, keys: verifyKeys }),
    findUser: async (sub) => {
      const row = await users.findBySub(sub);
      // Time-limited premium (grant or subscription) counts only until its date (ADR 0080).
      return row ? { id: row.id, role: effectiveRole(row.role, row.premiumUntil, clock()) } : undefined;
    },
  });

  const secure = config.publicUrl.startsWith('https://');
  const externalOrigin = config.auth.kind === 'external' ? new URL(config.auth.issuer).origin : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(externalOrigin ? [externalOrigin] : [])],
        frameSrc: ["'self'", ...(externalOrigin ? [externalOrigin] : [])],
        formAction: ["'self'", ...(externalOrigin ? [externalOrigin] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tirr API', version: '1.0.0', description: 'Credit risk and capital-market tools for Argentina.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: 'none' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  await app.register(healthRoutes, {
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  });

  const authConfig: AuthConfig = {
    domain: config.auth.issuer,
    clientId: config.auth.clientId,
    audience: config.auth.audience,
    provider: config.auth.kind,
    demoData: config.dataSources === 'offline',
  };

  await app.register(
    async (api) => {
      await api.register(authRoutes, { config: authConfig });
      await api.register(usersRoutes, {
        tokenCookie: TOKEN_COOKIE,
        service: usersService({
          repository: users,
          now: clock,
          builtinProfile: async (sub) => {
            if (config.auth.kind !== 'builtin') return undefined;
            const id = accountIdOf(sub);
            const account = id ? await accounts.findById(id) : undefined;
            return account
              ? { email: account.email, name: account.name, emailVerified: account.emailVerified }
              : undefined;
          },
        }),
      });
      await api.register(logsRoutes, { repository: logs });
      await api.register(academyRoutes, {
        service: academyService({ repository: academyRepository(db), blogBaseUrl: config.blogBaseUrl }),
      });
      await api.register(fundsRoutes, {
        service: fundsService({
          repository: fundsRepository(db),
          today: () => buenosAiresDate(clock()),
          calendar: argentineCalendar(),
          ready: fundsReady,
        }),
      });
      await api.register(simulatorsRoutes, { service: simulatorsService({ clock, calendar: argentineCalendar() }) });
      const sources = dataSources ?? createDataSources(config, db, clock);
      const identity = identityService(sources, () => buenosAiresDate(clock()));
      await api.register(creditRoutes, {
        identity,
        credit: creditService({
          repository: creditRepository(db),
          sources,
          identity,
          supportEmail: config.supportEmail,
          premiumPriceArs: config.premiumPriceArs,
          now: clock,
        }),
        userIdOf: async (sub) => (await users.upsert(sub, {})).id,
        rateLimitPerMinute: config.creditRateLimitPerMinute,
      });
      await api.register(quickPanelRoutes, { repository: quickPanelRepository(db) });
      const audit = auditRepository(db);
      const userIdOf = async (sub: string) => (await users.upsert(sub, {})).id;
      // Drops any cached copy of a user after a role or premium change (none is kept today; ADR 0080).
      const onUserChanged = (_userId: string) => undefined;
      await api.register(systemRoutes, {
        userIdOf,
        service: systemService({
          errors: systemErrorsRepository(db),
          users: systemUsersRepository(db),
          blacklist: blacklistRepository(db),
          reports: reportsRepository(db),
          audit,
          now: clock,
          onUserChanged,
        }),
      });
      const { payments } = config;
      await api.register(paymentsRoutes, {
        userIdOf,
        service: paymentsService({
          repository: paymentsRepository(db, audit),
          mercadopago:
            mercadopago ??
            (payments.mode === 'live'
              ? createMercadoPagoClient({
                  baseUrl: payments.baseUrl,
                  accessToken: payments.accessToken!,
                  timeoutMs: config.upstream.timeoutMs,
                })
              : createMercadoPagoOffline({
                  db,
                  publicUrl: config.publicUrl,
                  webhookSecret: payments.webhookSecret,
                  now: clock,
                })),
          webhookSecret: payments.webhookSecret,
          publicUrl: config.publicUrl,
          premiumPriceArs: config.premiumPriceArs,
          now: clock,
          onUserChanged,
        }),
      });
    },
    { prefix: '/api/v1' },
  );

  if (config.auth.kind === 'builtin') {
    await app.register(middie);
    const provider = createBuiltinProvider({
      issuer: config.auth.issuer,
      clientId: config.auth.clientId,
      audience: config.auth.audience,
      publicUrl: config.publicUrl,
      keys: requireKeys(keys),
      db,
      proxy: config.trustProxy,
    });
    await identityProviderPlugin(app, {
      provider,
      db,
      publicUrl: config.publicUrl,
      showDemoHint: config.seedDemo,
      signInLimitPerMinute: 10,
    });
  }

  await serveWeb(app, config.webDist);
  return app;
}

function requireKeys(keys: ProviderKeys | undefined): ProviderKeys {
  if (!keys) throw new Error('The built-in identity provider needs its keys (loadOrCreateKeys).');
  return keys;
}
