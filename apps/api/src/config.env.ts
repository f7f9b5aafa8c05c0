/** The environment variables Tirr reads, validated (a bad value names its variable). */
import { parseNumberInput } from '@tirr/domain';
import { z } from 'zod';
import { parseTrustProxy } from './lib/proxy-trust';

export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const truthy = (v: string | undefined) => v === '1' || v === 'true';

export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AUTH_ISSUER: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AUTH_CLIENT_ID: optionalText,
  AUTH_AUDIENCE: optionalText,
  DATA_SOURCES: z.enum(['offline', 'live']).default('offline'),
  DEMO_SEED: z.enum(['0', '1', 'true', 'false']).optional(),
  DEMO_MODE: z.enum(['0', '1', 'true', 'false']).optional(),
  API_DOCS: z.enum(['0', '1', 'true', 'false']).optional(),
  SECRETS_KEY: optionalText,
  SECRETS_KEY_PREVIOUS: optionalText,
  SUPPORT_EMAIL: z.email().default('soporte@tirr.com.ar'),
  // Read the Argentine way like every amount a person types (ADR 0116): '4.550' is 4550, never 4,55.
  PREMIUM_PRICE_ARS: z
    .string()
    .default('4550')
    .transform((text, ctx) => {
      const read = parseNumberInput(text, 'money');
      if (read.ok && read.value > 0) return read.value;
      ctx.addIssue({ code: 'custom', message: 'must be a positive amount such as 4550, 4.550 or 4.550,50' });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  WEB_DIST: z.string().optional(),
  BLOG_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://blog.tirr.com.ar')
    .transform((v) => v.replace(/\/+$/, '')),
  BCRA_BASE_URL: z.url().default('https://api.bcra.gob.ar'),
  BCRA_CA_FILE: optionalText,
  BCRA_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60000).default(1000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(8000),
  ARCA_ENV: z.enum(['produccion', 'homologacion']).default('produccion'),
  ARCA_WSAA_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ARCA_PADRON_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ARCA_CERT_PATH: optionalText,
  ARCA_KEY_PATH: optionalText,
  ARCA_CUIT: optionalText,
  CREDIT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100000).default(300),
  /** Requests per minute of an API key without its own limit (docs/api/keys.md). */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(60),
  /**
   * Webhooks may call http:// addresses and this machine's or the private network's (docs/api/webhooks.md §7):
   * development and tests only; production refuses it (config.production.ts).
   */
  WEBHOOKS_ALLOW_HTTP: z.enum(['0', '1', 'true', 'false']).optional(),
  /** How often the job queue expires lost jobs and promotes retries, in seconds (ADR 0133). */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How long a batch row claimed by an instance holds without renewal, in seconds (ADR 0133). */
  BATCH_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
  CAFCI_CATALOGUE_URL: z.url().default('https://estadisticas.cafci.org.ar/consulta-de-fondos.json'),
  CAFCI_PLANILLA_URL: z.url().default('https://api.pub.cafci.org.ar/pb_get'),
  CAFCI_API_HOSTS: z
    .string()
    .default('https://api.pub.cafci.org.ar,https://api.cafci.org.ar')
    .transform((v) => v.split(',').map((h) => h.trim().replace(/\/+$/, '')))
    .pipe(z.array(z.url()).min(1, 'at least one URL')),
  BCRA_STATS_BASE_URL: z.url().default('https://api.bcra.gob.ar'),
  BCRA_SERIES_CER: z.coerce.number().int().positive().default(30),
  BCRA_SERIES_BADLAR: z.coerce.number().int().positive().default(7),
  BCRA_SERIES_CPI: z.coerce.number().int().positive().default(27),
  MERCADOPAGO_MODE: z.enum(['offline', 'live']).default('offline'),
  MERCADOPAGO_BASE_URL: z.url().default('https://api.mercadopago.com'),
  MERCADOPAGO_ACCESS_TOKEN: optionalText,
  MERCADOPAGO_WEBHOOK_SECRET: optionalText,
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: optionalText,
  // Observability (ADR 0134): this process's name in logs and traces, the token of /metrics, the OTLP collector.
  INSTANCE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1 to 64 letters, digits, ".", "_", ":" or "-"')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters (generate one with: openssl rand -hex 32)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Env = z.infer<typeof baseEnvSchema>;
