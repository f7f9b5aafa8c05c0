import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DEMO_PASSWORD, seedDemoAccounts } from '../db/seed';
import { loadOrCreateKeys, type ProviderKeys } from '../identity-provider/keys';

export const PUBLIC_URL = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  keys: ProviderKeys;
  config: Config;
  close(): Promise<void>;
}

/**
 * A whole server on a fresh database: PGlite in memory, or the real PostgreSQL given by
 * TEST_DATABASE_URL (CI runs the API suite both ways).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, DATA_DIR: 'memory://', ...env });
  if (databaseUrl) await resetPostgres(databaseUrl);
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const keys = await loadOrCreateKeys(database.db);
  await seedDemoAccounts(database.db);
  const app = await buildApp({ config: { ...config, webDist: undefined }, database, keys });
  await app.ready();
  return {
    app,
    database,
    keys,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Test files share one Postgres database in CI: each file starts from an empty schema. */
async function resetPostgres(url: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727270)');
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.query('select pg_advisory_unlock(727270)');
  } finally {
    await client.end();
  }
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
}

/**
 * Signs in through the built-in provider exactly as the web app does: authorization code with PKCE,
 * the Spanish sign-in form, the token endpoint. Returns the issued tokens.
 */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<SignInResult> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${PUBLIC_URL}/callback`;
  const authorize = new URLSearchParams({
    client_id: 'tirr-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st',
    nonce: 'nn',
  });
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
    payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'tirr-web', code_verifier: verifier }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token endpoint answered ${token.statusCode}: ${token.body}`);
  const body = token.json() as { access_token: string; id_token: string; refresh_token?: string };
  return { accessToken: body.access_token, idToken: body.id_token, refreshToken: body.refresh_token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
