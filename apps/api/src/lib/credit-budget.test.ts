import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/harness';
import { creditBudget } from './credit-budget';
import { rateCounter } from './rate-counter';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());
afterEach(() => vi.useRealTimers());

describe('per-user credit budget (ADR 0104), counted in the database (ADR 0132)', () => {
  it('grants the minute’s units per user, then answers how long until the window ends', async () => {
    let now = 1_000_000;
    const budget = creditBudget({ perMinute: 2, counter: rateCounter(database.executeSql), now: () => now });
    expect([await budget.take('a'), await budget.take('a')]).toEqual([0, 0]);
    now += 15_000;
    expect(await budget.take('a')).toBe(45_000);
    expect(await budget.take('b')).toBe(0);
    now += 45_000;
    expect(await budget.take('a')).toBe(0);
  });

  it('two budgets on one database are one budget (two instances)', async () => {
    const now = () => 5_000_000;
    const one = creditBudget({ perMinute: 3, counter: rateCounter(database.executeSql), now });
    const two = creditBudget({ perMinute: 3, counter: rateCounter(database.executeSql), now });
    const waits = [await one.take('c'), await two.take('c'), await one.take('c'), await two.take('c')];
    expect(waits.map((w) => w > 0)).toEqual([false, false, false, true]);
  });

  it('0 means no limit', async () => {
    const budget = creditBudget({ perMinute: 0, counter: rateCounter(database.executeSql) });
    for (let i = 0; i < 100; i++) expect(await budget.take('a')).toBe(0);
  });

  it('a waiting row takes its unit when the next window opens, and stops waiting when aborted', async () => {
    let now = 10_000_000;
    const budget = creditBudget({
      perMinute: 1,
      counter: rateCounter(database.executeSql),
      now: () => now,
      pollMs: 1000,
    });
    expect(await budget.take('w')).toBe(0);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let done = false;
    const onWait = vi.fn();
    const waiting = budget.wait('w', undefined, onWait).then(() => (done = true));
    await vi.waitFor(() => expect(onWait).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    now += 60_000;
    await vi.advanceTimersByTimeAsync(1000);
    await waiting;
    expect(done).toBe(true);
    expect(await budget.take('w')).toBeGreaterThan(0); // the new window's unit went to the row

    const stop = new AbortController();
    const aborted = budget.wait('w', stop.signal).catch((e: unknown) => e);
    await vi.waitFor(() => expect(onWait).toHaveBeenCalledTimes(1));
    stop.abort(new Error('stopping'));
    expect(await aborted).toMatchObject({ message: 'stopping' });
  });
});
