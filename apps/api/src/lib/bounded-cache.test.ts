import { describe, expect, it } from 'vitest';
import { boundedCache, boundedMemo } from './bounded-cache';

/** The API's one bounded cache (ADR 0124), on a clock the test moves. */
describe('boundedCache', () => {
  const clocked = (options: { max: number; ttlMs?: number }) => {
    const clock = { now: 1000 };
    return { clock, cache: boundedCache<string, number>({ ...options, now: () => clock.now }) };
  };

  it('drops the oldest written entry when a new one arrives at the limit; a rewrite counts as the newest', () => {
    const { cache } = clocked({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([10, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('keeps an entry for its TTL, or until the time it is given, and never stores one already stale', () => {
    const { clock, cache } = clocked({ max: 10, ttlMs: 100 });
    cache.set('ttl', 1);
    cache.set('until', 2, 1050);
    cache.set('stale', 3, 1000);
    expect(cache.size).toBe(2);
    clock.now = 1049;
    expect([cache.get('ttl'), cache.get('until')]).toEqual([1, 2]);
    clock.now = 1050;
    expect([cache.get('ttl'), cache.get('until')]).toEqual([1, undefined]);
    clock.now = 1100;
    expect(cache.get('ttl')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('a TTL of 0 keeps nothing; without a TTL entries stay until dropped', () => {
    const none = clocked({ max: 10, ttlMs: 0 });
    none.cache.set('a', 1);
    expect(none.cache.get('a')).toBeUndefined();
    const forever = clocked({ max: 10 });
    forever.cache.set('a', 1);
    forever.clock.now = Number.MAX_SAFE_INTEGER;
    expect(forever.cache.get('a')).toBe(1);
  });

  it('deletes one entry, the entries that match, or all', () => {
    const { cache } = clocked({ max: 10 });
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(key, value);
    cache.delete('a');
    cache.deleteWhere((_key, value) => value === 2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, 3]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('boundedMemo', () => {
  it('builds a value once per key while it is kept', () => {
    const builds: string[] = [];
    const remember = boundedMemo<string>(1);
    const build = (key: string) => () => {
      builds.push(key);
      return key.toUpperCase();
    };
    expect(remember('a', build('a'))).toBe('A');
    expect(remember('a', build('a'))).toBe('A');
    expect(remember('b', build('b'))).toBe('B');
    expect(remember('a', build('a'))).toBe('A');
    expect(builds).toEqual(['a', 'b', 'a']);
  });
});
