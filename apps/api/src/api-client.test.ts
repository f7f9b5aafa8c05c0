import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTirrClient, type ErrorEnvelope } from '@tirr/api-client';
import { DEMO_CASES } from './integrations/offline/dataset';
import { bearer, createTestApp, signIn, type TestApp } from './test/harness';

/**
 * @tirr/api-client (docs/api/README.md) against a real server listening on 127.0.0.1: typed calls with an API key
 * (docs/api/keys.md), the public simulators without one, and errors in the envelope.
 */
let t: TestApp;
let baseUrl: string;
let key: string;
let portfolioOnlyKey: string;

async function createKey(token: string, scopes: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys',
    headers: bearer(token),
    payload: { name: `Cliente ${scopes.join(' ')}`, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { key: string }).key;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/`;
  const { accessToken } = await signIn(t.app, 'premium@tirr.demo');
  key = await createKey(accessToken, ['reports', 'portfolio:read', 'portfolio:write']);
  portfolioOnlyKey = await createKey(accessToken, ['portfolio:read']);
}, 120_000);
afterAll(async () => t?.close());

describe('the typed client', () => {
  it('reads a credit report with an API key', async () => {
    const tirr = createTirrClient({ baseUrl, apiKey: key });
    const { data, error, response } = await tirr.GET('/api/v1/credit/{taxNumber}/report', {
      params: { path: { taxNumber: DEMO_CASES.cheques } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    // Typed: identity, totals and the score are the contract's fields.
    expect(data?.identity).toMatchObject({ name: 'DISTRIBUIDORA NORTE S.R.L.', personType: 'JURIDICA' });
    expect(data?.totals.chequesUnpaidCount).toBeGreaterThan(0);
    expect(data?.score.band).toBe('MALO');
  });

  it('adds a profile to Mis Perfiles and finds it in the list', async () => {
    const tirr = createTirrClient({ baseUrl, apiKey: key });
    const added = await tirr.POST('/api/v1/profiles', { body: { taxNumber: '30-71234567-1' } });
    expect(added.response.status).toBe(201);
    expect(added.data?.profile.name).toBe('CONSTRUCTORA DEL PLATA S.A.');
    const list = await tirr.GET('/api/v1/profiles', { params: { query: { q: 'CONSTRUCTORA', pageSize: 10 } } });
    expect(list.data?.items.map((item) => item.taxNumber)).toEqual([DEMO_CASES.legalFlags]);
  });

  it('calls the public simulators without a key of any scope', async () => {
    const tirr = createTirrClient({ baseUrl, apiKey: portfolioOnlyKey });
    const { data, response } = await tirr.POST('/api/v1/simulators/{documentType}', {
      params: { path: { documentType: 'checks' } },
      body: { amount: 1850000, dueDate: '2027-01-28' },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ documentType: 'checks', currency: 'ARS' });
  });

  it("answers refusals in the API's error envelope: a scope the key lacks, a key that does not exist", async () => {
    const lacking = await createTirrClient({ baseUrl, apiKey: portfolioOnlyKey }).GET(
      '/api/v1/credit/{taxNumber}/report',
      { params: { path: { taxNumber: DEMO_CASES.cheques } } },
    );
    expect(lacking.response.status).toBe(403);
    const refusal: ErrorEnvelope | undefined = lacking.error;
    expect(refusal).toMatchObject({ code: 'API_KEY_SCOPE', details: { scope: 'reports' } });
    const unknown = await createTirrClient({ baseUrl, apiKey: `tirr_${'x'.repeat(43)}` }).GET('/api/v1/profiles');
    expect(unknown.response.status).toBe(401);
    expect(unknown.error?.code).toBe('API_KEY_INVALID');
  });

  it('sends the key and the language through the fetch it is given', async () => {
    const sent: Request[] = [];
    const tirr = createTirrClient({
      baseUrl,
      apiKey: ` ${key} `,
      language: 'en',
      fetch: (request) => {
        sent.push(request.clone());
        return fetch(request);
      },
    });
    const { response } = await tirr.GET('/api/v1/consultProfiles/getAvailables');
    expect(response.status).toBe(200);
    expect(sent.map((request) => request.url)).toEqual([`${baseUrl}api/v1/consultProfiles/getAvailables`]);
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${key}`);
    expect(sent[0]!.headers.get('accept-language')).toBe('en');
    expect(() => createTirrClient({ baseUrl, apiKey: ' ' })).toThrow(/apiKey/);
  });
});
