import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'free@tirr.demo')).accessToken;
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers = bearer(token)) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('GET /api/v1/auth', () => {
  it('returns the built-in provider settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      domain: 'http://localhost:3000/oidc',
      clientId: 'tirr-web',
      audience: 'http://localhost:3000/api',
      provider: 'builtin',
      demoData: true,
      offlineCheckout: true,
    });
  });
});

describe('POST /api/v1/users/me', () => {
  it('returns the session user with permissions and first access', async () => {
    const response = await post('/api/v1/users/me', { name: 'Someone Else', email: 'spoof@example.com' });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({
      origin: 'tirr',
      role: 'free',
      permissions: ['free'],
      // Demo accounts are seeded past the welcome screen.
      first_access: false,
      // The built-in account outranks what the browser sends.
      name: 'Florencia Gratuita',
      email: 'free@tirr.demo',
      email_verified: true,
      display_role: 'Usuario gratuito',
      picture: null,
    });
    expect(me.sub).toMatch(/^tirr\|/);
    expect(me.info).toEqual({ firstTimeTutorial: true, tours: ['menu'] });
  });

  it('rejects a body that is not a user object, naming the field', async () => {
    const response = await post('/api/v1/users/me', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().message).toContain('email');
  });
});

describe('POST /api/v1/users/me/info', () => {
  it('merges keys and keeps the others', async () => {
    const settings = {
      theme: { main: 'deepOcean', navbar: 'deepOceanDark' },
      layout: { mode: 'boxed', navbar: { folded: true } },
    };
    let response = await post('/api/v1/users/me/info', { settings, shortcuts: ['/credits'] });
    expect(response.statusCode).toBe(200);
    response = await post('/api/v1/users/me/info', { shortcuts: ['/assets'] });
    expect(response.json()).toEqual({ settings, shortcuts: ['/assets'], firstTimeTutorial: true, tours: ['menu'] });
    expect((await post('/api/v1/users/me', {})).json().info.settings).toEqual(settings);
  });

  it('gives a new account first_access until it passes the welcome screen', async () => {
    const { accountsRepository } = await import('../../identity-provider/accounts.repository');
    const { hashPassword } = await import('../../identity-provider/passwords');
    await accountsRepository(t.database.db).create({
      email: 'nuevo@example.com',
      name: 'Nuevo',
      passwordHash: await hashPassword('a-long-password'),
    });
    const fresh = bearer((await signIn(t.app, 'nuevo@example.com', 'a-long-password')).accessToken);
    expect((await post('/api/v1/users/me', {}, fresh)).json().first_access).toBe(true);
    await post('/api/v1/users/me/info', { firstTimeTutorial: true }, fresh);
    expect((await post('/api/v1/users/me', {}, fresh)).json().first_access).toBe(false);
  });

  it.each([
    [{ shortcuts: 'x' }, 'shortcuts'],
    [{ routesVisited: [{ route: '/', lastTime: 'yesterday' }] }, 'routesVisited.0.lastTime'],
    [{ unknownKey: 1 }, 'unknownKey'],
    [{ firstTimeTutorial: 'yes' }, 'firstTimeTutorial'],
    [{ tours: 'menu' }, 'tours'],
    [{ tours: [''] }, 'tours.0'],
    [{ settings: { theme: { main: 'purple' } } }, 'settings.theme.main'],
    [{ settings: { layout: { mode: 'wide' } } }, 'settings.layout.mode'],
    [{ settings: { customScrollbars: 'on' } }, 'settings.customScrollbars'],
    [{ settings: 'dark' }, 'settings'],
  ])('rejects %j naming %s, and stores nothing', async (payload, field) => {
    const before = (await post('/api/v1/users/me', {})).json().info;
    const response = await post('/api/v1/users/me/info', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(response.json())).toContain(field);
    expect((await post('/api/v1/users/me', {})).json().info).toEqual(before);
  });

  it('answers 400 to malformed JSON, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/info',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"settings": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('GET /api/v1/users/me/logout', () => {
  it('clears the access-token cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === 'tirr_at');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
  });
});
