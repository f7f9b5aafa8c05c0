import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, PUBLIC_URL, signIn, type TestApp } from '../test/harness';
import { pkceAuthorization } from '../test/http-sign-in';
import { findUnstorable } from './input-guard';

/**
 * ADR 0111: text PostgreSQL cannot store (NUL) or UTF-8 cannot carry (a lone UTF-16 surrogate) is
 * refused at the edge — 400 naming the field — wherever it comes: body (JSON or form), params, query, path.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken;
});
afterAll(async () => t?.close());

type Request = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: string; type?: string };
const json = (body: string) => ({ payload: body, type: 'application/json' });

describe('unstorable text at the edge', () => {
  it.each<[string, Request, string, string]>([
    [
      'NUL in a JSON field',
      { method: 'POST', url: '/api/v1/quick-panel/notes', ...json('{"title":"a\\u0000b"}') },
      'title',
      'body',
    ],
    [
      'a lone high surrogate',
      { method: 'POST', url: '/api/v1/quick-panel/notes', ...json('{"title":"ok","detail":"x\\ud800"}') },
      'detail',
      'body',
    ],
    [
      'a lone low surrogate',
      { method: 'POST', url: '/api/v1/quick-panel/notes', ...json('{"title":"\\udc00"}') },
      'title',
      'body',
    ],
    [
      'NUL in an array item',
      { method: 'POST', url: '/api/v1/users/me/info', ...json('{"shortcuts":["/ok","/x\\u0000"]}') },
      'shortcuts.1',
      'body',
    ],
    [
      'NUL in a key',
      { method: 'POST', url: '/api/v1/users/me/info', ...json('{"settings":{"a\\u0000":1}}') },
      'settings.a\uFFFD',
      'body',
    ],
    ['NUL in the query', { method: 'GET', url: '/api/v1/system/users?q=ana%00' }, 'q', 'querystring'],
    ['NUL in a param', { method: 'GET', url: '/api/v1/credit/2031456782%000/report' }, 'taxNumber', 'params'],
    ['NUL in an unknown API path', { method: 'GET', url: '/api/v1/nada%00' }, 'path', 'path'],
    ['NUL in a page path', { method: 'GET', url: '/credits%00' }, 'path', 'path'],
    [
      'a lone surrogate in the path (UTF-8 form)',
      { method: 'GET', url: '/api/v1/credit/%ED%A0%80/report' },
      'path',
      'path',
    ],
  ])('%s → 400 naming %s', async (_label, request, field, location) => {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...bearer(token), ...(request.type ? { 'content-type': request.type } : {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(`${field}:`),
      details: [{ field, location, message: expect.any(String) }],
    });
  });

  it('refuses NUL in the sign-in form (form body) with 400 naming the field', async () => {
    const { authorize } = pkceAuthorization(`${PUBLIC_URL}/callback`);
    const start = await t.app.inject({ method: 'GET', url: `/oidc/auth?${authorize}` });
    const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const interaction = new URL(start.headers.location as string, PUBLIC_URL).pathname;
    const response = await t.app.inject({
      method: 'POST',
      url: `${interaction}/login`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=ana%00%40tirr.demo&password=x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'email', location: 'body', message: expect.any(String) }]);
  });

  it.each([
    ['grant_type=refresh_token&client_id=tirr-web&refresh_token=a%00b', '/oidc/token'],
    [
      'grant_type=authorization_code&client_id=tirr-web&code=a%00b&code_verifier=x&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcallback',
      '/oidc/token',
    ],
    ['client_id=tirr-web&token=a%00b', '/oidc/token/revocation'],
  ])("the provider's own form %s → a 4xx/2xx, not a 500", async (payload, url) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('lets ordinary text through: accents, emoji (surrogate pairs), quotes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quick-panel/notes',
      headers: bearer(token),
      payload: { title: 'Reunión 🙂 "ñandú"', detail: 'línea\nsegunda\ttab' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Reunión 🙂 "ñandú"' });
  });
});

describe('findUnstorable', () => {
  it.each<[unknown, string | undefined]>([
    [{ a: 'ok', b: ['x', { c: '\0' }] }, 'b.1.c'],
    [['\uD83D\uDE42', 'ok'], undefined],
    ['\uD83D', ''],
    [{ n: 1, b: true, z: null }, undefined],
  ])('%j → %s', (value, path) => {
    expect(findUnstorable(value)).toBe(path);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorable(deep)).toMatch(/^0(\.0)+$/);
  });
});
