import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, bearer, signIn, type TestApp } from '../test/harness';
import type { RouteEntry } from './auth';

/**
 * Property-based fuzzing of every API route (quality bars, 'Security'): generated bad path params,
 * query strings and bodies, sent by a sysadmin (so nothing stops at authorization), must never give a
 * 5xx, and every 4xx must carry the error envelope with a message. At least 10,000 inputs in total.
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
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
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
          const path = route.url.replace(/:(\w+)/g, () => encodeURIComponent(params[i++] ?? ''));
          const search = new URLSearchParams(query).toString();
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
