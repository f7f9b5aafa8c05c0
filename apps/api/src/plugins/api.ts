/**
 * The API under /api/v1: every module's routes with their services and repositories, in one list
 * (docs/architecture.md §2). Modules never import each other; what one needs from another is wired here.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AuthConfig } from '@tirr/contracts';
import { argentineCalendar, buenosAiresDate } from '@tirr/domain';
import { accountsRepository } from '../identity-provider/accounts.repository';
import { builtinProfile } from '../identity-provider/profile';
import { verificationRoutes } from '../identity-provider/verification.routes';
import { createMercadoPagoClient } from '../integrations/mercadopago/client';
import { createMercadoPagoOffline } from '../integrations/mercadopago/offline';
import { auditRepository } from '../lib/audit';
import { externalProfile } from '../lib/external-provider';
import { academyRepository } from '../modules/academy/academy.repository';
import { academyRoutes } from '../modules/academy/academy.routes';
import { academyService } from '../modules/academy/academy.service';
import { academyTranslations } from '../modules/academy/content-translation';
import { apiKeysRepository } from '../modules/api-keys/api-keys.repository';
import { apiKeysRoutes } from '../modules/api-keys/api-keys.routes';
import { apiKeysService } from '../modules/api-keys/api-keys.service';
import { authRoutes } from '../modules/auth/auth.routes';
import { consultAudit } from '../modules/credit/consult-audit';
import { creditRepository } from '../modules/credit/credit.repository';
import { fundsRepository } from '../modules/funds/funds.repository';
import { fundsRoutes } from '../modules/funds/funds.routes';
import { fundsService } from '../modules/funds/funds.service';
import { logsRepository } from '../modules/logs/logs.repository';
import { logsRoutes } from '../modules/logs/logs.routes';
import { outboxMail } from '../modules/mail/layout';
import { outboxRoutes } from '../modules/mail/outbox.routes';
import { organisationsRepository } from '../modules/organisations/organisations.repository';
import { organisationsRoutes } from '../modules/organisations/organisations.routes';
import { organisationsService } from '../modules/organisations/organisations.service';
import { paymentsRepository } from '../modules/payments/payments.repository';
import { paymentsRoutes } from '../modules/payments/payments.routes';
import { paymentsService } from '../modules/payments/payments.service';
import { simulatorsRoutes } from '../modules/simulators/simulators.routes';
import { simulatorsService } from '../modules/simulators/simulators.service';
import { blacklistRepository } from '../modules/system/blacklist.repository';
import { systemErrorsRepository } from '../modules/system/errors.repository';
import { reportsRepository } from '../modules/system/reports.repository';
import { jobsRoutes } from '../modules/system/jobs.routes';
import { systemRoutes } from '../modules/system/system.routes';
import { systemService } from '../modules/system/system.service';
import { systemUsersRepository } from '../modules/system/system-users.repository';
import { usersRepository } from '../modules/users/users.repository';
import { usersRoutes } from '../modules/users/users.routes';
import { usersService } from '../modules/users/users.service';
import type { AppContext } from './app-dependencies';
import { creditPlugin } from './credit';
import type { Identity } from './identity';
import { webhooksPlugin } from './webhooks';

/** Name of the cookie in which the web app keeps the access token (docs/architecture.md §4). */
export const TOKEN_COOKIE = 'tirr_at';

