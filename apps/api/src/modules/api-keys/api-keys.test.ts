import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { API_SCOPES, type ApiScope } from '@tirr/contracts';
import { FREE_MONTHLY_REPORTS } from '@tirr/domain';
import { apiKeys, creditConsults, users } from '../../db/schema';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { hashApiKey } from '../../lib/api-keys';
import { untilBatchDone } from '../../test/batch';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

/** API keys (docs/api/keys.md): created once, stored hashed, scoped, revocable, expiring, limited and audited. */
let t: TestApp;
let offsetMs = 0;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(Date.now() + offsetMs) });
  for (const who of ['free', 'premium', 'admin']) tokens[who] = (await signIn(t.app, `${who}@tirr.demo`)).accessToken;
}, 180_000);
afterAll(async () => t?.close());

const session = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const withKey = (key: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(key), ...(payload ? { payload } : {}) });

async function createKey(who: string, body: { name?: string; scopes?: ApiScope[]; [k: string]: unknown } = {}) {
  const response = await session(who, 'POST', '/api-keys', { name: 'ERP', scopes: [...API_SCOPES], ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; key: string; info: { prefix: string; status: string } };
}

describe('creating and listing keys', () => {
  it('answers the whole key once and keeps only its hash', async () => {
    const created = await createKey('premium', { name: 'Cobranzas', scopes: ['reports'] });
    expect(created.key).toMatch(/^tirr_[A-Za-z0-9_-]{43}$/);
    expect(created.info).toMatchObject({ prefix: created.key.slice(0, 13), status: 'active' });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.secretHash).toBe(hashApiKey(created.key));
    const stored = JSON.stringify(await t.database.db.execute(sql`select * from api_keys`));
    expect(stored).not.toContain(created.key.slice(13));
    const list = await session('premium', 'GET', '/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key.slice(13));
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: created.id, name: 'Cobranzas', scopes: ['reports'], requestsPerMinute: 60 }),
    );
  });

  it.each([
    [{ name: '', scopes: ['reports'] }, 'name'],
    [{ name: 'x', scopes: [] }, 'scopes'],
    [{ name: 'x', scopes: ['everything'] }, 'scopes'],
    [{ name: 'x', scopes: ['reports', 'reports'] }, 'scopes'],
    [{ name: 'x', scopes: ['reports'], expiresAt: 'mañana' }, 'expiresAt'],
    [{ name: 'x', scopes: ['reports'], expiresAt: '2020-01-01T00:00:00-03:00' }, 'expiresAt'],
    [{ name: 'x', scopes: ['reports'], requestsPerMinute: 0 }, 'requestsPerMinute'],
  ])('refuses %j naming %s', async (body, field) => {
    const response = await session('premium', 'POST', '/api-keys', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(response.json().details)).toContain(field);
  });

  it('is for premium accounts: a free account is refused', async () => {
    const response = await session('free', 'POST', '/api-keys', { name: 'x', scopes: ['reports'] });
    expect(response.statusCode).toBe(403);
  });

  it("never shows nor revokes another account's key", async () => {
    const mine = await createKey('premium', { name: 'Mía' });
    expect((await session('admin', 'GET', '/api-keys')).json().items).toEqual([]);
    const revoke = await session('admin', 'DELETE', `/api-keys/${mine.id}`);
    expect(revoke.statusCode).toBe(404);
    expect((await withKey(mine.key, 'GET', '/profiles')).statusCode).toBe(200);
  });
});

