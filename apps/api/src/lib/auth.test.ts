import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { can, permissionsOf, type Requirement, type Role } from '@tirr/domain';
import { bearer, createTestApp, PUBLIC_URL, signIn, type TestApp } from '../test/harness';
import { bearer as bearerToken } from './auth';

/**
 * The declared permission of every route. A route missing here, or one whose declaration differs,
 * fails the first test: adding a route means deciding who may call it.
 */
const EXPECTED: Record<string, Requirement> = {
  'GET /api/v1/auth': 'none',
  'POST /api/v1/users/me': 'signedIn',
  'POST /api/v1/api-keys': 'premium',
  'GET /api/v1/api-keys': 'premium',
  'DELETE /api/v1/api-keys/:id': 'premium',
  'POST /api/v1/organisations': 'premium',
  'GET /api/v1/organisations': 'signedIn',
  'POST /api/v1/organisations/:id/invitations': 'signedIn',
  'DELETE /api/v1/organisations/:id/invitations/:invitationId': 'signedIn',
  'POST /api/v1/organisations/invitations/accept': 'signedIn',
  'DELETE /api/v1/organisations/:id/members/:userId': 'signedIn',
  'GET /api/v1/system/organisations': 'sysadmin',
  'POST /api/v1/webhooks': 'premium',
  'GET /api/v1/webhooks': 'premium',
  'DELETE /api/v1/webhooks/:id': 'premium',
  'POST /api/v1/webhooks/:id/resume': 'premium',
  'GET /api/v1/webhooks/:id/deliveries': 'premium',
  'POST /api/v1/webhooks/:id/deliveries/:deliveryId/resend': 'premium',
  'POST /api/v1/users/me/info': 'signedIn',
  'GET /api/v1/users/me/logout': 'signedIn',
  'POST /api/v1/users/me/verification-email': 'signedIn',
  'POST /api/v1/logs/errors': 'none',
  'PATCH /api/v1/logs/errors/:id': 'none',
  'GET /api/v1/content/courses': 'none',
  'GET /api/v1/content/course-categories': 'none',
  'GET /api/v1/content/course-tags': 'none',
  'GET /api/v1/content/courses/:courseId': 'none',
  'GET /api/v1/content/help-codes': 'none',
  'GET /api/v1/courses': 'signedIn',
  'POST /api/v1/courses': 'signedIn',
  'PATCH /api/v1/courses/:id': 'signedIn',
  'GET /api/v1/ai': 'signedIn',
  'POST /api/v1/ai': 'signedIn',
  'POST /api/v1/simulators/:documentType': 'none',
  'GET /api/v1/funds/managers': 'none',
  'GET /api/v1/funds/query': 'none',
  'GET /api/v1/funds/:id': 'none',
  'GET /api/v1/funds/shares/:id/performance': 'none',
  'GET /api/v1/funds/shares/:id/historic': 'none',
  'POST /api/v1/funds/simulation': 'none',
  'GET /api/v1/identity/id/:dni': 'free',
  'GET /api/v1/identity/taxId/:cuit': 'free',
  'GET /api/v1/identity/:taxNumber/details': 'free',
  'POST /api/v1/consultProfiles/create': 'free',
  'GET /api/v1/consultProfiles/getAvailables': 'free',
  'GET /api/v1/consultProfiles/consulted/:taxNumber': 'free',
  'POST /api/v1/consultProfiles/createRequestPremium': 'free',
  'GET /api/v1/credit/:taxNumber/report': 'free',
  'GET /api/v1/credit/:taxNumber/report.pdf': 'free',
  'GET /api/v1/credit/last-periods': 'free',
  'GET /api/v1/credit/history': 'free',
  'GET /api/v1/credit/:taxNumber/activity-report': 'free',
  'GET /api/v1/quick-panel/data': 'signedIn',
  'POST /api/v1/quick-panel/events/read': 'signedIn',
  'POST /api/v1/quick-panel/notes': 'signedIn',
  'PATCH /api/v1/quick-panel/notes/:id': 'signedIn',
  'DELETE /api/v1/quick-panel/notes/:id': 'signedIn',
  'GET /api/v1/profiles': 'premium',
  'GET /api/v1/profiles/:id': 'premium',
  'POST /api/v1/profiles': 'premium',
  'PATCH /api/v1/profiles/:id': 'premium',
  'DELETE /api/v1/profiles/:id': 'premium',
  'POST /api/v1/monitoring/run': 'sysadmin',
  'POST /api/v1/profiles/:id/balance': 'premium',
  'PATCH /api/v1/profiles/:id/balance/:balanceId': 'premium',
  'GET /api/v1/profiles/:id/score': 'premium',
  'GET /api/v1/profiles/by-tax-number/:taxNumber': 'premium',
  'GET /api/v1/profiles/export': 'premium',
  'GET /api/v1/profiles/facets': 'premium',
  'GET /api/v1/cheques/entities': 'free',
  'POST /api/v1/cheques/analysis': 'free',
  'POST /api/v1/cheques/analysis.pdf': 'free',
  'GET /api/v1/cheques/assumptions': 'free',
  'PUT /api/v1/cheques/assumptions': 'admin',
  'POST /api/v1/cheques/portfolios': 'premium',
  'GET /api/v1/cheques/portfolios/:id': 'premium',
  'GET /api/v1/cheques/portfolios/:id/export': 'premium',
  'GET /api/v1/policy': 'premium',
  'PUT /api/v1/policy': 'premium',
  'GET /api/v1/policy/versions': 'premium',
  'POST /api/v1/policy/versions/:version/restore': 'premium',
  'GET /api/v1/policy/templates': 'premium',
  'POST /api/v1/policy/evaluate': 'premium',
  'POST /api/v1/policy/preview': 'premium',
  'POST /api/v1/batch': 'premium',
  'GET /api/v1/batch': 'premium',
  'GET /api/v1/batch/:id': 'premium',
  'POST /api/v1/batch/:id/profiles': 'premium',
  'GET /api/v1/system/errors': 'sysadmin',
  'GET /api/v1/system/errors/:id': 'sysadmin',
  'PATCH /api/v1/system/errors/:id': 'sysadmin',
  'GET /api/v1/system/users': 'admin',
  'GET /api/v1/system/users/:id/audit': 'admin',
  'PATCH /api/v1/system/users/:id/role': 'admin',
  'PUT /api/v1/system/users/:id/premium': 'admin',
  'DELETE /api/v1/system/users/:id/premium': 'admin',
  'GET /api/v1/system/blacklist': 'admin',
  'POST /api/v1/system/blacklist': 'admin',
  'DELETE /api/v1/system/blacklist/:taxNumber': 'admin',
  'GET /api/v1/system/reports': 'admin',
  'GET /api/v1/system/reports.csv': 'admin',
  'GET /api/v1/system/outbox': 'sysadmin',
  'GET /api/v1/system/outbox/:id': 'sysadmin',
  'GET /api/v1/system/jobs': 'sysadmin',
  'POST /api/v1/system/jobs/:id/retry': 'sysadmin',
  'POST /api/v1/subscriptions/checkout': 'signedIn',
  'POST /api/v1/payments/mercadopago/webhook': 'none',
  'GET /api/v1/payments/offline/checkout/:id': 'signedIn',
  'POST /api/v1/payments/offline/checkout/:id/decision': 'signedIn',
  'GET /healthz': 'none',
  'GET /readyz': 'none',
  'GET /metrics': 'none',
  'GET /oidc/interaction/:uid': 'none',
  'POST /oidc/interaction/:uid/login': 'none',
  'POST /oidc/interaction/:uid/register': 'none',
  'GET /oidc/assets/font/:weight': 'none',
  'GET /oidc/assets/logout.js': 'none',
  'GET /oidc/assets/password.js': 'none',
  'GET /oidc/verify-email': 'none',
  'POST /oidc/verify-email': 'none',
  'GET /oidc/password/forgot': 'none',
  'POST /oidc/password/forgot': 'none',
  'GET /oidc/password/reset': 'none',
  'POST /oidc/password/reset': 'none',
  'GET /oidc': 'none',
  'POST /oidc': 'none',
  'OPTIONS /oidc': 'none',
  'GET /oidc/*': 'none',
  'POST /oidc/*': 'none',
  'OPTIONS /oidc/*': 'none',
};

