import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { AuthConfig } from '@tirr/contracts';
import { argentineCalendar, buenosAiresDate, effectiveRole } from '@tirr/domain';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountsRepository } from './identity-provider/accounts.repository';
import { builtinProfile } from './identity-provider/profile';
import { verificationRoutes } from './identity-provider/verification.routes';
import { sessionEnder } from './identity-provider/sessions';
import { builtinAccountEmails, mountBuiltinProvider } from './identity-provider/builtin.setup';
import type { HashGate } from './identity-provider/hash-gate';
import { loadPublicJwks, type ProviderKeys } from './identity-provider/keys';
import { appSecurityPolicy, installSecurityHeaders } from './lib/security-headers';
import { installAuth, invalidateUser, localKeys, remoteKeys, tokenVerifier } from './lib/auth';
import { creditBudget } from './lib/credit-budget';
import { installErrorHandler } from './lib/errors';
import { installApiDocs } from './lib/api-docs';
import { frameworkErrors, installInputGuard } from './lib/input-guard';
import { discovery, externalProfile } from './lib/external-provider';
import { revocationsRepository } from './lib/revocations.repository';
import { sessionRevocations, type SessionRevocationsOptions } from './lib/revocations';
import { fastifyTrustProxy } from './lib/proxy-trust';
import { academyRepository } from './modules/academy/academy.repository';
import { academyRoutes } from './modules/academy/academy.routes';
import { academyService } from './modules/academy/academy.service';
import { fundsRepository } from './modules/funds/funds.repository';
import { fundsRoutes } from './modules/funds/funds.routes';
import { fundsService } from './modules/funds/funds.service';
import { createDataSources, withPublications, type SourcesWithoutPublications } from './integrations';
import { authRoutes } from './modules/auth/auth.routes';
import { balancesRepository } from './modules/balances/balances.repository';
import { balancesRoutes } from './modules/balances/balances.routes';
import { balancesService } from './modules/balances/balances.service';
import { batchRepository } from './modules/batch/batch.repository';
import { batchRoutes } from './modules/batch/batch.routes';
import { batchService } from './modules/batch/batch.service';
import { consultAudit, flushConsultAudits } from './modules/credit/consult-audit';
import { invalidateBlockedCuits } from './modules/credit/credit.caches';
import { creditRepository } from './modules/credit/credit.repository';
import { creditRoutes } from './modules/credit/credit.routes';
import { creditService } from './modules/credit/credit.service';
import { identityService } from './modules/credit/identity.service';
import { healthRoutes } from './modules/health/health.routes';
import { logsRepository } from './modules/logs/logs.repository';
import { logsRoutes } from './modules/logs/logs.routes';
import { quickPanelRepository } from './modules/quick-panel/quick-panel.repository';
import { quickPanelRoutes } from './modules/quick-panel/quick-panel.routes';
import { monitoringRoutes } from './modules/profiles/monitoring.routes';
import { monitoringService } from './modules/profiles/monitoring.service';
import { profilesRepository } from './modules/profiles/profiles.repository';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { profilesService } from './modules/profiles/profiles.service';
import { creditSnapshots } from './modules/profiles/snapshot';
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
import { setUpMail } from './modules/mail/mail.setup';
import { outboxRoutes } from './modules/mail/outbox.routes';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The credit data sources; by default chosen from config.dataSources. */
  dataSources?: SourcesWithoutPublications | undefined;
  /** Keys of the built-in provider (required when config.auth.kind is 'builtin'). */
  keys?: ProviderKeys | undefined;
  logger?: boolean | object;
  /** The server clock (tests inject one); today is its date in Buenos Aires. */
  clock?: (() => Date) | undefined;
  /** Mercado Pago (tests inject the live client pointed at a replay server). */
  mercadopago?: MercadoPagoApi | undefined;
  /** Settles when the fund tables are loaded (the offline seed runs after listen); fund routes wait for it. */
  fundsReady?: Promise<unknown>;
  /** How often the portfolio monitoring job looks for a new BCRA period (server.ts sets it; tests run it by hand). */
  monitoringEveryMs?: number | undefined;
  /** How often mails whose delivery failed are tried again (server.ts sets it; ADR 0105). */
  mailRetryEveryMs?: number | undefined;
  /** The password-hashing gate of the built-in provider (tests inject one to read its figures). */
  hashGate?: HashGate | undefined;
  /** The revocation list's maximum age and clock (tests advance the clock instead of waiting). */
  revocations?: Pick<SessionRevocationsOptions, 'maxAgeMs' | 'now'> | undefined;
}

