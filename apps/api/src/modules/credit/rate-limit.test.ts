import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cuitCheckDigit } from '@tirr/domain';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { untilBatch, untilBatchDone } from '../../test/batch';

let t: TestApp;
/** The server clock runs with real time plus what a test adds (to reach the next minute's window). */
let shiftMs = 0;
beforeAll(async () => {
  t = await createTestApp({ CREDIT_RATE_LIMIT_PER_MINUTE: '3' }, { clock: () => new Date(Date.now() + shiftMs) });
});
afterAll(async () => t?.close());

const cuit = (base: string) => `${base}${cuitCheckDigit(base)}`;

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
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup(premium)).statusCode).toBe(200);
  });

  it('one budget per user across the credit routes and the batch rows: rows wait for it instead of failing', async () => {
    const admin = bearer((await signIn(t.app, 'admin@tirr.demo')).accessToken);
    // A row over budget pauses on a timer before it looks at the clock again: faked (and nothing else), so
    // the test moves it on instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const ids = Array.from({ length: 5 }, (_, i) => cuit(`305300000${i}`));
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/batch',
        headers: admin,
        payload: { taxNumbers: ids },
      });
      expect(created.statusCode).toBe(201);
      const jobId = created.json().id as string;
      const job = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/v1/batch/${jobId}`, headers: admin })).json() as {
          status: string;
          processed: number;
          items: { status: string }[];
        };
      // The batch spends the minute's 3 units…
      let current = await untilBatch(t.app.events, jobId, job, (j) => j.processed === 3);
      // …so the same user's report is refused now, and the other rows are still waiting, not failed.
      const report = await t.app.inject({ method: 'GET', url: `/api/v1/credit/${ids[0]}/report`, headers: admin });
      expect(report.statusCode).toBe(429);
      current = await job();
      expect(current.status).toBe('running');
      // Which three rows got the units is the order their concurrent lookups reached the counter (ADR 0132).
      expect(current.items.map((i) => i.status).sort()).toEqual(['done', 'done', 'done', 'pending', 'pending']);

      // The next minute's window: once the waiting rows look at the clock again they go on, and the job
      // ends with every row found.
      shiftMs += 61_000;
      await vi.advanceTimersByTimeAsync(1000);
      current = await untilBatchDone(t.app.events, jobId, job);
      expect(current.items.map((i) => i.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    } finally {
      vi.useRealTimers();
    }
  });
});