export const apiPlugin: FastifyPluginAsync<{ context: AppContext; identity: Identity }> = async (
  api,
  { context, identity },
) => {
  const { config, clock } = context;
  const { db } = context.database;
  const users = usersRepository(db);
  const userIdOf = async (sub: string) => (await users.upsert(sub, {})).id;
  const mercadopago = mercadoPagoOf(context);
  const offlineCheckout = mercadopago.kind === 'offline';
  const authConfig: AuthConfig = {
    domain: config.auth.issuer,
    clientId: config.auth.clientId,
    audience: config.auth.audience,
    provider: config.auth.kind,
    // Offline data, the offline checkout or DEMO_MODE: the badge shows on every page (ADR 0100).
    demoData: config.demo,
    offlineCheckout,
  };

  await api.register(authRoutes, { config: authConfig });
  const { discover } = identity;
  await api.register(usersRoutes, {
    tokenCookie: TOKEN_COOKIE,
    endSession: identity.endSession,
    service: usersService({
      repository: users,
      now: clock,
      // The profile comes from the provider, never from the browser.
      trustedProfile: discover
        ? externalProfile({ discover, onError: (err) => api.log.warn({ err }, 'no profile from the provider') })
        : builtinProfile(accountsRepository(db)),
    }),
  });
  if (identity.emails) await api.register(verificationRoutes, { emails: identity.emails });
  await api.register(outboxRoutes, { repository: identity.mails });
  await api.register(logsRoutes, { repository: logsRepository(db) });
  await api.register(academyRoutes, {
    service: academyService({
      repository: academyRepository(db),
      blogBaseUrl: config.blogBaseUrl,
      // content/academy/en/ (ADR 0142): read once; a broken file stops the start-up naming it.
      translations: await academyTranslations(),
    }),
  });
  await api.register(fundsRoutes, {
    service: fundsService({
      repository: fundsRepository(db),
      today: () => buenosAiresDate(clock()),
      calendar: argentineCalendar(),
      ready: context.fundsReady,
    }),
  });
  await api.register(simulatorsRoutes, { service: simulatorsService({ clock, calendar: argentineCalendar() }) });

  // The consult audit of this app: the credit routes record into it, the usage report flushes it (ADR 0103).
  const credits = creditRepository(db);
  const consults = consultAudit(credits, {
    onError: (error, count) =>
      api.log.error({ err: error, consults: count }, 'credit consult audit rows not written (requests refused)'),
    // No spacing between writes: measured on PGlite, spacing them capped the report's throughput (ADR 0103).
  });
  await api.register(creditPlugin, { context, userIdOf, repository: credits, audit: consults });

  const audit = auditRepository(db);
  await api.register(systemRoutes, {
    userIdOf,
    service: systemService({
      errors: systemErrorsRepository(db),
      users: systemUsersRepository(db),
      blacklist: blacklistRepository(db),
      reports: reportsRepository(db),
      audit,
      now: clock,
      // Role, premium and blocked-id changes reach this app's caches through its events (ADR 0124).
      events: api.events,
      flushConsults: () => consults.flush(),
    }),
  });
  await api.register(jobsRoutes, { jobs: api.jobs });
  // Organisations (docs/domain/organisations.md): the auth hook reads the memberships (plugins/identity.ts).
  await api.register(organisationsRoutes, {
    service: organisationsService({
      repository: organisationsRepository(db),
      events: api.events,
      mail: (mail) => identity.mailer.send(outboxMail(mail)),
      publicUrl: config.publicUrl,
      now: clock,
    }),
    account: async (request) => {
      const principal = request.principal!;
      const row = (await users.findBySub(principal.sub)) ?? (await users.upsert(principal.sub, {}));
      return { userId: row.id, email: row.email, emailVerified: row.emailVerified, name: row.name };
    },
  });
  // 'Claves de API' (docs/api/keys.md): the auth hook reads the same table (plugins/identity.ts).
  await api.register(apiKeysRoutes, {
    userIdOf,
    service: apiKeysService({
      repository: apiKeysRepository(db),
      events: api.events,
      defaultPerMinute: config.apiKeyRequestsPerMinute,
      now: clock,
    }),
  });
  // Webhooks (docs/api/webhooks.md): the routes and the deliveries' queue; the events come from plugins/credit.ts.
  await api.register(webhooksPlugin, { context, userIdOf, mailer: identity.mailer });
  await api.register(paymentsRoutes, {
    userIdOf,
    offlineCheckout,
    service: paymentsService({
      repository: paymentsRepository(db, audit),
      mercadopago,
      webhookSecret: config.payments.webhookSecret,
      publicUrl: config.publicUrl,
      premiumPriceArs: config.premiumPriceArs,
      now: clock,
      events: api.events,
    }),
  });
};

/** Mercado Pago: the injected client, the live one (MERCADOPAGO_MODE=live) or the offline checkout. */
function mercadoPagoOf({ config, database, clock, mercadopago }: AppContext) {
  const { payments } = config;
  if (mercadopago) return mercadopago;
  return payments.mode === 'live'
    ? createMercadoPagoClient({
        baseUrl: payments.baseUrl,
        accessToken: payments.accessToken!,
        timeoutMs: config.upstream.timeoutMs,
      })
    : createMercadoPagoOffline({
        db: database.db,
        publicUrl: config.publicUrl,
        webhookSecret: payments.webhookSecret,
        now: clock,
      });
}
