import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DEMO_PASSWORD, seedDemoAccounts } from '../demo-seed';
import { loadOrCreateKeys, type ProviderKeys } from '../identity-provider/keys';
import { findContentDir, readAcademyContent } from '../modules/academy/content-source';
import { syncAcademyContent } from '../modules/academy/content-sync';
import { adminQuery, readDump } from './database-template';
import { pkceAuthorization } from './http-sign-in';

export const PUBLIC_URL = 'http://localhost:3000';
const here = path.dirname(fileURLToPath(import.meta.url));

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  keys: ProviderKeys;
  config: Config;
  close(): Promise<void>;
}

/**
 * A whole server on a fresh database: PGlite in memory, or the real PostgreSQL given by
 * TEST_DATABASE_URL (CI runs the API suite both ways). The database starts as a copy of the run's
 * migrated, seeded template (test/global-setup.ts, ADR 0129); seeding again finds everything there.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: Pick<
    AppDependencies,
    'dataSources' | 'clock' | 'logger' | 'mercadopago' | 'hashGate' | 'passwords' | 'schedules'
  > & {
    /** A built web app to serve (none by default). */
    webDist?: string;
  } = {},
  /** Runs on the migrated, seeded database before the app is built (e.g. rows an earlier release wrote). */
  prepare?: (database: Database) => Promise<void>,
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, DATA_DIR: 'memory://', ...env });
  const { database, drop } = await createTestDatabase();
  const keys = await loadOrCreateKeys(database.db, config.secrets);
  await seedDemoAccounts(database.db);
  await syncAcademyContent(database.db, await readAcademyContent(await findContentDir(here)));
  await prepare?.(database);
  const { webDist, ...dependencies } = extra;
  const app = await buildApp({ config: { ...config, webDist }, database, keys, ...dependencies });
  await app.ready();
  return {
    app,
    database,
    keys,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * A fresh database without an app, a copy of the run's migrated, seeded template: PGlite in memory, or a
 * database of its own on TEST_DATABASE_URL's server. `drop` closes it (and drops it on the server).
 */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  const postgres = serverUrl
    ? await freshPostgresDatabase(serverUrl, template?.kind === 'postgres' ? template.name : undefined)
    : undefined;
  const fromDump = !serverUrl && template ? readDump(template) : undefined;
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir: 'memory://', fromDump });
  return {
    database,
    async drop() {
      await database.close();
      await postgres?.drop();
    },
  };
}

/**
 * On a real PostgreSQL server (TEST_DATABASE_URL, as CI runs it) every test app gets a database of
 * its own, created here (as a copy of `template` when given) and dropped on close, so test files can
 * run in parallel.
 */
export async function freshPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tirr_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: LightMyRequestResponse) {
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const pathOf = (location: string) => {
  const url = new URL(location, PUBLIC_URL);
  return `${url.pathname}${url.search}`;
};

export interface SignInResult {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
  /** The provider's cookies after signing in (its session), as a Cookie header. */
  cookies: string;
}

/**
 * Signs in through the built-in provider exactly as the web app does: authorization code with PKCE,
 * the Spanish sign-in form, the token endpoint. Returns the issued tokens.
 */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<SignInResult> {
  const jar = new CookieJar();
  const redirectUri = `${PUBLIC_URL}/callback`;
  const { verifier, authorize } = pkceAuthorization(redirectUri);
  const step = async (method: 'GET' | 'POST', url: string, payload?: Record<string, string>) => {
    const response = await app.inject({
      method,
      url,
      headers: { cookie: jar.header(), ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(payload ? { payload: new URLSearchParams(payload).toString() } : {}),
    });
    jar.store(response);
    return response;
  };

  let response = await step('GET', `/oidc/auth?${authorize}`);
  let location = response.headers.location as string;
  const interaction = pathOf(location);
  response = await step('GET', interaction);
  if (response.statusCode !== 200) throw new Error(`sign-in page answered ${response.statusCode}`);
  response = await step('POST', `${interaction}/login`, { email, password });
  if (response.statusCode !== 303) {
    const alerts = [...response.body.matchAll(/role="alert">([^<]*)</g)].map((m) => m[1]).join(' | ');
    throw new Error(`sign-in failed with ${response.statusCode}: ${alerts}`);
  }
  // Follow the provider's redirects until it sends us back to the app with a code.
  for (let hops = 0; hops < 5; hops++) {
    location = response.headers.location as string;
    if (location.startsWith(redirectUri)) break;
    response = await step('GET', pathOf(location));
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no authorization code in ${location}`);
  const token = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'tirr-web',
      code_verifier: verifier,
    }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token endpoint answered ${token.statusCode}: ${token.body}`);
  const body = token.json() as { access_token: string; id_token: string; refresh_token?: string };
  return {
    accessToken: body.access_token,
    idToken: body.id_token,
    refreshToken: body.refresh_token,
    cookies: jar.header(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
