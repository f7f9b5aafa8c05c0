import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, bearer, signIn, type TestApp } from '../test/harness';
import type { RouteEntry } from './auth';

/**
 * Property-based fuzzing of every API route (docs/architecture.md §7, security): generated bad path params,
 * query strings and bodies — NUL bytes and lone surrogates among them — sent by a sysadmin (so nothing
 * stops at authorization), must never give a 5xx, and every 4xx must carry the error envelope with a
 * message. At least 10,000 inputs in total. Then every route gets, in each of its params, query keys
 * and body fields, a NUL, a lone surrogate (400 naming that field, ADR 0111) and a 10 MB string.
 */
const TOTAL_INPUTS = 10_000;

let t: TestApp;
let token: string;
/** Signing out ends the token's session (ADR 0110): the logout route gets a token of its own. */
let logoutToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken;
  logoutToken = (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken;
}, 180_000);
afterAll(async () => t?.close());

const fuzzedRoutes = () =>
  t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/v1/') && r.url !== '/api/v1/*');

/** The keys a zod object schema declares (query or body), to aim values at real fields. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '🙂🙂',
  '٣٤٥',
  '9'.repeat(400),
  '30-71589634-2',
  '2026-02-30',
  '{"a":1}',
  '\0',
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  'ok\uDBFF',
  '🙂\uD83D',
);
const text = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e21),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

/**
 * encodeURIComponent that also sends a lone surrogate, as its 3-byte (invalid) UTF-8 form — what an
 * attacker's client can put on the wire; URLSearchParams and encodeURIComponent cannot.
 */
function encodeLoose(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(unit);
  });
}
const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`)
    .join('&');

function inputFor(route: RouteEntry) {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const schema = route.schema as { querystring?: unknown; body?: unknown } | undefined;
  const queryKeys = keysOf(schema?.querystring);
  const bodyKeys = keysOf(schema?.body);
  const fieldName = (keys: string[]) => (keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), text) : text);
  return fc.record({
    params: fc.tuple(...params.map(() => text)),
    query: fc.dictionary(fieldName(queryKeys), text, { maxKeys: 4 }),
    body: fc.oneof(
      value,
      fc.dictionary(fieldName(bodyKeys), value, { maxKeys: 6 }),
      fc.constant(undefined),
      fc.constant('not json{'),
    ),
  });
}

describe('fuzzing every route with bad input', () => {
  it(`answers ${TOTAL_INPUTS}+ generated bad inputs with 2xx/4xx only, each 4xx with a clear message`, async () => {
    const routes = fuzzedRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const runsPerRoute = Math.ceil(TOTAL_INPUTS / routes.length);
    let sent = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(inputFor(route), async ({ params, query, body }) => {
          let i = 0;
          const path = route.url.replace(/:(\w+)/g, () => encodeLoose(params[i++] ?? ''));
          const search = queryString(query);
          const url = search ? `${path}?${search}` : path;
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE' && body !== undefined;
          const raw = typeof body === 'string';
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              ...bearer(route.url === '/api/v1/users/me/logout' ? logoutToken : token),
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody ? { payload: raw ? body : JSON.stringify(body) } : {}),
          });
          sent += 1;
          const label = `${route.method} ${url} ${hasBody ? JSON.stringify(body) : ''} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const envelope = response.json<{ code?: unknown; message?: unknown }>();
            expect(typeof envelope.code, label).toBe('string');
            expect(typeof envelope.message, label).toBe('string');
            expect(String(envelope.message).length, label).toBeGreaterThan(3);
          }
        }),
        { numRuns: runsPerRoute, seed: 20261121, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_INPUTS);
    // The fuzzing token stayed valid throughout (had it been ended, every input would have been a 401).
    const me = await t.app.inject({ method: 'POST', url: '/api/v1/users/me', headers: bearer(token), payload: {} });
    expect(me.statusCode).toBe(200);
  }, 600_000);
});

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
const TEN_MB = 'x'.repeat(10 * 1024 * 1024);

/**
 * One route with one value placed in one spot — a path param, a query key or a body field — and the
 * field a 400 must name when the value cannot be stored: in the body, the field; in a param, the param
 * (a NUL) or the path (a lone surrogate only travels in a URL as invalid UTF-8). A lone surrogate in the
 * query is decoded leniently (U+FFFD) by the query parser, so any non-5xx answer is right there.
 */
function placements(route: RouteEntry, value: string, encoded: string) {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const schema = route.schema as { querystring?: unknown; body?: unknown } | undefined;
  const queryKeys = keysOf(schema?.querystring);
  const bodyKeys = route.method === 'GET' || route.method === 'DELETE' ? [] : keysOf(schema?.body);
  const fill = (name?: string) => route.url.replace(/:(\w+)/g, (_m, p: string) => (p === name ? encoded : '1'));
  const surrogate = value === LONE_SURROGATE;
  return [
    ...params.map((name) => ({ named: surrogate ? 'path' : name, url: fill(name), body: undefined })),
    ...[...queryKeys, 'extra'].map((key) => ({
      named: surrogate ? undefined : key,
      url: `${fill()}?${encodeLoose(key)}=${encoded}`,
      body: undefined,
    })),
    ...bodyKeys.map((key) => ({ named: key, url: fill(), body: { [key]: value } })),
  ];
}

describe('NUL bytes, lone surrogates and 10 MB strings in every param, query key and body field', () => {
  it.each([
    ['a NUL byte', NUL, true],
    ['a lone surrogate', LONE_SURROGATE, true],
    ['a 10 MB string', TEN_MB, false],
  ])(
    '%s: never a 5xx; unstorable text is a 400 naming the field',
    async (_label, value, unstorable) => {
      let sent = 0;
      // Encoded once: encoding 10 MB for every placement would cost more than the requests.
      const encoded = encodeLoose(value);
      for (const route of fuzzedRoutes()) {
        for (const { named, url, body } of placements(route, value, encoded)) {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              // Signing out ends the session of its token (ADR 0110): the logout route gets a fresh one each time.
              ...bearer(
                route.url === '/api/v1/users/me/logout'
                  ? (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken
                  : token,
              ),
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { payload: JSON.stringify(body) } : {}),
          });
          sent += 1;
          const label = `${route.method} ${route.url} ${named} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (unstorable && named && response.statusCode !== 429) {
            expect(response.statusCode, label).toBe(400);
            expect(response.json().details, label).toEqual([expect.objectContaining({ field: named })]);
          }
        }
      }
      expect(sent).toBeGreaterThan(100);
    },
    600_000,
  );
});
