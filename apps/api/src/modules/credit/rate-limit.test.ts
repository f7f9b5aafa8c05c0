import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CREDIT_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => t?.close());

describe('rate limits on lookups and reports', () => {
  it('answers 429 RATE_LIMITED past the per-user limit of a route, per user', async () => {
    const free = bearer((await signIn(t.app, 'free@tirr.demo')).accessToken);
    const premium = bearer((await signIn(t.app, 'premium@tirr.demo')).accessToken);
    const lookup = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/identity/taxId/23283456714', headers });
    for (let i = 0; i < 3; i++) expect((await lookup(free)).statusCode).toBe(200);
    const limited = await lookup(free);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await lookup(premium)).statusCode).toBe(200);
  });
});
