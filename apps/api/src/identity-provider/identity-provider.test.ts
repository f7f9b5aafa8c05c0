import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { bearer, createTestApp, PUBLIC_URL, signIn, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('built-in identity provider', () => {
  it('publishes its discovery document under /oidc', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.issuer).toBe(`${PUBLIC_URL}/oidc`);
    expect(doc.end_session_endpoint).toMatch(new RegExp(`^${PUBLIC_URL}/oidc/`));
    expect(doc.jwks_uri).toBe(`${PUBLIC_URL}/oidc/jwks`);
    expect(doc.code_challenge_methods_supported).toContain('S256');
  });

  it('shows a Spanish sign-in page with the fields of the spec', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/oidc/auth?client_id=tirr-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/callback`)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
    });
    expect(start.statusCode).toBe(303);
    const page = await t.app.inject({
      method: 'GET',
      url: start.headers.location as string,
      headers: { cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('Correo electrónico');
    expect(page.body).toContain('Contraseña');
    expect(page.body).toContain('>Ingresar<');
    expect(page.body).toContain('Crear cuenta');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('issues a JWT access token for the API audience and an ID token with the profile', async () => {
    const tokens = await signIn(t.app, 'premium@tirr.demo');
    const access = decodeJwt(tokens.accessToken);
    expect(access.iss).toBe(`${PUBLIC_URL}/oidc`);
    expect(access.aud).toBe(`${PUBLIC_URL}/api`);
    expect(String(access.sub)).toMatch(/^tirr\|[0-9a-f-]{36}$/);
    expect(access.exp! - access.iat!).toBe(600);
    const id = decodeJwt(tokens.idToken);
    expect(id.email).toBe('premium@tirr.demo');
    expect(id.name).toBe('Pablo Premium');
    expect(tokens.refreshToken).toBeTruthy();
  });

  it('refreshes an access token with the refresh token', async () => {
    const tokens = await signIn(t.app, 'free@tirr.demo');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken!,
        client_id: 'tirr-web',
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    const { access_token: accessToken } = refreshed.json();
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me',
      headers: bearer(accessToken),
      payload: {},
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('free@tirr.demo');
  });

  it('gives the same message for an unknown email and a wrong password (no account enumeration)', async () => {
    await expect(signIn(t.app, 'nobody@tirr.demo')).rejects.toThrow(
      /401: El correo o la contraseña no son correctos\.$/,
    );
    await expect(signIn(t.app, 'free@tirr.demo', 'wrong-password')).rejects.toThrow(
      /401: El correo o la contraseña no son correctos\.$/,
    );
  });

  it("links '¿Olvidaste tu contraseña?' from the sign-in page", async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/oidc/auth?client_id=tirr-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/callback`)}&code_challenge=${'c'.repeat(43)}&code_challenge_method=S256`,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: start.headers.location as string,
      headers: { cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(page.body).toContain('<a href="/oidc/password/forgot">¿Olvidaste tu contraseña?</a>');
    const forgot = await t.app.inject({ method: 'GET', url: '/oidc/password/forgot' });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.body).toContain('Recuperá tu contraseña');
    expect(forgot.headers['content-security-policy']).toContain("script-src 'self'");
    expect(forgot.headers['cache-control']).toBe('no-store');
  });

  it('keeps its signing keys in the database, so a restart verifies earlier tokens', async () => {
    const tokens = await signIn(t.app, 'admin@tirr.demo');
    const { buildApp } = await import('../app');
    const { loadOrCreateKeys } = await import('./keys');
    const second = await buildApp({
      config: { ...t.config, webDist: undefined },
      database: t.database,
      keys: await loadOrCreateKeys(t.database.db, t.config.secrets),
    });
    try {
      const me = await second.inject({
        method: 'POST',
        url: '/api/v1/users/me',
        headers: bearer(tokens.accessToken),
        payload: {},
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().role).toBe('admin');
    } finally {
      await second.close();
    }
  });
});

describe('sign-in rate limit', () => {
  it('turns away the eleventh attempt in a minute for the same email with a Spanish message', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/oidc/auth?client_id=tirr-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/callback`)}&code_challenge=${'b'.repeat(43)}&code_challenge_method=S256`,
    });
    const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: `${start.headers.location}/login`,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=sysadmin%40tirr.demo&password=guess',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Demasiados intentos');
  });
});
