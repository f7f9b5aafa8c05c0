import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/harness';
import { rateCounter, rateLimitStore } from './rate-counter';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

describe('rate counters in the database (ADR 0132)', () => {
  it('counts hits in a fixed window that restarts at the first hit after it ends', async () => {
    const counter = rateCounter(database.executeSql);
    const t = Date.parse('2026-11-26T10:00:00Z');
    expect(await counter.hit('k', 60_000, t)).toEqual({ count: 1, ttlMs: 60_000 });
    expect(await counter.hit('k', 60_000, t + 20_000)).toEqual({ count: 2, ttlMs: 40_000 });
    expect(await counter.read('k', t + 30_000)).toEqual({ count: 2, ttlMs: 30_000 });
    expect(await counter.hit('other', 60_000, t + 30_000)).toEqual({ count: 1, ttlMs: 60_000 });
    expect(await counter.hit('k', 60_000, t + 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    expect(await counter.read('k', t + 121_000)).toEqual({ count: 0, ttlMs: 0 });
  });

  it('concurrent hits from two counters (two instances) are each counted once', async () => {
    const a = rateCounter(database.executeSql);
    const b = rateCounter(database.executeSql);
    const t = Date.parse('2026-11-26T11:00:00Z');
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('burst', 60_000, t)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("a route's store counts under the route's method and URL; a limiter's under its own keys", async () => {
    const counter = rateCounter(database.executeSql);
    const Store = rateLimitStore(counter);
    const root = new Store({});
    const route = root.child({ routeInfo: { method: 'POST', url: '/logs/errors' } } as never);
    const incr = (store: typeof root, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 10),
      );
    expect((await incr(route, '10.0.0.1')).current).toBe(1);
    expect((await incr(route, '10.0.0.1')).current).toBe(2);
    expect((await incr(root.child({ routeInfo: {} } as never), '10.0.0.1')).current).toBe(1);
    expect((await counter.read('POST /logs/errors|10.0.0.1')).count).toBe(2);
  });
});
