import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/harness';
import { jobQueue } from './jobs';

/**
 * Instances starting at once create their queues together; PostgreSQL may end one of them with a deadlock
 * (seen in CI: three instances on one server) or a duplicate. The loser tries again and starts.
 */
const raceError = (code: string) => Object.assign(new Error(`simulated ${code}`), { code });

let opened: { database: Database; drop(): Promise<void> } | undefined;
afterEach(async () => {
  await opened?.drop();
  opened = undefined;
});

/** A queue on the test database whose first `failures` creations of the queue 'prueba' fail with `code`. */
async function queueFailingCreation(code: string, failures: number) {
  opened = await createTestDatabase();
  const { database } = opened;
  let left = failures;
  const queue = jobQueue({
    executeSql: async (text, values) => {
      if (/\.create_queue\(/.test(text) && values?.[0] === 'prueba' && left > 0) {
        left -= 1;
        throw raceError(code);
      }
      return database.executeSql(text, values);
    },
  });
  await queue.define({ name: 'prueba' }, async () => undefined);
  return queue;
}

describe('queue creation by instances starting at once', () => {
  it.each(['40P01', '23505', '42P07'])('starts after a creation that failed with %s', async (code) => {
    const queue = await queueFailingCreation(code, 2);
    await queue.start();
    expect((await queue.stats()).map((s) => s.queue)).toContain('prueba');
    await queue.stop();
  });

  it('gives up after five attempts, and on any other error at once', async () => {
    const racing = await queueFailingCreation('40P01', 5);
    await expect(racing.start()).rejects.toThrow('simulated 40P01');
    await racing.stop();
    await opened?.drop();
    opened = undefined;
    const broken = await queueFailingCreation('XX000', 1);
    await expect(broken.start()).rejects.toThrow('simulated XX000');
    await broken.stop();
  });
});
