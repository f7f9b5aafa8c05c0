import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import { buildApp } from '../app';
import { bearer, createTestApp, PUBLIC_URL, signIn, type TestApp } from '../test/harness';

/**
 * Signing out ends access (ADR 0110): the grant's refresh token is refused by the provider, and its
 * access tokens (ten-minute JWTs) by the API — at once on the instance that handled the sign-out, within a
 * second on the others of a PostgreSQL server (ADR 0132), and, as the safety net, once another instance's
 * revocation list is older than its maximum age (here its clock is advanced instead of waited for).
 */
const MAX_AGE_MS = 5000;
let t: TestApp;
let second: FastifyInstance;
let secondClock = 0;

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({
    config: { ...t.config, webDist: undefined },
    database: t.database,
    keys: t.keys,
    revocations: { maxAgeMs: MAX_AGE_MS, now: () => secondClock },
  });
  await second.ready();
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/users/me', headers: bearer(token), payload: {} });
const refresh = (app: FastifyInstance, refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'tirr-web',
    }).toString(),
  });

describe('access tokens', () => {
  it('live ten minutes and name their grant', async () => {
    const { accessToken } = await signIn(t.app, 'premium@tirr.demo');
    const claims = decodeJwt(accessToken);
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(typeof claims.gid).toBe('string');
  });

  it('are refused without an expiry, even when correctly signed', async () => {
    const key = await importJWK(t.keys.signing[0]!, 'RS256');
    const { accessToken } = await signIn(t.app, 'free@tirr.demo');
    const { sub } = decodeJwt(accessToken);
    const forever = await new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', kid: t.keys.signing[0]!.kid! })
      .setIssuer(`${PUBLIC_URL}/oidc`)
      .setAudience(`${PUBLIC_URL}/api`)
      .setSubject(String(sub))
      .setIssuedAt()
      .sign(key);
    expect((await me(t.app, forever)).statusCode).toBe(401);
    expect((await me(t.app, accessToken)).statusCode).toBe(200);
  });
});

describe('signing out', () => {
  it('through the API revokes the refresh token and refuses every access token of the grant, on every instance', async () => {
    const signedIn = await signIn(t.app, 'free@tirr.demo');
    // A second access token of the same grant, from the refresh token (the SPA's silent renewal).
    const renewed = await refresh(t.app, signedIn.refreshToken!);
    expect(renewed.statusCode).toBe(200);
    const { access_token: renewedToken, refresh_token: renewedRefresh } = renewed.json();
    for (const token of [signedIn.accessToken, renewedToken]) {
      expect((await me(t.app, token)).statusCode).toBe(200);
      expect((await me(second, token)).statusCode).toBe(200);
    }

    const logout = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/logout', headers: bearer(renewedToken) });
    expect(logout.statusCode).toBe(200);

    // The provider refuses the refresh token (on any instance: it is gone from the database).
    const refused = await refresh(t.app, renewedRefresh);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid_grant');
    expect((await refresh(second, renewedRefresh)).statusCode).toBe(400);
    // The instance that signed out refuses both access tokens at once.
    for (const token of [signedIn.accessToken, renewedToken]) expect((await me(t.app, token)).statusCode).toBe(401);
    if (t.database.url) {
      // On PostgreSQL the other instance is told at once (the shared events, ADR 0132): refused within 1 s.
      for (const token of [signedIn.accessToken, renewedToken]) {
        await expect.poll(async () => (await me(second, token)).statusCode, { timeout: 1000, interval: 20 }).toBe(401);
      }
    } else {
      // PGlite serves one process (two apps share it only here): the other app's list is reloaded once it is
      // older than its maximum age — no query per request.
      expect((await me(second, renewedToken)).statusCode).toBe(200);
      secondClock += MAX_AGE_MS + 1;
      for (const token of [signedIn.accessToken, renewedToken]) expect((await me(second, token)).statusCode).toBe(401);
    }
    // A new sign-in of the same user is not affected.
    expect((await me(second, (await signIn(t.app, 'free@tirr.demo')).accessToken)).statusCode).toBe(200);
  });

  it("at the provider (the web app's end-session redirect) revokes the grant as well", async () => {
    const signedIn = await signIn(t.app, 'premium@tirr.demo');
    expect((await me(t.app, signedIn.accessToken)).statusCode).toBe(200);
    const query = new URLSearchParams({
      id_token_hint: signedIn.idToken,
      post_logout_redirect_uri: `${PUBLIC_URL}/logout`,
    });
    const confirm = await t.app.inject({
      method: 'GET',
      url: `/oidc/session/end?${query}`,
      headers: { cookie: signedIn.cookies },
    });
    expect(confirm.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
    expect(xsrf).toBeTruthy();
    const ended = await t.app.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      headers: { cookie: signedIn.cookies, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe(`${PUBLIC_URL}/logout`);

    expect((await refresh(t.app, signedIn.refreshToken!)).statusCode).toBe(400);
    expect((await me(t.app, signedIn.accessToken)).statusCode).toBe(401);
  });
});
