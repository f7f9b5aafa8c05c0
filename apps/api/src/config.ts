import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z
  .object({
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
    SUPPORT_EMAIL: z.email().default('soporte@tirr.com.ar'),
    PREMIUM_PRICE_ARS: z.coerce.number().positive().default(4550),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).optional(),
    WEB_DIST: z.string().optional(),
    BLOG_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://blog.tirr.com.ar')
      .transform((v) => v.replace(/\/+$/, '')),
  })
  .superRefine((env, ctx) => {
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
  supportEmail: string;
  premiumPriceArs: number;
  logLevel: string;
  trustProxy: boolean;
  webDist: string | undefined;
  /** External blog the help panel links to (no trailing slash). */
  blogBaseUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const truthy = (v: string | undefined) => v === '1' || v === 'true';

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
    // Demo accounts are seeded unless NODE_ENV=production and DEMO_SEED is unset (issue 2).
    seedDemo: e.DEMO_SEED !== undefined ? truthy(e.DEMO_SEED) : e.NODE_ENV !== 'production',
    supportEmail: e.SUPPORT_EMAIL,
    premiumPriceArs: e.PREMIUM_PRICE_ARS,
    logLevel: e.LOG_LEVEL,
    trustProxy: truthy(e.TRUST_PROXY),
    webDist: e.WEB_DIST,
    blogBaseUrl: e.BLOG_BASE_URL,
  };
}
