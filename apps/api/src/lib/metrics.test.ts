import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../integrations/http-json';
import { createHttpClient } from '../integrations/http';
import { parsePrometheus, valueOf } from '../test/prometheus';
import { replayServer } from '../test/replay-server';
import { boundedCache } from './bounded-cache';
import { createMetrics, type AppMetrics } from './metrics';

/** ADR 0134: the app's registry, what other code registers, caches, the pool and upstream calls. */
const opened: AppMetrics[] = [];
const open = (...args: Parameters<typeof createMetrics>) => {
  const metrics = createMetrics(...args);
  opened.push(metrics);
  return metrics;
};
afterEach(() => {
  for (const metrics of opened.splice(0)) metrics.close();
});
const scrape = async (metrics: AppMetrics) => parsePrometheus(await metrics.text());

describe('gauges and counters other code registers', () => {
  it('reads a gauge at each scrape, as one number or one value per label set', async () => {
    const metrics = open();
    let depth = 3;
    metrics.gauge({ name: 'tirr_test_queue_depth', help: 'Jobs waiting.', read: () => depth });
    metrics.gauge({
      name: 'tirr_test_queue_oldest_seconds',
      help: 'Age of the oldest job.',
      labelNames: ['queue'],
      read: async () => [
        { labels: { queue: 'batch' }, value: 12 },
        { labels: { queue: 'mail' }, value: 0.5 },
      ],
    });
    expect(valueOf(await scrape(metrics), 'tirr_test_queue_depth')).toBe(3);
    depth = 7;
    const samples = await scrape(metrics);
    expect(valueOf(samples, 'tirr_test_queue_depth')).toBe(7);
    expect(valueOf(samples, 'tirr_test_queue_oldest_seconds', { queue: 'batch' })).toBe(12);
    expect(valueOf(samples, 'tirr_test_queue_oldest_seconds', { queue: 'mail' })).toBe(0.5);
  });

  it('leaves a gauge whose read fails empty, and the rest of the scrape whole', async () => {
    const metrics = open();
    let fail = false;
    metrics.gauge({
      name: 'tirr_test_flaky',
      help: 'Read from a database that may be down.',
      labelNames: ['queue'],
      read: () => {
        if (fail) throw new Error('database down');
        return [{ labels: { queue: 'batch' }, value: 4 }];
      },
    });
    metrics.gauge({ name: 'tirr_test_steady', help: 'Always read.', read: () => 1 });
    expect(valueOf(await scrape(metrics), 'tirr_test_flaky', { queue: 'batch' })).toBe(4);
    fail = true;
    const samples = await scrape(metrics);
    expect(samples.filter((s) => s.name === 'tirr_test_flaky')).toEqual([]);
    expect(valueOf(samples, 'tirr_test_steady')).toBe(1);
  });

  it('adds to a counter, by one or by more, with or without labels', async () => {
    const metrics = open();
    const jobs = metrics.counter({ name: 'tirr_test_jobs_total', help: 'Jobs done.', labelNames: ['result'] });
    const ticks = metrics.counter({ name: 'tirr_test_ticks_total', help: 'Ticks.' });
    jobs({ result: 'ok' });
    jobs({ result: 'ok' }, 2);
    jobs({ result: 'failed' });
    ticks();
    const samples = await scrape(metrics);
    expect(valueOf(samples, 'tirr_test_jobs_total', { result: 'ok' })).toBe(3);
    expect(valueOf(samples, 'tirr_test_jobs_total', { result: 'failed' })).toBe(1);
    expect(valueOf(samples, 'tirr_test_ticks_total')).toBe(1);
  });

  it.each(['queue_depth', 'tirr_Queue', 'tirr_queue-depth', 'tirr_'])('refuses the name %s', (name) => {
    const metrics = open();
    expect(() => metrics.gauge({ name, help: 'x', read: () => 1 })).toThrow(/must match/);
    expect(() => metrics.counter({ name, help: 'x' })).toThrow(/must match/);
  });
});

