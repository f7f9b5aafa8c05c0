import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { parsePrometheus, valueOf } from '../../test/prometheus';
import { isLoopback } from './metrics.routes';

/** GET /metrics (ADR 0134): the format, what it counts, and who may read it. */
const TOKEN = 'metrics-token-0123456789abcdef';
const PRODUCTION = { NODE_ENV: 'production', DEMO_MODE: '1', SECRETS_KEY: Buffer.alloc(32, 5).toString('base64') };

let dev: TestApp;
let guarded: TestApp;
let closed: TestApp;
beforeAll(async () => {
  [dev, guarded, closed] = await Promise.all([
    createTestApp(),
    createTestApp({ ...PRODUCTION, METRICS_TOKEN: TOKEN }),
    createTestApp(PRODUCTION),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([dev?.close(), guarded?.close(), closed?.close()]);
});

const scrape = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  return parsePrometheus(response.body);
};

describe('what /metrics counts', () => {
  it('answers the Prometheus text format, not cached', async () => {
    const response = await dev.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(() => parsePrometheus(response.body)).not.toThrow();
  });

  it('counts requests by route pattern (never the raw URL) and status class, and not its own scrapes', async () => {
    const route = { method: 'GET', route: '/api/v1/content/courses/:courseId', status_class: '4xx' };
    const before = await scrape(dev);
    for (const id of ['no-such-course', 'nor-this-one'])
      await dev.app.inject({ method: 'GET', url: `/api/v1/content/courses/${id}` });
    await dev.app.inject({ method: 'GET', url: '/healthz' });
    await scrape(dev);
    const after = await scrape(dev);
    const delta = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('tirr_http_requests_total', route)).toBe(2);
    expect(delta('tirr_http_request_duration_seconds_count', route)).toBe(2);
    expect(delta('tirr_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
    expect(delta('tirr_http_requests_total', { route: '/healthz', status_class: '2xx' })).toBe(1);
    expect(after.some((s) => s.labels.route?.includes('no-such-course'))).toBe(false);
    expect(after.some((s) => s.labels.route === '/metrics')).toBe(false);
  });

  it("counts the sign-in caches' hits and misses", async () => {
    const { accessToken } = await signIn(dev.app, 'free@tirr.demo');
    const before = await scrape(dev);
    for (let i = 0; i < 3; i++)
      await dev.app.inject({ method: 'GET', url: '/api/v1/credit/history', headers: bearer(accessToken) });
    const after = await scrape(dev);
    const hits = (samples: typeof after) =>
      valueOf(samples, 'tirr_cache_lookups_total', { cache: 'auth_users', result: 'hit' });
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(2);
    for (const cache of ['auth_tokens', 'credit_blocked', 'credit_claimed', 'credit_reports'])
      expect(after.some((s) => s.name === 'tirr_cache_lookups_total' && s.labels.cache === cache)).toBe(true);
  });

  it('is not rate-limited', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) statuses.add((await dev.app.inject({ method: 'GET', url: '/metrics' })).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});

describe('who may read /metrics', () => {
  it('outside production without METRICS_TOKEN: clients on this machine only', async () => {
    const remote = await dev.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'FORBIDDEN' });
    // X-Forwarded-For is not the connection: a remote client cannot claim to be local.
    const forged = await dev.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('with METRICS_TOKEN: its bearer only, from anywhere', async () => {
    const without = await guarded.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(without.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer ']) {
      const wrong = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect([authorization, wrong.statusCode]).toEqual([authorization, 401]);
    }
    const right = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(() => parsePrometheus(right.body)).not.toThrow();
  });

  it('in production without METRICS_TOKEN: no such route (404), from this machine too', async () => {
    const response = await closed.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['128.0.0.1', false],
    ['fe80::1', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
