import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';

/** The job queue (ADR 0133) as the sysadmin sees it at /system/jobs: retries, dead letters, 'Reintentar'. */
let t: TestApp;
let sysadmin: string;
/** Each call of the test queue's handler, and what it did. */
const calls: { attempt: number; data: unknown }[] = [];
let failUntil = Infinity;
let called: () => void = () => undefined;
const nextCall = () => new Promise<void>((resolve) => (called = resolve));

beforeAll(async () => {
  t = await createTestApp({ JOBS_MAINTENANCE_SECONDS: '1' });
  sysadmin = (await signIn(t.app, 'sysadmin@tirr.demo')).accessToken;
  await t.app.jobs.define<{ n: number }>({ name: 'test-flaky', retryLimit: 1, retryDelaySeconds: 1 }, async (data) => {
    calls.push({ attempt: calls.length + 1, data });
    const failing = calls.length <= failUntil;
    called();
    if (failing) throw new Error(`fallo de prueba ${calls.length}`);
  });
});
afterAll(async () => t?.close());

const get = (url: string, token = sysadmin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token = sysadmin) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
const listOf = async (state: string) => {
  const response = await get(`/api/v1/system/jobs?state=${state}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { queues: { queue: string; failed: number }[]; items: Record<string, unknown>[] };
};

describe('/system/jobs', () => {
  it('a job that fails every retry ends failed with its error; Reintentar runs it again', async () => {
    failUntil = 2;
    let call = nextCall();
    const id = await t.app.jobs.send('test-flaky', { n: 7 });
    await call;
    // The retry comes after its delay (1 s, doubling), by the queue's own clock.
    call = nextCall();
    await call;
    await expect
      .poll(async () => (await listOf('failed')).items.find((job) => job.id === id), { timeout: 20_000 })
      .toMatchObject({
        queue: 'test-flaky',
        state: 'failed',
        retryCount: 1,
        retryLimit: 1,
        error: 'fallo de prueba 2',
      });
    expect((await listOf('failed')).queues.find((q) => q.queue === 'test-flaky')).toMatchObject({ failed: 1 });
    expect(calls.map((c) => c.data)).toEqual([{ n: 7 }, { n: 7 }]);

    call = nextCall();
    const retried = await post(`/api/v1/system/jobs/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ retried: true });
    await call;
    await expect
      .poll(async () => (await listOf('done')).items.find((job) => job.id === id)?.state, { timeout: 20_000 })
      .toBe('completed');
    expect(calls).toHaveLength(3);
    // Only failed jobs can be retried.
    expect((await post(`/api/v1/system/jobs/${id}/retry`)).statusCode).toBe(404);
  });

  it('refuses a bad state or id, naming the field; only the sysadmin may look', async () => {
    const badState = await get('/api/v1/system/jobs?state=todos');
    expect(badState.statusCode).toBe(400);
    expect(JSON.stringify(badState.json())).toContain('state');
    const badId = await post('/api/v1/system/jobs/123/retry');
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain('id');
    const admin = (await signIn(t.app, 'admin@tirr.demo')).accessToken;
    expect((await get('/api/v1/system/jobs', admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/system/jobs' })).statusCode).toBe(401);
  });

  it('lists the queues of the app with their counts, also on /metrics', async () => {
    const { queues } = await listOf('queued');
    expect(queues.map((q) => q.queue)).toEqual(
      expect.arrayContaining(['batch-run', 'monitoring-check', 'monitoring-cycle', 'test-flaky']),
    );
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('tirr_jobs_queued{queue="batch-run"} 0');
    expect(metrics.body).toContain('tirr_jobs_failed{queue="test-flaky"} 0');
    expect(metrics.body).toMatch(/tirr_jobs_oldest_queued_seconds\{queue="monitoring-cycle"\} \d+/);
  });
});