/** Name of the cookie in which the web app keeps the access token (docs/architecture.md §4). */
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
  monitoringEveryMs,
  mailRetryEveryMs,
  mercadopago,
  hashGate,
  revocations: revocationOptions,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // A hop count or the proxies' addresses, never 'any' (ADR 0109).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const logs = logsRepository(db);
  const users = usersRepository(db);
  const accounts = accountsRepository(db);

  installErrorHandler(app, (info) => logs.create({ type: 'node', ...info }));
  installInputGuard(app);

  // Ended sessions, whose access tokens are refused before they expire (ADR 0110).
  const revocations = sessionRevocations({
    repository: revocationsRepository(db),
    ...revocationOptions,
    onError: (error) => app.log.error({ err: error }, 'could not read the session revocations'),
  });
  // Every mail goes through the outbox; with SMTP_URL it is also delivered (ADR 0105).
  const { repository: mails, mailer } = setUpMail(app, { config, db, clock, retryEveryMs: mailRetryEveryMs });
  const emails =
    config.auth.kind === 'builtin'
      ? builtinAccountEmails({ config, db, mailer, clock, revocations, onAccountChanged: invalidateUser })
      : undefined;

  /** The built-in provider, created below (the logout route ends its grants). */
  let provider: Provider | undefined;

  // Tokens are verified with jose against the issuer's keys, for the built-in and external providers alike;
  // the built-in provider's are read again when a token names a key rotated in by another process (ADR 0100).
  const discover = config.auth.kind === 'external' ? discovery(config.auth.issuer) : undefined;
  const verifyKeys = discover
    ? remoteKeys(config.auth.issuer, fetch, discover)
    : localKeys(requireKeys(keys).publicJwks, () => loadPublicJwks(db));
  installAuth(app, {
    verify: tokenVerifier({ issuer: config.auth.issuer, audience: config.auth.audience, keys: verifyKeys }),
    findUser: async (sub) => {
      const row = await users.findBySub(sub);
      // Time-limited premium (grant or subscription) counts only until its date (ADR 0080).
      if (!row) return undefined;
      const now = clock();
      // The auth cache keeps the answer no later than the premium end date, so premium lapses on time.
      const freshUntil = row.premiumUntil && row.premiumUntil > now ? row.premiumUntil : null;
      return {
        id: row.id,
        role: effectiveRole(row.role, row.premiumUntil, now),
        emailVerified: row.emailVerified,
        freshUntil,
      };
    },
    revocations,
  });

  installSecurityHeaders(
    app,
    appSecurityPolicy(config.publicUrl, config.auth.kind === 'external' ? config.auth.issuer : undefined),
  );
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  await installApiDocs(app, config.apiDocs);

  await app.register(healthRoutes, {
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  });

  const { payments } = config;
  const mp =
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
        }));

  const authConfig: AuthConfig = {
    domain: config.auth.issuer,
    clientId: config.auth.clientId,
    audience: config.auth.audience,
    provider: config.auth.kind,
    // Offline data, the offline checkout or DEMO_MODE: the badge shows on every page (ADR 0100).
    demoData: config.demo,
    offlineCheckout: mp.kind === 'offline',
  };

  await app.register(
    async (api) => {
      await api.register(authRoutes, { config: authConfig });
      await api.register(usersRoutes, {
        tokenCookie: TOKEN_COOKIE,
        endSession: sessionEnder(revocations, () => provider),
        service: usersService({
          repository: users,
          now: clock,
          // The profile comes from the provider, never from the browser.
          trustedProfile: discover
            ? externalProfile({ discover, onError: (err) => app.log.warn({ err }, 'no profile from the provider') })
            : builtinProfile(accounts),
        }),
      });
      if (emails) await api.register(verificationRoutes, { emails });
      await api.register(outboxRoutes, { repository: mails });
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
      const sources = dataSources ? withPublications(dataSources, db, clock) : createDataSources(config, db, clock);
      const identity = identityService(sources, () => buenosAiresDate(clock()));
      const creditRepo = creditRepository(db);
      const credit = creditService({
        repository: creditRepo,
        audit: consultAudit(creditRepo, {
          onError: (error, consults) =>
            app.log.error({ err: error, consults }, 'credit consult audit rows not written (requests refused)'),
          // No spacing between writes: measured on PGlite, spacing them capped the report's throughput (ADR 0103).
        }),
        sources,
        identity,
        supportEmail: config.supportEmail,
        premiumPriceArs: config.premiumPriceArs,
        now: clock,
      });
      const userIdOf = async (sub: string) => (await users.upsert(sub, {})).id;
      // One per-user budget of lookups and reports for the credit routes and the batch runner (ADR 0104).
      const budget = creditBudget({ perMinute: config.creditRateLimitPerMinute, now: () => clock().getTime() });
      await api.register(creditRoutes, { credit, userIdOf, budget });
      const quickPanel = quickPanelRepository(db);
      await api.register(quickPanelRoutes, { repository: quickPanel, userIdOf, now: clock });
      const { publications } = sources;
      const snapshot = creditSnapshots((reader, taxNumber, feature) => credit.readFor(reader, taxNumber, feature));
      const profiles = profilesRepository(db);
      await api.register(profilesRoutes, {
        service: profilesService({
          repository: profiles,
          snapshot,
          latestPeriod: () => publications.latest(),
          supportEmail: config.supportEmail,
          now: clock,
        }),
        userIdOf,
      });
      await api.register(balancesRoutes, {
        service: balancesService(balancesRepository(db), { supportEmail: config.supportEmail }),
        userIdOf,
      });
      const batch = batchService({
        repository: batchRepository(db),
        report: (caller, taxNumber) => credit.batchReport(caller, taxNumber),
        rescore: (caller, taxNumber) => credit.freshReport(caller, taxNumber),
        budget: (userId, signal, onWait) => budget.wait(userId, signal, onWait),
        now: clock,
        onError: (error) => api.log.error(error),
      });
      // Each monitoring run also recomputes the scores an older scorecard stored: the profiles' and then
      // the batch results' (ADR 0114).
      const monitoring = monitoringService({
        profiles,
        quickPanel,
        snapshot,
        publications,
        now: clock,
        recomputeStoredScores: () => batch.rescoreResults(),
      });
      await api.register(monitoringRoutes, { service: monitoring });
      // Jobs a previous process left unfinished resume once the server is ready; shutdown lets lookups settle.
      api.addHook('onReady', async () => {
        await batch.resumeUnfinished();
      });
      if (monitoringEveryMs) {
        // Monitoring (ADR 0071, with the stored scores' recompute of ADR 0114): once at start-up, in the
        // background, then on every round.
        let round: Promise<void> | undefined;
        const monitor = () => {
          round ??= monitoring
            .run()
            .then(() => undefined)
            .catch((error: unknown) => app.log.error({ err: error }, 'portfolio monitoring failed'))
            .finally(() => (round = undefined));
        };
        api.addHook('onReady', async () => monitor());
        const timer = setInterval(monitor, monitoringEveryMs);
        timer.unref();
        app.addHook('onClose', async () => {
          clearInterval(timer);
          await round;
        });
      }
      api.addHook('onClose', async () => batch.stop());
      await api.register(batchRoutes, { service: batch, userIdOf });
      const audit = auditRepository(db);
      // A role or premium change reaches the auth hook's user cache at once (ADR 0080, ADR 0090).
      const onUserChanged = (userId: string) => invalidateUser(userId);
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
          onBlacklistChanged: (taxNumber) => invalidateBlockedCuits(taxNumber),
          flushConsults: flushConsultAudits,
        }),
      });
      await api.register(paymentsRoutes, {
        userIdOf,
        offlineCheckout: mp.kind === 'offline',
        service: paymentsService({
          repository: paymentsRepository(db, audit),
          mercadopago: mp,
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

  if (config.auth.kind === 'builtin' && emails) {
    provider = await mountBuiltinProvider(app, { config, keys: requireKeys(keys), db, emails, revocations, hashGate });
  }

  await serveWeb(app, config.webDist);
  return app;
}

function requireKeys(keys: ProviderKeys | undefined): ProviderKeys {
  if (!keys) throw new Error('The built-in identity provider needs its keys (loadOrCreateKeys).');
  return keys;
}