describe('requests', () => {
  it('counts by method, route pattern and status class, with a histogram of durations', async () => {
    const metrics = open();
    metrics.observeRequest('GET', '/api/v1/funds/:id', 200, 0.003);
    metrics.observeRequest('GET', '/api/v1/funds/:id', 204, 0.2);
    metrics.observeRequest('GET', undefined, 404, 0.001);
    const samples = await scrape(metrics);
    const route = { method: 'GET', route: '/api/v1/funds/:id', status_class: '2xx' };
    expect(valueOf(samples, 'tirr_http_requests_total', route)).toBe(2);
    expect(valueOf(samples, 'tirr_http_request_duration_seconds_count', route)).toBe(2);
    expect(valueOf(samples, 'tirr_http_request_duration_seconds_bucket', { ...route, le: '0.005' })).toBe(1);
    expect(valueOf(samples, 'tirr_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
    expect(valueOf(samples, 'tirr_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBe(1);
  });
});

describe('caches and the database pool', () => {
  it('counts hits and misses of an observed cache and reads its size', async () => {
    const metrics = open();
    const cache = boundedCache<string, number>({ max: 10 });
    metrics.observeCache('test_cache', cache);
    cache.set('a', 1);
    cache.get('a');
    cache.get('a');
    cache.get('b');
    const samples = await scrape(metrics);
    expect(valueOf(samples, 'tirr_cache_lookups_total', { cache: 'test_cache', result: 'hit' })).toBe(2);
    expect(valueOf(samples, 'tirr_cache_lookups_total', { cache: 'test_cache', result: 'miss' })).toBe(1);
    expect(valueOf(samples, 'tirr_cache_entries', { cache: 'test_cache' })).toBe(1);
    expect(() => metrics.observeCache('test_cache', cache)).toThrow(/observed already/);
  });

  it("reads the pool's figures at each scrape, and has none without a pool (PGlite)", async () => {
    const stats = { total: 4, idle: 1, waiting: 2, max: 10 };
    const metrics = open({ pool: () => stats });
    let samples = await scrape(metrics);
    expect(valueOf(samples, 'tirr_db_pool_connections')).toBe(4);
    expect(valueOf(samples, 'tirr_db_pool_idle_connections')).toBe(1);
    expect(valueOf(samples, 'tirr_db_pool_waiting_queries')).toBe(2);
    expect(valueOf(samples, 'tirr_db_pool_max_connections')).toBe(10);
    stats.waiting = 0;
    samples = await scrape(metrics);
    expect(valueOf(samples, 'tirr_db_pool_waiting_queries')).toBe(0);
    expect((await scrape(open())).some((s) => s.name.startsWith('tirr_db_pool'))).toBe(false);
  });
});

describe('upstream calls through both HTTP layers', () => {
  let upstream: Awaited<ReturnType<typeof replayServer>>;
  beforeAll(async () => {
    upstream = await replayServer(({ path }) => {
      if (path === '/ok') return { status: 200, body: '{"ok":true}' };
      if (path === '/missing') return { status: 400, body: '{}' };
      return { status: 503, body: '{}' };
    });
  });
  afterAll(() => upstream?.close());
  const noWait = async () => undefined;

  it('counts each attempt by source and outcome, and each call that gave up', async () => {
    const metrics = open();
    const bcra = createHttpClient({
      source: 'BCRA',
      timeoutMs: 2000,
      retries: 1,
      backoffMs: 0,
      minIntervalMs: 0,
      sleep: noWait,
    });
    await bcra({ method: 'GET', url: `${upstream.url}/ok` });
    await expect(bcra({ method: 'GET', url: `${upstream.url}/down` })).rejects.toThrow(/unavailable/);
    await getJson(`${upstream.url}/ok`, { source: 'cafci', retries: 0 });
    await expect(getJson(`${upstream.url}/missing`, { source: 'cafci', retries: 2, sleep: noWait })).rejects.toThrow(
      /answered 400/,
    );
    const samples = await scrape(metrics);
    expect(valueOf(samples, 'tirr_upstream_requests_total', { source: 'bcra', outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, 'tirr_upstream_requests_total', { source: 'bcra', outcome: 'server_error' })).toBe(2);
    expect(valueOf(samples, 'tirr_upstream_failures_total', { source: 'bcra' })).toBe(1);
    expect(valueOf(samples, 'tirr_upstream_requests_total', { source: 'cafci', outcome: 'ok' })).toBe(1);
    // A 400 is not tried again: one attempt, one failure.
    expect(valueOf(samples, 'tirr_upstream_requests_total', { source: 'cafci', outcome: 'client_error' })).toBe(1);
    expect(valueOf(samples, 'tirr_upstream_failures_total', { source: 'cafci' })).toBe(1);
    expect(valueOf(samples, 'tirr_upstream_request_duration_seconds_count', { source: 'bcra' })).toBe(3);
  });

  it('stops counting once closed', async () => {
    const metrics = createMetrics();
    metrics.close();
    await getJson(`${upstream.url}/ok`, { source: 'cafci', retries: 0 });
    expect(valueOf(await scrape(metrics), 'tirr_upstream_requests_total', { source: 'cafci' })).toBe(0);
  });
});
