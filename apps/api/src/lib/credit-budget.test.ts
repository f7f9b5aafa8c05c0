import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditBudget } from './credit-budget';

afterEach(() => vi.useRealTimers());

describe('per-user credit budget (ADR 0104)', () => {
  it('grants the minute’s units per user, then answers how long until the window ends', () => {
    let now = 1_000_000;
    const budget = creditBudget({ perMinute: 2, now: () => now });
    expect([budget.take('a'), budget.take('a')]).toEqual([0, 0]);
    now += 15_000;
    expect(budget.take('a')).toBe(45_000);
    expect(budget.take('b')).toBe(0);
    now += 45_000;
    expect(budget.take('a')).toBe(0);
  });

  it('0 means no limit', () => {
    const budget = creditBudget({ perMinute: 0 });
    for (let i = 0; i < 1000; i++) expect(budget.take('a')).toBe(0);
  });

  it('a waiting row takes its unit when the next window opens, and stops waiting when aborted', async () => {
    vi.useFakeTimers();
    let now = 0;
    const budget = creditBudget({ perMinute: 1, now: () => now, pollMs: 1000 });
    expect(budget.take('a')).toBe(0);
    let done = false;
    const onWait = vi.fn();
    const waiting = budget.wait('a', undefined, onWait).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(onWait).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    now = 60_000;
    await vi.advanceTimersByTimeAsync(1000);
    await waiting;
    expect(done).toBe(true);
    expect(budget.take('a')).toBeGreaterThan(0); // the new window's unit went to the row

    const stop = new AbortController();
    const aborted = budget.wait('a', stop.signal).catch((e: unknown) => e);
    stop.abort(new Error('stopping'));
    expect(await aborted).toMatchObject({ message: 'stopping' });
    expect(onWait).toHaveBeenCalledTimes(1);
  });
});
