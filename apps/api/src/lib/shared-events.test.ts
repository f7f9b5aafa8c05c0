import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/harness';
import { sharedEvents, type SharedEvents } from './shared-events';

const onServer = !!process.env.TEST_DATABASE_URL;

/** The next payload `events` delivers for `name`. */
const next = <E extends 'blocked-ids-changed' | 'user-changed'>(events: SharedEvents, name: E) =>
  new Promise((resolve) => {
    const stop = events.on(name, (payload) => {
      stop();
      resolve(payload);
    });
  });

describe.skipIf(!onServer)('events across instances on PostgreSQL (ADR 0132)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: SharedEvents;
  let b: SharedEvents;
  const open = (instance: string) =>
    sharedEvents({ url: database.url!, executeSql: database.executeSql, instance, checkEveryMs: 60_000 });

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    [a, b] = await Promise.all([open('a'), open('b')]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await drop();
  });

  it("reach the other instance through NOTIFY, and the emitter's own listeners once, at once", async () => {
    const own: unknown[] = [];
    const stop = a.on('blocked-ids-changed', (payload) => own.push(payload));
    const heard = next(b, 'blocked-ids-changed');
    a.emit('blocked-ids-changed', { taxNumber: '20123456786' });
    expect(own).toEqual([{ taxNumber: '20123456786' }]);
    expect(await heard).toEqual({ taxNumber: '20123456786' });
    // The emitter's own event comes back through NOTIFY and the table: never delivered again.
    await a.check();
    expect(own).toHaveLength(1);
    stop();
  });

  it('an event whose announcement was lost is delivered by the next check of the table, once', async () => {
    const heard: unknown[] = [];
    const stop = b.on('user-changed', (payload) => heard.push(payload));
    await database.executeSql(`insert into app_events (name, payload, origin) values ('user-changed', $1, 'c')`, [
      JSON.stringify({ user: 'sub-1' }),
    ]);
    expect(heard).toEqual([]);
    await b.check();
    expect(heard).toEqual([{ user: 'sub-1' }]);
    await b.check();
    expect(heard).toHaveLength(1);
    stop();
  });

  it('a dropped LISTEN connection reconnects and catches up with what passed meanwhile', async () => {
    const { rows } = await database.executeSql(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen tirr_events' and datname = current_database()`,
    );
    expect(rows.length).toBe(2);
    const heard = next(b, 'user-changed');
    a.emit('user-changed', { user: 'sub-2' });
    expect(await heard).toEqual({ user: 'sub-2' });
  });
});
