import fs from 'node:fs';
import path from 'node:path';
import { isValidCuit, normalizeTaxInput } from '@tirr/domain';
import { OFFLINE_WEBHOOK_SECRET, productionProblems } from './config.production';
import { defaultInstanceId } from './lib/logging';
import { keyring, parseSecretsKey, type SecretsKeyring } from './lib/secrets';
import type { TrustProxy } from './lib/proxy-trust';
import { baseEnvSchema, truthy } from './config.env';

export type { Env } from './config.env';

/** The variables' shape plus the rules across them (live sources, secrets, the production gate). */
const envSchema = baseEnvSchema.superRefine((env, ctx) => {
  if (env.DATA_SOURCES === 'live') {
    for (const key of ['ARCA_CERT_PATH', 'ARCA_KEY_PATH', 'ARCA_CUIT'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when DATA_SOURCES=live' });
    }
  }
  for (const key of ['ARCA_CERT_PATH', 'ARCA_KEY_PATH', 'BCRA_CA_FILE'] as const) {
    const file = env[key];
    if (file && !fs.existsSync(file)) ctx.addIssue({ code: 'custom', path: [key], message: `file not found: ${file}` });
  }
  if (env.ARCA_CUIT && !isValidCuit(env.ARCA_CUIT)) {
    ctx.addIssue({ code: 'custom', path: ['ARCA_CUIT'], message: 'must be a valid CUIT (11 digits, check digit)' });
  }
  if (env.MERCADOPAGO_MODE === 'live') {
    for (const key of ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when MERCADOPAGO_MODE=live' });
    }
  }
  for (const key of ['SECRETS_KEY', 'SECRETS_KEY_PREVIOUS'] as const) {
    const value = env[key];
    if (value && !parseSecretsKey(value))
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'must be 32 random bytes in base64 (generate one with: openssl rand -base64 32)',
      });
  }
  if (env.NODE_ENV === 'production') {
    for (const { variable, message } of productionProblems(env))
      ctx.addIssue({ code: 'custom', path: [variable], message });
  }
  const external = [env.AUTH_ISSUER, env.AUTH_CLIENT_ID, env.AUTH_AUDIENCE];
  const set = external.filter(Boolean).length;
  if (set > 0 && set < 3) {
    for (const key of ['AUTH_ISSUER', 'AUTH_CLIENT_ID', 'AUTH_AUDIENCE'] as const) {
      if (!env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'required when any of AUTH_ISSUER, AUTH_CLIENT_ID, AUTH_AUDIENCE is set',
        });
    }
  }
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  auth:
    | { kind: 'builtin'; issuer: string; clientId: string; audience: string }
    | { kind: 'external'; issuer: string; clientId: string; audience: string };
  dataSources: 'offline' | 'live';
  seedDemo: boolean;
  /** DEMO_MODE=1: an explicit demo; production may then run on offline data and payments (ADR 0100). */
  demoMode: boolean;
  /** Anything is demo (offline data sources, offline payments or DEMO_MODE): every page shows 'Datos de demostración'. */
  demo: boolean;
  /** Serve the OpenAPI document and its UI at /api/docs (API_DOCS; on unless API_DOCS=0, ADR 0100 amended). */
  apiDocs: boolean;
  /** The key that encrypts the secrets kept in the database (SECRETS_KEY; ADR 0100). */
  secrets: SecretsKeyring;
  supportEmail: string;
  premiumPriceArs: number;
  logLevel: string;
  /** Proxies trusted to report the client's address and protocol (ADR 0109). */
  trustProxy: TrustProxy;
  webDist: string | undefined;
  /** External blog the help panel links to (no trailing slash). */
  blogBaseUrl: string;
  /**
   * Credit lookups and reports per user and minute: one budget for every credit route and the user's batch
   * rows (ADR 0104); 0 = no limit.
   */
  creditRateLimitPerMinute: number;
  /** Requests per minute of an API key without a limit of its own (docs/api/keys.md). */
  apiKeyRequestsPerMinute: number;
  /**
   * Webhooks (docs/api/webhooks.md §7): `allowHttp` lets endpoints be http:// and on this machine or the private
   * network (WEBHOOKS_ALLOW_HTTP; development and tests only, never in production).
   */
  webhooks: { allowHttp: boolean };
  /** The job queue (ADR 0133): its maintenance interval and the lease of a claimed batch row, in seconds. */
  jobs: { maintenanceSeconds: number; batchLeaseSeconds: number };
  /** Password hashes (scrypt, 128 MiB each) running at once; more wait in a short queue (ADR 0108). */
  passwordHashConcurrency: number;
  /** Sign-in posts per minute per client address and email (ADR 0108); the browser journeys, one client, raise it. */
  signInAttemptsPerMinute: number;
  /** Mercado Pago subscriptions (ADR 0083): the offline checkout by default. */
  payments: {
    mode: 'offline' | 'live';
    baseUrl: string;
    accessToken: string | undefined;
    webhookSecret: string;
  };
  /** Outgoing mail (ADR 0105): SMTP_URL sends it; without it mails stay in the outbox. */
  mail: { smtpUrl: string | undefined; from: string };
  /** This process's name on every log line and trace (INSTANCE_ID; default hostname:pid; ADR 0134). */
  instanceId: string;
  /**
   * Who may read /metrics (ADR 0134): with METRICS_TOKEN, its bearer ('token'); without it, clients on this
   * machine outside production ('loopback'), nobody in production ('off': the route does not exist).
   */
  metrics: { access: 'token'; token: string } | { access: 'loopback' | 'off' };
  /** The OTLP collector traces are sent to (OTEL_EXPORTER_OTLP_ENDPOINT); none: no tracing is loaded. */
  otlpEndpoint: string | undefined;
  /** The live adapters' settings (DATA_SOURCES=live). */
  upstream: {
    timeoutMs: number;
    bcra: { baseUrl: string; caFile: string | undefined; minIntervalMs: number };
    /** CAFCI fund data (live sync): catalogue JSON, daily spreadsheet, JSON API hosts in fallback order. */
    cafci: { catalogueUrl: string; planillaUrl: string; apiHosts: string[] };
    /** BCRA statistics v4 and the ids of the series the FCI simulator compares with. */
    bcraStatistics: { baseUrl: string; variableIds: { cer: number; badlar: number; cpi: number } };
    arca: {
      wsaaUrl: string;
      padronUrl: string;
      certPath: string | undefined;
      keyPath: string | undefined;
      cuit: string | undefined;
    };
  };
}

