import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    // Each pause is held until the test lets it go: what happens between pauses is seen, no timer runs.
    const pauses: { ms: number; go: () => void; stop: (reason: unknown) => void }[] = [];
    let paused = () => {};
    const sleep = (ms: number, signal?: AbortSignal) =>
      new Promise<void>((go, stop) => {
        signal?.addEventListener('abort', () => stop(signal.reason), { once: true });
        pauses.push({ ms, go, stop });
        paused();
      });
    const nextPause = () => new Promise<void>((resolve) => (paused = resolve));
    const budget = creditBudget({
      perMinute: 1,
      counter: rateCounter(database.executeSql),
      now: () => now,
      pollMs: 1000,
      sleep,
    });
    expect(await budget.take('w')).toBe(0);
    let done = false;
    const onWait = vi.fn();
    let pausing = nextPause();
    const waiting = budget.wait('w', undefined, onWait).then(() => (done = true));
    await pausing;
    expect(onWait).toHaveBeenCalledTimes(1);
    expect(pauses.at(-1)!.ms).toBe(1000);
    // A second later the window is still spent: it pauses again, without telling onWait twice.
    now += 1000;
    pausing = nextPause();
    pauses.at(-1)!.go();
    await pausing;
    expect(done).toBe(false);
    expect(onWait).toHaveBeenCalledTimes(1);
    // The next window opens: the row takes its unit.
    now += 60_000;
    pauses.at(-1)!.go();
    await waiting;
    expect(done).toBe(true);
    expect(await budget.take('w')).toBeGreaterThan(0); // the new window's unit went to the row

    const stop = new AbortController();
    pausing = nextPause();
    const aborted = budget.wait('w', stop.signal).catch((e: unknown) => e);
    await pausing;
    stop.abort(new Error('stopping'));
    expect(await aborted).toMatchObject({ message: 'stopping' });
  });
});