describe('requests with a key', () => {
  it('act as the owner within the scopes, and never reach session-only routes', async () => {
    const { key } = await createKey('premium', { scopes: ['portfolio:read'] });
    expect((await withKey(key, 'GET', '/profiles')).statusCode).toBe(200);
    const report = await withKey(key, 'GET', `/credit/${DEMO_CASES.clean}/report`);
    expect(report.statusCode).toBe(403);
    expect(report.json()).toMatchObject({ code: 'API_KEY_SCOPE', details: { scope: 'reports' } });
    for (const [method, url] of [
      ['POST', '/users/me'],
      ['GET', '/api-keys'],
      ['POST', '/api-keys'],
      ['GET', '/system/users'],
    ] as const) {
      const response = await withKey(key, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code, `${method} ${url}`).toBe('API_KEY_NOT_ALLOWED');
    }
    // Public routes answer a key as they answer anyone.
    expect((await withKey(key, 'GET', '/auth')).statusCode).toBe(200);
  });

  it('a key holding every scope is still refused by each route without one, and a key lacking a scope by each route needing it', async () => {
    const all = await createKey('admin', { name: 'todo' });
    const routes = t.app.routeTable.filter(
      (r) => r.method !== 'HEAD' && r.url.startsWith('/api/v1/') && r.permission !== 'none',
    );
    const url = (u: string) =>
      u.replace('/api/v1', '').replace(/:(\w+)/g, (_m, p: string) => (p === 'taxNumber' ? DEMO_CASES.clean : '9'));
    for (const route of routes.filter((r) => !r.scope)) {
      const response = await withKey(
        all.key,
        route.method as 'GET',
        url(route.url),
        route.method === 'GET' ? undefined : {},
      );
      expect(response.json().code, `${route.method} ${route.url}`).toBe('API_KEY_NOT_ALLOWED');
    }
    for (const scope of API_SCOPES) {
      const lacking = await createKey('admin', { name: `sin ${scope}`, scopes: API_SCOPES.filter((s) => s !== scope) });
      for (const route of routes.filter((r) => r.scope === scope)) {
        const response = await withKey(
          lacking.key,
          route.method as 'GET',
          url(route.url),
          route.method === 'GET' ? undefined : {},
        );
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json(), `${route.method} ${route.url}`).toMatchObject({
          code: 'API_KEY_SCOPE',
          details: { scope },
        });
      }
      await session('admin', 'DELETE', `/api-keys/${lacking.id}`);
    }
  });

  it('an unknown key is refused with API_KEY_INVALID', async () => {
    const response = await withKey('tirr_notakeyatallnotakeyatallnotakeyatall1234', 'GET', '/profiles');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('API_KEY_INVALID');
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles',
      headers: { ...bearer('tirr_notakeyatallnotakeyatallnotakeyatall1234'), 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('The API key is not valid.');
  });

  it('answers its refusals in English when asked', async () => {
    const { key } = await createKey('premium', { name: 'English', scopes: ['portfolio:read'], requestsPerMinute: 2 });
    const en = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(key), 'accept-language': 'en' } });
    expect((await en(`/credit/${DEMO_CASES.clean}/report`)).json().message).toBe(
      'The API key lacks the scope «reports».',
    );
    expect((await en('/profiles')).statusCode).toBe(200);
    expect((await en('/profiles')).json().message).toMatch(
      /^The API key used up its 2 requests per minute\. Try again in \d+ seconds\.$/,
    );
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: { ...bearer(tokens.premium!), 'accept-language': 'en' },
      payload: { name: 'x', scopes: ['reports'], expiresAt: '2020-01-01T00:00:00-03:00' },
    });
    expect(past.json().message).toBe('expiresAt: The expiry date must be in the future.');
  });

  it('a revoked key is refused at the next request, and stays listed as revoked', async () => {
    const created = await createKey('premium', { name: 'Para revocar' });
    expect((await withKey(created.key, 'GET', '/profiles')).statusCode).toBe(200);
    const revoked = await session('premium', 'DELETE', `/api-keys/${created.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const response = await withKey(created.key, 'GET', '/profiles');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('API_KEY_REVOKED');
    const listed = (await session('premium', 'GET', '/api-keys')).json().items;
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, status: 'revoked' }));
  });

  it('an expired key is refused once its date passes', async () => {
    const expiresAt = new Date(Date.now() + offsetMs + 3_600_000).toISOString();
    const created = await createKey('premium', { name: 'Vence', expiresAt });
    expect((await withKey(created.key, 'GET', '/profiles')).statusCode).toBe(200);
    offsetMs += 2 * 3_600_000;
    try {
      const response = await withKey(created.key, 'GET', '/profiles');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('API_KEY_EXPIRED');
      const listed = (await session('premium', 'GET', '/api-keys')).json().items;
      expect(listed).toContainEqual(expect.objectContaining({ id: created.id, status: 'expired' }));
    } finally {
      offsetMs -= 2 * 3_600_000;
    }
  });

  it('records when a key was last used', async () => {
    const created = await createKey('premium', { name: 'Uso' });
    expect((await session('premium', 'GET', '/api-keys')).json().items).toContainEqual(
      expect.objectContaining({ id: created.id, lastUsedAt: null }),
    );
    await withKey(created.key, 'GET', '/profiles');
    await expect
      .poll(async () => (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id)))[0]!.lastUsedAt)
      .not.toBeNull();
  });

  it('past its requests per minute a key gets 429 API_KEY_RATE_LIMITED with Retry-After', async () => {
    const { key } = await createKey('premium', { name: 'Lenta', requestsPerMinute: 2 });
    expect((await withKey(key, 'GET', '/profiles')).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/profiles')).statusCode).toBe(200);
    const third = await withKey(key, 'GET', '/profiles');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'API_KEY_RATE_LIMITED', details: { limit: 2 } });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same owner has its own count.
    const other = await createKey('premium', { name: 'Otra' });
    expect((await withKey(other.key, 'GET', '/profiles')).statusCode).toBe(200);
  });
});

describe('what a key reads is the owner’s', () => {
  it('blocked ids are refused to a key as to its owner', async () => {
    const { key } = await createKey('premium', { name: 'Bloqueos', scopes: ['reports'] });
    const blocked = DEMO_CASES.deteriorating;
    const added = await session('admin', 'POST', '/system/blacklist', {
      taxNumber: blocked,
      reason: 'Habeas data (Ley 25.326)',
      requestedBy: 'El titular',
    });
    expect(added.statusCode).toBe(201);
    try {
      const response = await withKey(key, 'GET', `/credit/${blocked}/report`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'TAX_ID_BLOCKED' });
      expect(response.body).not.toContain('PEREYRA');
    } finally {
      await session('admin', 'DELETE', `/system/blacklist/${blocked}`);
    }
  });

  it('consults through a key are audited under the owner and the key, apart from the session’s', async () => {
    const created = await createKey('premium', { name: 'Auditada', scopes: ['reports'] });
    const premium = (await t.database.db.select().from(users).where(eq(users.email, 'premium@tirr.demo')))[0]!;
    expect((await withKey(created.key, 'GET', `/credit/${DEMO_CASES.cheques}/report`)).statusCode).toBe(200);
    expect((await session('premium', 'GET', `/credit/${DEMO_CASES.cheques}/report`)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(creditConsults)
      .where(and(eq(creditConsults.userId, premium.id), eq(creditConsults.taxNumber, DEMO_CASES.cheques)));
    expect(rows.filter((r) => r.apiKeyId === created.id).length).toBe(1);
    // The owner sees it beside the key: this month's consults made with it.
    const listed = (await session('premium', 'GET', '/api-keys')).json().items;
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, consultsThisMonth: 1 }));
    expect(rows.filter((r) => r.apiKeyId === null).length).toBeGreaterThanOrEqual(1);
  });

  it('a key uses its owner’s quota and rights: once premium ends, the free quota applies', async () => {
    const [free] = await t.database.db.select().from(users).where(eq(users.email, 'free@tirr.demo'));
    await t.database.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() + offsetMs + 3_600_000) })
      .where(eq(users.id, free!.id));
    t.app.events.emit('user-changed', { user: free!.id });
    const { key } = await createKey('free', { name: 'Premium por una hora', scopes: ['reports', 'portfolio:read'] });
    expect((await withKey(key, 'GET', '/profiles')).statusCode).toBe(200);
    offsetMs += 2 * 3_600_000;
    try {
      expect((await withKey(key, 'GET', '/profiles')).statusCode).toBe(403);
      const ids = [DEMO_CASES.clean, DEMO_CASES.deteriorating, DEMO_CASES.legalFlags, DEMO_CASES.cheques];
      const codes = [];
      for (const id of ids.slice(0, FREE_MONTHLY_REPORTS + 1))
        codes.push((await withKey(key, 'GET', `/credit/${id}/report`)).statusCode);
      expect(codes).toEqual([...Array(FREE_MONTHLY_REPORTS).fill(200), 402]);
    } finally {
      offsetMs -= 2 * 3_600_000;
      await t.database.db.update(users).set({ premiumUntil: null }).where(eq(users.id, free!.id));
    }
  });

  it('a profile added with a key is audited under the key', async () => {
    const created = await createKey('premium', { name: 'Cartera', scopes: ['portfolio:write'] });
    const added = await withKey(created.key, 'POST', '/profiles', { taxNumber: DEMO_CASES.noRecords });
    expect(added.statusCode, added.body).toBe(201);
    const rows = await t.database.db
      .select()
      .from(creditConsults)
      .where(and(eq(creditConsults.taxNumber, DEMO_CASES.noRecords), eq(creditConsults.kind, 'profile')));
    expect(rows.map((r) => r.apiKeyId)).toEqual([created.id]);
  });

  it('a batch created with a key keeps the key, and its rows are audited under it', async () => {
    const created = await createKey('premium', { name: 'Lotes', scopes: ['batch'] });
    const job = await withKey(created.key, 'POST', '/batch', { taxNumbers: [DEMO_CASES.legalFlags] });
    expect(job.statusCode, job.body).toBe(201);
    const id = job.json().id as string;
    await untilBatchDone(t.app.events, id, async () => (await withKey(created.key, 'GET', `/batch/${id}`)).json());
    const audited = await t.database.db
      .select()
      .from(creditConsults)
      .where(and(eq(creditConsults.kind, 'batch'), isNotNull(creditConsults.apiKeyId)));
    expect(audited.map((r) => [r.taxNumber, r.apiKeyId])).toContainEqual([DEMO_CASES.legalFlags, created.id]);
  });
});
