import { describe, expect, it } from 'vitest';
import { demoPublications, observedPublications, type PublishedPeriodStore } from './publications';

function memoryStore(initial: string[] = []): PublishedPeriodStore & { periods: string[] } {
  const periods = [...initial];
  return {
    periods,
    newest: async () => [...periods].sort().at(-1),
    record: async (period) => {
      if (!periods.includes(period)) periods.push(period);
    },
  };
}

describe('demo publications (offline data)', () => {
  it("are the dataset's period (today's month − 2) and advance on demand", async () => {
    const publications = demoPublications(() => '2026-11-21');
    expect(await publications.latest()).toBe('202609');
    expect(await publications.observe('202501')).toBe('202609');
    expect(await publications.advance()).toBe('202610');
    expect(await publications.latest()).toBe('202610');
    expect(publications.extraMonths()).toBe(1);
  });
});

describe('observed publications (live data)', () => {
  it('before any answer: the calendar period minus one month, a conservative guess', async () => {
    const publications = observedPublications(memoryStore(), () => '2026-11-21');
    expect(await publications.latest()).toBe('202608');
    expect(publications.canAdvance).toBe(false);
    await expect(publications.advance()).rejects.toThrow();
  });

  it('the newest period seen in a Deudas answer, persisted for other instances and restarts', async () => {
    const store = memoryStore();
    const first = observedPublications(store, () => '2026-11-21');
    expect(await first.observe('202609')).toBe('202609');
    expect(await first.observe('202607')).toBe('202609');
    expect(await first.observe(null)).toBe('202609');
    expect(await first.latest()).toBe('202609');
    expect(store.periods).toEqual(['202609']);
    // Another instance (or a restart) reads what was recorded.
    expect(await observedPublications(store, () => '2026-11-21').latest()).toBe('202609');
  });

  it('re-reads the store after its time to live (a period another instance saw)', async () => {
    const store = memoryStore(['202608']);
    let now = 0;
    const publications = observedPublications(store, () => '2026-11-21', { ttlMs: 60_000, clock: () => now });
    expect(await publications.latest()).toBe('202608');
    await store.record('202609');
    now = 59_999;
    expect(await publications.latest()).toBe('202608');
    now = 60_000;
    expect(await publications.latest()).toBe('202609');
  });
});