const ARCA_URLS = {
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    padron: 'https://aws.afip.gov.ar/sr-padron/webservices/personaServiceA13',
  },
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    padron: 'https://awshomo.afip.gov.ar/sr-padron/webservices/personaServiceA13',
  },
} as const;

export { OFFLINE_WEBHOOK_SECRET };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Validates the environment once; every problem is reported with the variable at fault. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const auth: Config['auth'] =
    e.AUTH_ISSUER && e.AUTH_CLIENT_ID && e.AUTH_AUDIENCE
      ? {
          kind: 'external',
          issuer: e.AUTH_ISSUER.replace(/\/+$/, ''),
          clientId: e.AUTH_CLIENT_ID,
          audience: e.AUTH_AUDIENCE,
        }
      : { kind: 'builtin', issuer: `${publicUrl}/oidc`, clientId: 'tirr-web', audience: `${publicUrl}/api` };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    auth,
    dataSources: e.DATA_SOURCES,
    // Demo accounts are seeded unless NODE_ENV=production and DEMO_SEED is unset (README 'Demo accounts', ADR 0005).
    seedDemo: e.DEMO_SEED !== undefined ? truthy(e.DEMO_SEED) : e.NODE_ENV !== 'production',
    demoMode: truthy(e.DEMO_MODE),
    demo: truthy(e.DEMO_MODE) || e.DATA_SOURCES === 'offline' || e.MERCADOPAGO_MODE === 'offline',
    // On in production too since the API is open to companies (ADR 0100, amended); API_DOCS=0 turns it off.
    apiDocs: e.API_DOCS !== undefined ? truthy(e.API_DOCS) : true,
    secrets: keyring(
      e.SECRETS_KEY ? parseSecretsKey(e.SECRETS_KEY) : undefined,
      e.SECRETS_KEY_PREVIOUS ? parseSecretsKey(e.SECRETS_KEY_PREVIOUS) : undefined,
    ),
    supportEmail: e.SUPPORT_EMAIL,
    premiumPriceArs: e.PREMIUM_PRICE_ARS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    blogBaseUrl: e.BLOG_BASE_URL,
    creditRateLimitPerMinute: e.CREDIT_RATE_LIMIT_PER_MINUTE,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    webhooks: { allowHttp: truthy(e.WEBHOOKS_ALLOW_HTTP) },
    jobs: { maintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS, batchLeaseSeconds: e.BATCH_LEASE_SECONDS },
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    signInAttemptsPerMinute: e.SIGN_IN_ATTEMPTS_PER_MINUTE,
    payments: {
      mode: e.MERCADOPAGO_MODE,
      baseUrl: e.MERCADOPAGO_BASE_URL.replace(/\/+$/, ''),
      accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET ?? OFFLINE_WEBHOOK_SECRET,
    },
    instanceId: e.INSTANCE_ID ?? defaultInstanceId(),
    metrics: e.METRICS_TOKEN
      ? { access: 'token', token: e.METRICS_TOKEN }
      : { access: e.NODE_ENV === 'production' ? 'off' : 'loopback' },
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Tirr <no-reply@${new URL(publicUrl).hostname}>` },
    upstream: {
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      bcra: {
        baseUrl: e.BCRA_BASE_URL.replace(/\/+$/, ''),
        caFile: e.BCRA_CA_FILE,
        minIntervalMs: e.BCRA_MIN_INTERVAL_MS,
      },
      cafci: { catalogueUrl: e.CAFCI_CATALOGUE_URL, planillaUrl: e.CAFCI_PLANILLA_URL, apiHosts: e.CAFCI_API_HOSTS },
      bcraStatistics: {
        baseUrl: e.BCRA_STATS_BASE_URL.replace(/\/+$/, ''),
        variableIds: { cer: e.BCRA_SERIES_CER, badlar: e.BCRA_SERIES_BADLAR, cpi: e.BCRA_SERIES_CPI },
      },
      arca: {
        wsaaUrl: e.ARCA_WSAA_URL ?? ARCA_URLS[e.ARCA_ENV].wsaa,
        padronUrl: e.ARCA_PADRON_URL ?? ARCA_URLS[e.ARCA_ENV].padron,
        certPath: e.ARCA_CERT_PATH,
        keyPath: e.ARCA_KEY_PATH,
        cuit: e.ARCA_CUIT ? normalizeTaxInput(e.ARCA_CUIT) : undefined,
      },
    },
  };
}
