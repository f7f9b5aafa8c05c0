import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, OFFLINE_WEBHOOK_SECRET, type ConfigError } from './config';
import { DEVELOPMENT_SECRETS_KEY } from './lib/secrets';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-production-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, '-----BEGIN PLACEHOLDER-----\n');
  return at;
};

const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');
const WEBHOOK_SECRET = 'f3c9a1d27b8e4c6a9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e';

/** What the README's production example sets. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tirr.example.com',
  DATABASE_URL: 'postgres://tirr:secret@db:5432/tirr',
  SECRETS_KEY,
  DATA_SOURCES: 'live',
  ARCA_CERT_PATH: file('arca.crt'),
  ARCA_KEY_PATH: file('arca.key'),
  ARCA_CUIT: '30-71234567-1',
  MERCADOPAGO_MODE: 'live',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1234567890',
  MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
  TRUST_PROXY: '1',
  SMTP_URL: 'smtps://tirr:secreto@mail.example:465',
};

describe('the production gate', () => {
  it('starts with live data, live payments, a real webhook secret and a secrets key: no demo, the public API docs', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ env: 'production', demo: false, demoMode: false, apiDocs: true, seedDemo: false });
    expect(config.secrets.development).toBe(false);
    expect(config.secrets.current.equals(Buffer.from(SECRETS_KEY, 'base64'))).toBe(true);
  });

  it('refuses the defaults in production, one line per variable saying what to do', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'DATA_SOURCES: offline demo data in production: set DATA_SOURCES=live with ARCA_CERT_PATH, ARCA_KEY_PATH and ARCA_CUIT (or DEMO_MODE=1 for a demo)',
      'MERCADOPAGO_MODE: the offline checkout lets anyone approve their own payment: set MERCADOPAGO_MODE=live with MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET (or DEMO_MODE=1 for a demo)',
      'SECRETS_KEY: required in production (it encrypts the signing keys and cookie secrets in the database): generate one with: openssl rand -base64 32',
      'SMTP_URL: required in production with the built-in sign-in (or DEMO_MODE=1: mails stay in /system/outbox)',
    ]);
  });

  it.each([
    ['DATA_SOURCES', { DATA_SOURCES: 'offline' }],
    ['MERCADOPAGO_MODE', { MERCADOPAGO_MODE: 'offline' }],
    ['SECRETS_KEY', { SECRETS_KEY: '' }],
    ['SECRETS_KEY', { SECRETS_KEY: DEVELOPMENT_SECRETS_KEY }],
    ['SECRETS_KEY', { SECRETS_KEY: 'dG9vLXNob3J0' }],
    ['MERCADOPAGO_WEBHOOK_SECRET', { MERCADOPAGO_WEBHOOK_SECRET: '' }],
    ['SMTP_URL', { SMTP_URL: '' }],
  ])('names %s when %j in an otherwise complete production setup', (variable, change) => {
    const found = problems({ ...PRODUCTION, ...change });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${variable}: `));
  });

  it.each([
    OFFLINE_WEBHOOK_SECRET,
    'TIRR_OFFLINE_WEBHOOK_SECRET',
    'changeme',
    'Change-Me-Please',
    'secret',
    'your webhook secret',
    'fifteen-chars15',
    'x'.repeat(40),
  ])('refuses the known default or weak webhook secret %j', (secret) => {
    expect(problems({ ...PRODUCTION, MERCADOPAGO_WEBHOOK_SECRET: secret })).toEqual([
      'MERCADOPAGO_WEBHOOK_SECRET: a known default or weak value: set the secret Mercado Pago shows for your webhook (at least 16 characters)',
    ]);
  });

  it('accepts a 16-character webhook secret that is no known default', () => {
    expect(problems({ ...PRODUCTION, MERCADOPAGO_WEBHOOK_SECRET: 'k2P9x7Qa1Zr8Lm3W' })).toEqual([]);
  });

  it('DEMO_MODE=1 lets production run on offline data and payments, shown as a demo; never without a secrets key', () => {
    const demo = loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1', SECRETS_KEY });
    expect(demo).toMatchObject({ demo: true, demoMode: true, dataSources: 'offline' });
    expect(demo.payments).toMatchObject({ mode: 'offline', webhookSecret: OFFLINE_WEBHOOK_SECRET });
    expect(problems({ NODE_ENV: 'production', DEMO_MODE: '1' })).toEqual([
      expect.stringMatching(/^SECRETS_KEY: required in production/),
    ]);
    // A demo with live payments still needs a real webhook secret.
    expect(problems({ ...PRODUCTION, DEMO_MODE: '1', MERCADOPAGO_WEBHOOK_SECRET: 'changeme' })).toEqual([
      expect.stringMatching(/^MERCADOPAGO_WEBHOOK_SECRET: /),
    ]);
    expect(loadConfig({ ...PRODUCTION, DEMO_MODE: '1' }).demo).toBe(true);
    expect(problems({ ...PRODUCTION, DEMO_MODE: 'yes' })).toEqual([expect.stringMatching(/^DEMO_MODE: /)]);
  });

  it('an external identity provider keeps no secrets here and sends its own mails: no SECRETS_KEY or SMTP_URL needed', () => {
    const external = {
      AUTH_ISSUER: 'https://tirr.us.auth0.com/',
      AUTH_CLIENT_ID: 'abc',
      AUTH_AUDIENCE: 'https://api.tirr.com.ar',
    };
    expect(problems({ ...PRODUCTION, SECRETS_KEY: '', SMTP_URL: '', ...external })).toEqual([]);
  });
});

describe('outside production', () => {
  it('starts on the defaults with the public development key', () => {
    const config = loadConfig({});
    expect(config.secrets).toMatchObject({ development: true, previous: undefined });
    expect(config.secrets.current.toString('base64')).toBe(DEVELOPMENT_SECRETS_KEY);
  });

  it('shows the demo badge when anything is demo: offline data, offline payments or DEMO_MODE', () => {
    const live = { ...PRODUCTION, NODE_ENV: 'development' };
    expect(loadConfig(live).demo).toBe(false);
    expect(loadConfig({ ...live, DATA_SOURCES: 'offline' }).demo).toBe(true);
    expect(loadConfig({ ...live, MERCADOPAGO_MODE: 'offline' }).demo).toBe(true);
    expect(loadConfig({ ...live, DEMO_MODE: '1' }).demo).toBe(true);
    expect(loadConfig({}).demo).toBe(true);
  });

  it('still refuses a malformed secrets key, naming the variable', () => {
    expect(problems({ SECRETS_KEY: 'not base64!' })).toEqual([
      'SECRETS_KEY: must be 32 random bytes in base64 (generate one with: openssl rand -base64 32)',
    ]);
    expect(problems({ SECRETS_KEY_PREVIOUS: Buffer.alloc(16).toString('base64') })).toEqual([
      'SECRETS_KEY_PREVIOUS: must be 32 random bytes in base64 (generate one with: openssl rand -base64 32)',
    ]);
    const rotated = loadConfig({ SECRETS_KEY, SECRETS_KEY_PREVIOUS: Buffer.alloc(32, 9).toString('base64url') });
    expect(rotated.secrets.previous?.equals(Buffer.alloc(32, 9))).toBe(true);
    expect(rotated.secrets.development).toBe(false);
  });

  it.each([
    ['in development', {}, true],
    ['in tests', { NODE_ENV: 'test' }, true],
    ['not in development with API_DOCS=0', { API_DOCS: '0' }, false],
    // The API is open to companies: its reference is public in production too (ADR 0100, amended).
    ['in production', PRODUCTION, true],
    ['not in production with API_DOCS=0', { ...PRODUCTION, API_DOCS: '0' }, false],
    ['in production with API_DOCS=1', { ...PRODUCTION, API_DOCS: '1' }, true],
  ])('serves the API docs %s', (_label, env: Record<string, string>, expected) => {
    expect(loadConfig(env).apiDocs).toBe(expected);
  });
});