/** The routes that read a person's credit data and so also need a confirmed email (ADR 0106). */
const VERIFIED_EMAIL = [
  'GET /api/v1/identity/:taxNumber/details',
  'POST /api/v1/consultProfiles/create',
  'GET /api/v1/consultProfiles/consulted/:taxNumber',
  'GET /api/v1/credit/:taxNumber/report',
  'GET /api/v1/credit/:taxNumber/report.pdf',
  'GET /api/v1/credit/:taxNumber/activity-report',
  'POST /api/v1/profiles',
  'POST /api/v1/batch',
  'POST /api/v1/cheques/analysis',
  'POST /api/v1/cheques/analysis.pdf',
  'POST /api/v1/cheques/portfolios',
  'POST /api/v1/policy/evaluate',
];

type SigningKey = Parameters<SignJWT['sign']>[0];

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
/** Signing out ends the token's session (ADR 0110): the logout route gets tokens of their own. */
const logoutTokens: Partial<Record<Role, string>> = {};
const LOGOUT = '/api/v1/users/me/logout';

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['free', 'premium', 'admin', 'sysadmin'] as const) {
    tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
    logoutTokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
  }
}, 180_000);
afterAll(async () => t?.close());

const apiRoutes = () =>
  t.app.routeTable.filter(
    (r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs') && r.url !== '*' && !r.url.startsWith('/*'),
  );

describe('route permissions', () => {
  it('every route declares the permission this test expects', () => {
    const declared = Object.fromEntries(apiRoutes().map((r) => [`${r.method} ${r.url}`, r.permission]));
    expect(declared).toEqual(EXPECTED);
    expect(t.app.routeTable.every((r) => r.permission !== undefined)).toBe(true);
  });

  const who = ['guest', 'free', 'premium', 'admin', 'sysadmin'] as const;
  it.each(who)('is enforced on every route for %s', async (role) => {
    for (const route of apiRoutes()) {
      const url = route.url.replace(':id', '999999').replace(':uid', 'unknown-interaction');
      const headers = role === 'guest' ? {} : bearer((route.url === LOGOUT ? logoutTokens : tokens)[role]!);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const allowed = can(permissionsOf(role === 'guest' ? null : role), route.permission!);
      const label = `${role} ${route.method} ${route.url} → ${response.statusCode}`;
      if (allowed) {
        expect([401, 403], label).not.toContain(response.statusCode);
        expect(response.statusCode, label).toBeLessThan(500);
      } else {
        expect(response.statusCode, label).toBe(role === 'guest' ? 401 : 403);
        expect(response.json(), label).toMatchObject({ code: role === 'guest' ? 'UNAUTHORIZED' : 'FORBIDDEN' });
      }
    }
  });
});

describe('confirmed email', () => {
  it('is required by exactly the routes that read credit data', () => {
    const flagged = apiRoutes()
      .filter((r) => r.verifiedEmail)
      .map((r) => `${r.method} ${r.url}`);
    expect(flagged.sort()).toEqual([...VERIFIED_EMAIL].sort());
  });

  it('turns away an unverified premium account from each of them with EMAIL_NOT_VERIFIED', async () => {
    const { accountsRepository } = await import('../identity-provider/accounts.repository');
    const { hashPassword } = await import('../identity-provider/passwords');
    await accountsRepository(t.database.db).create({
      email: 'sin-confirmar@example.com',
      name: 'Sin Confirmar',
      passwordHash: await hashPassword('una-clave-larga'),
      role: 'premium',
    });
    const token = (await signIn(t.app, 'sin-confirmar@example.com', 'una-clave-larga')).accessToken;
    const payloads: Record<string, object> = {
      'POST /api/v1/consultProfiles/create': { tax_number: '20314567820' },
      'POST /api/v1/profiles': { taxNumber: '20314567820' },
      'POST /api/v1/batch': { cuits: ['20314567820'] },
      'POST /api/v1/cheques/analysis': {
        entityCode: 285,
        chequeNumber: 40012346,
        drawerTaxId: '20314567820',
        amount: 1000,
        dueDate: '2027-01-15',
      },
      'POST /api/v1/cheques/portfolios': {
        rows: [
          { entityCode: 285, chequeNumber: 40012346, drawerTaxId: '20314567820', amount: 1000, dueDate: '2027-01-15' },
        ],
      },
      'POST /api/v1/policy/evaluate': { taxId: '20314567820' },
    };
    for (const route of VERIFIED_EMAIL) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      const response = await t.app.inject({
        method,
        url: url.replace(':taxNumber', '20314567820'),
        headers: bearer(token),
        ...(method === 'POST' ? { payload: payloads[route] } : {}),
      });
      expect(response.statusCode, route).toBe(403);
      expect(response.json(), route).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    }
    // The lookup that starts the report flow still answers (it shows the name, not credit data).
    const lookup = await t.app.inject({ url: '/api/v1/identity/taxId/20314567820', headers: bearer(token) });
    expect(lookup.statusCode).toBe(200);
  });
});

describe('bearer token of the Authorization header', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['Bearer abc.def', 'abc.def'],
    ['bearer abc', 'abc'],
    ['BEARER   abc', 'abc'],
    ['Bearer\tabc', 'abc'],
    ['Bearer ', ''],
    ['Bearer', ''],
    ['Bearerabc', ''],
    ['Bearer abc def', ''],
    ['Bearer abc ', ''],
    ['Basic abc', ''],
  ])('%j gives %j', (authorization, token) => {
    expect(bearerToken({ headers: authorization === undefined ? {} : { authorization } })).toBe(token);
  });
});

describe('access tokens', () => {
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/me', headers, payload: {} });

  async function signWith(key: SigningKey, claims: JWTPayload, kid?: string) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', ...(kid ? { kid } : {}) })
      .setIssuedAt(now - 10)
      .setExpirationTime(now + 600)
      .sign(key);
  }

  const realKey = async () => {
    const jwk = t.keys.signing[0]!;
    return { key: (await importJWK(jwk, 'RS256')) as SigningKey, kid: jwk.kid };
  };
  const validClaims = () => ({
    iss: `${PUBLIC_URL}/oidc`,
    aud: `${PUBLIC_URL}/api`,
    sub: 'tirr|00000000-0000-0000-0000-000000000001',
  });

  it('accepts a token issued at sign-in', async () => {
    const response = await me(bearer(tokens.premium!));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'premium@tirr.demo',
      role: 'premium',
      permissions: ['premium', 'free'],
    });
  });

  it('accepts a token signed with the provider key (control for the cases below)', async () => {
    const { key, kid } = await realKey();
    expect((await me(bearer(await signWith(key, validClaims(), kid)))).statusCode).toBe(200);
  });

  it('rejects a forged token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const { kid } = await realKey();
    const response = await me(bearer(await signWith(privateKey, validClaims(), kid)));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('rejects an expired token', async () => {
    const { key, kid } = await realKey();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(validClaims())
      .setProtectedHeader({ alg: 'RS256', kid: kid! })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key);
    expect((await me(bearer(expired))).statusCode).toBe(401);
  });

  it.each([
    ['another audience', { aud: 'https://other.example/api' }],
    ['another issuer', { iss: 'https://evil.example/oidc' }],
  ])('rejects a token for %s', async (_label, override) => {
    const { key, kid } = await realKey();
    expect((await me(bearer(await signWith(key, { ...validClaims(), ...override }, kid)))).statusCode).toBe(401);
  });

  it.each([['Bearer not-a-jwt'], ['Bearer '], ['Basic abc']])(
    'rejects the authorization header %j',
    async (authorization) => {
      expect((await me({ authorization })).statusCode).toBe(401);
    },
  );

  it('treats a bad token on an open route as a guest', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth',
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.statusCode).toBe(200);
  });
});
