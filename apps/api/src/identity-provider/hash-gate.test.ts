import { describe, expect, it } from 'vitest';
import { createHashGate, HashGateBusy } from './hash-gate';
import { clientKey } from '../lib/proxy-trust';

/** A piece of work the test finishes by hand. */
function manual() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const started = { value: false };
  return {
    work: async () => {
      started.value = true;
      await done;
      return 'hashed';
    },
    finish,
    started,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('hash gate', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, and refuses the rest at once', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 2 });
    const jobs = [manual(), manual(), manual(), manual()];
    const results = jobs.map((j) => gate.run(j.work).then(String, (e: unknown) => e));
    await settle();
    expect(jobs.map((j) => j.started.value)).toEqual([true, false, false, false]);
    expect(gate.stats()).toMatchObject({ running: 1, queued: 2, refused: 1 });
    const refused = await results[3];
    expect(refused).toBeInstanceOf(HashGateBusy);
    expect((refused as HashGateBusy).statusCode).toBe(429);
    expect((refused as HashGateBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(() => gate.refuseIfFull()).toThrow(HashGateBusy);

    // A finished hash hands its slot to the first waiter: a newcomer queues behind it.
    jobs[0]!.finish();
    await settle();
    const newcomer = manual();
    const late = gate.run(newcomer.work);
    await settle();
    expect(jobs.map((j) => j.started.value)).toEqual([true, true, false, false]);
    expect(newcomer.started.value).toBe(false);
    jobs[1]!.finish();
    await settle();
    jobs[2]!.finish();
    await settle();
    newcomer.finish();
    expect(await Promise.all([results[0], results[1], results[2], late])).toEqual([
      'hashed',
      'hashed',
      'hashed',
      'hashed',
    ]);
    expect(gate.stats()).toMatchObject({ running: 0, queued: 0, peakRunning: 1, completed: 4, refused: 2 });
    expect(() => gate.refuseIfFull()).not.toThrow();
  });

  it('frees the slot when a hash fails', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const a = manual();
    const b = manual();
    const both = Promise.all([gate.run(a.work), gate.run(b.work)]);
    await settle();
    expect(gate.stats()).toMatchObject({ running: 2, peakRunning: 2 });
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(HashGateBusy);
    a.finish();
    b.finish();
    expect(await both).toEqual(['hashed', 'hashed']);
  });
});

describe('client key of the per-address limits', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:aaaa:bbbb:cccc:dddd', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1::9', '2001:db8:85a3:1::/64'],
    ['2001:0db8:0000:0001:ffff::1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});
