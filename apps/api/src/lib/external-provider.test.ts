import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../test/harness';

type SigningKey = Parameters<SignJWT['sign']>[0];

/**
 * With AUTH_ISSUER, AUTH_CLIENT_ID and AUTH_AUDIENCE set, the API trusts an external provider: it
 * finds the JWKS through the issuer's discovery document and verifies tokens with jose. A local
 * HTTP server stands in for Auth0 here.
 */
let issuerServer: http.Server;
let issuer: string;
let key: SigningKey;
let t: TestApp;
let discoveryHits = 0;
const audience = 'https://api.tirr.test';
/** The provider's userinfo answers, by the subject of the Bearer token it is called with. */
const userinfo = new Map<string, Record<string, unknown>>();
const userinfoCalls: string[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'ext-1', alg: 'RS256', use: 'sig' };
  issuerServer = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      discoveryHits += 1;
      res.end(
        JSON.stringify({
          issuer: `${issuer}/`,
          jwks_uri: `${issuer}/.well-known/jwks.json`,
          userinfo_endpoint: `${issuer}/userinfo`,
        }),
      );
    } else if (req.url === '/.well-known/jwks.json') {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else if (req.url === '/userinfo' && req.headers.authorization?.startsWith('Bearer ')) {
      const sub = String(decodeJwt(req.headers.authorization.slice(7)).sub);
      userinfoCalls.push(sub);
      res.end(JSON.stringify(userinfo.get(sub) ?? { sub }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  t = await createTestApp({ AUTH_ISSUER: `${issuer}/`, AUTH_CLIENT_ID: 'spa-client', AUTH_AUDIENCE: audience });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => issuerServer?.close(resolve));
});

const token = (claims: Record<string, unknown>, signingKey: SigningKey = key) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'ext-1' })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(signingKey);

describe('external identity provider', () => {
  it('announces the external provider in GET /auth', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth' });
    expect(response.json()).toMatchObject({ domain: issuer, clientId: 'spa-client', audience, provider: 'external' });
  });

  it('does not mount the built-in provider', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
  });

  it('accepts a token of the issuer and upserts the user with its origin', async () => {
    userinfo.set('auth0|abc123', {
      sub: 'auth0|abc123',
      name: 'Ext User',
      email: 'ext@example.com',
      email_verified: true,
      picture: 'https://cdn.example/p.png',
    });
    const access = await token({ iss: `${issuer}/`, aud: [audience, `${issuer}/userinfo`], sub: 'auth0|abc123' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${access}` },
      payload: {
        name: 'Ext User',
        email: 'ext@example.com',
        email_verified: true,
        picture: 'https://cdn.example/p.png',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sub: 'auth0|abc123',
      origin: 'auth0',
      role: 'free',
      permissions: ['free'],
      first_access: true,
      name: 'Ext User',
      email: 'ext@example.com',
      picture: 'https://cdn.example/p.png',
    });
    expect(discoveryHits).toBe(1);
  });

  it('rejects a token for another audience or signed by another key', async () => {
    const wrongAudience = await token({ iss: `${issuer}/`, aud: 'https://elsewhere', sub: 'auth0|x' });
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await token({ iss: `${issuer}/`, aud: audience, sub: 'auth0|x' }, privateKey);
    for (const bad of [wrongAudience, forged]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${bad}` },
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('stores the profile of the verified token, never the one the browser sends', async () => {
    const access = await token({
      iss: `${issuer}/`,
      aud: audience,
      sub: 'auth0|token-claims',
      email: 'real@example.com',
      email_verified: false,
      name: 'Real Name',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${access}` },
      payload: {
        name: 'Spoofed',
        email: 'admin@tirr.demo',
        email_verified: true,
        picture: 'https://evil.example/x.png',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sub: 'auth0|token-claims',
      name: 'Real Name',
      email: 'real@example.com',
      email_verified: false,
      picture: null,
    });
    expect(userinfoCalls).not.toContain('auth0|token-claims');
  });

  it("asks the provider's userinfo when the token has no profile, and ignores an answer about someone else", async () => {
    userinfo.set('auth0|plain', {
      sub: 'auth0|plain',
      email: 'plain@example.com',
      email_verified: true,
      nickname: 'plain',
    });
    userinfo.set('auth0|confused', { sub: 'auth0|somebody-else', email: 'other@example.com', name: 'Other' });
    const upsert = async (sub: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/me',
          headers: { authorization: `Bearer ${await token({ iss: `${issuer}/`, aud: audience, sub })}` },
          payload: { name: 'From The Browser', email: 'browser@example.com' },
        })
      ).json();
    expect(await upsert('auth0|plain')).toMatchObject({
      email: 'plain@example.com',
      email_verified: true,
      name: 'plain',
    });
    expect(await upsert('auth0|confused')).toMatchObject({ email: null, email_verified: false });
    expect(userinfoCalls).toEqual(expect.arrayContaining(['auth0|plain', 'auth0|confused']));
  });

  it('refuses the token of a session signed out of (its sid, else the token itself)', async () => {
    for (const claims of [{ sid: 'ext-session-1' }, { jti: 'ext-token-1' }]) {
      const access = await token({ iss: `${issuer}/`, aud: audience, sub: 'auth0|leaving', ...claims });
      const headers = { authorization: `Bearer ${access}` };
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/me', headers, payload: {} })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me/logout', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/me', headers, payload: {} })).statusCode).toBe(
        401,
      );
    }
  });
});
