/**
 * The production gate (ADR 0100): with NODE_ENV=production the server refuses to start on demo data,
 * the offline checkout (anyone could approve their own payment) or secrets anybody can know, unless the
 * operator says it is a demo (DEMO_MODE=1; every page then shows 'Datos de demostración'). Each problem
 * is one line naming the variable and what to do.
 */
import type { Env } from './config.env';
import { isDevelopmentSecretsKey, parseSecretsKey } from './lib/secrets';

/** The offline checkout's webhook secret (public on purpose: it signs demo notifications only). */
export const OFFLINE_WEBHOOK_SECRET = 'tirr-offline-webhook-secret';

/** Shorter webhook secrets are refused in production (Mercado Pago's own are 64 hexadecimal characters). */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

/**
 * Webhook secrets that are public or guessable, compared without case and ignoring '-', '_' and spaces:
 * the offline default, and what people type as a placeholder.
 */
const KNOWN_DEFAULT_SECRETS = [
  OFFLINE_WEBHOOK_SECRET,
  'changeme',
  'change-me-please',
  'secret',
  'webhook-secret',
  'mercadopago-webhook-secret',
  'your-webhook-secret',
  'my-webhook-secret',
  'password',
  'test',
  'example',
  'default',
];
const canonical = (value: string) => value.toLowerCase().replace(/[\s_-]/g, '');
const KNOWN = new Set(KNOWN_DEFAULT_SECRETS.map(canonical));

/** A webhook secret anyone could know or guess: a known default, fewer than 16 characters, or one repeated character. */
export function isWeakWebhookSecret(secret: string): boolean {
  const value = secret.trim();
  return value.length < MIN_WEBHOOK_SECRET_LENGTH || KNOWN.has(canonical(value)) || /^(.)\1*$/.test(value);
}

const GENERATE_KEY = 'generate one with: openssl rand -base64 32';

/** What keeps this environment from running in production; empty when it may. */
export function productionProblems(env: Env): { variable: keyof Env; message: string }[] {
  const problems: { variable: keyof Env; message: string }[] = [];
  const demo = env.DEMO_MODE === '1' || env.DEMO_MODE === 'true';
  if (!demo && env.DATA_SOURCES === 'offline') {
    problems.push({
      variable: 'DATA_SOURCES',
      message:
        'offline demo data in production: set DATA_SOURCES=live with ARCA_CERT_PATH, ARCA_KEY_PATH and ARCA_CUIT (or DEMO_MODE=1 for a demo)',
    });
  }
  if (!demo && env.MERCADOPAGO_MODE === 'offline') {
    problems.push({
      variable: 'MERCADOPAGO_MODE',
      message:
        'the offline checkout lets anyone approve their own payment: set MERCADOPAGO_MODE=live with MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET (or DEMO_MODE=1 for a demo)',
    });
  }
  const secret = env.MERCADOPAGO_WEBHOOK_SECRET;
  if (env.MERCADOPAGO_MODE === 'live' && secret && isWeakWebhookSecret(secret)) {
    problems.push({
      variable: 'MERCADOPAGO_WEBHOOK_SECRET',
      message: `a known default or weak value: set the secret Mercado Pago shows for your webhook (at least ${MIN_WEBHOOK_SECRET_LENGTH} characters)`,
    });
  }
  // The built-in provider keeps its signing keys and cookie secrets in the database, sealed with SECRETS_KEY.
  const builtin = !env.AUTH_ISSUER;
  const key = env.SECRETS_KEY ? parseSecretsKey(env.SECRETS_KEY) : undefined;
  if (builtin && !env.SECRETS_KEY) {
    problems.push({
      variable: 'SECRETS_KEY',
      message: `required in production (it encrypts the signing keys and cookie secrets in the database): ${GENERATE_KEY}`,
    });
  } else if (key && isDevelopmentSecretsKey(key)) {
    problems.push({ variable: 'SECRETS_KEY', message: `is the public development key: ${GENERATE_KEY}` });
  }
  // Webhooks never call http:// or private addresses in production (docs/api/webhooks.md §7), demo or not.
  if (env.WEBHOOKS_ALLOW_HTTP === '1' || env.WEBHOOKS_ALLOW_HTTP === 'true') {
    problems.push({
      variable: 'WEBHOOKS_ALLOW_HTTP',
      message: 'lets webhooks call http:// and private-network addresses: development and tests only (unset it)',
    });
  }
  // Production mails must leave: without SMTP_URL they would only reach the outbox (ADR 0105).
  if (!demo && builtin && !env.SMTP_URL) {
    problems.push({
      variable: 'SMTP_URL',
      message: 'required in production with the built-in sign-in (or DEMO_MODE=1: mails stay in /system/outbox)',
    });
  }
  return problems;
}
