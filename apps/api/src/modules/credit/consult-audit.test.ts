import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors';
import { consultAudit, type ConsultEntry, type ConsultRow } from './consult-audit';

const entry = (taxNumber: string, at = '2026-11-21T12:00:00.000Z', userId = 'u-1'): ConsultEntry => ({
  userId,
  taxNumber,
  name: 'Demo',
  personType: 'JURIDICA',
  kind: 'report',
  createdAt: new Date(at),
});

/** A repository whose INSERTs commit only when the test says so. */
function gatedRepository() {
  const writes: { rows: ConsultRow[]; commit: () => void; fail: (error: unknown) => void }[] = [];
  return {
    writes,
    repository: {
      auditMany: (rows: ConsultRow[]) =>
        new Promise<void>((resolve, reject) => writes.push({ rows, commit: resolve, fail: reject })),
    },
  };
}

/** Lets the audit's scheduled write start (it starts after the current turn of the event loop). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether a promise has settled, observed without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('consult audit: group commit (ADR 0103)', () => {
  it('record() settles only once the INSERT holding the entry has committed', async () => {
    const { writes, repository } = gatedRepository();
    const audit = consultAudit(repository);
    const recorded = audit.record(entry('1'));
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(await settled(recorded)).toBe(false);
    writes[0]!.commit();
    await expect(recorded).resolves.toBeUndefined();
    await audit.close();
  });

  it('entries of one turn share one INSERT; those recorded while it is in flight share the next one', async () => {
    const { writes, repository } = gatedRepository();
    const audit = consultAudit(repository);
    const first = [audit.record(entry('1')), audit.record(entry('2')), audit.record(entry('3'))];
    await nextTurn();
    expect(writes.map((w) => w.rows.map((r) => r.taxNumber))).toEqual([['1', '2', '3']]);
    const second = [audit.record(entry('4')), audit.record(entry('5'))];
    await nextTurn();
    expect(writes).toHaveLength(1); // one write at a time
    writes[0]!.commit();
    await Promise.all(first);
    expect(await settled(Promise.all(second))).toBe(false);
    await nextTurn();
    expect(writes.map((w) => w.rows.map((r) => r.taxNumber))).toEqual([
      ['1', '2', '3'],
      ['4', '5'],
    ]);
    writes[1]!.commit();
    await Promise.all(second);
    await audit.close();
  });

  it('counts the consults of one user, tax id and kind within one second in one row', async () => {
    const batches: ConsultRow[][] = [];
    const audit = consultAudit({ auditMany: async (rows) => void batches.push(rows) });
    const all = [
      ...['100', '900', '500'].map((ms) => audit.record(entry('1', `2026-11-21T12:00:00.${ms}Z`))),
      audit.record(entry('1', '2026-11-21T12:00:01.000Z')), // next second: its own row
      audit.record(entry('1', '2026-11-21T12:00:00.200Z', 'u-2')), // another user
      audit.record({ ...entry('1', '2026-11-21T12:00:00.300Z'), kind: 'pdf' }), // another kind
      audit.record(entry('2', '2026-11-21T12:00:00.400Z')), // another tax id
      audit.record(entry('1', '2026-11-21T12:00:00.600Z')), // back to the first row
    ];
    await Promise.all(all);
    const rows = batches
      .flat()
      .map((r) => [r.userId, r.taxNumber, r.kind, r.createdAt.toISOString(), r.lastAt.toISOString(), r.consults]);
    expect(rows).toEqual([
      ['u-1', '1', 'report', '2026-11-21T12:00:00.100Z', '2026-11-21T12:00:00.900Z', 4],
      ['u-1', '1', 'report', '2026-11-21T12:00:01.000Z', '2026-11-21T12:00:01.000Z', 1],
      ['u-2', '1', 'report', '2026-11-21T12:00:00.200Z', '2026-11-21T12:00:00.200Z', 1],
      ['u-1', '1', 'pdf', '2026-11-21T12:00:00.300Z', '2026-11-21T12:00:00.300Z', 1],
      ['u-1', '2', 'report', '2026-11-21T12:00:00.400Z', '2026-11-21T12:00:00.400Z', 1],
    ]);
    await audit.close();
  });

  it('a failed INSERT is tried row by row: a bad row fails only its own requests, with a 503', async () => {
    const lost: number[] = [];
    const written: string[] = [];
    const audit = consultAudit(
      {
        auditMany: async (rows) => {
          if (rows.some((r) => r.userId === 'deleted')) throw new Error('foreign key violation');
          written.push(...rows.map((r) => r.taxNumber));
        },
      },
      { onError: (_e, n) => lost.push(n) },
    );
    const good = audit.record(entry('1'));
    const bad = [audit.record(entry('2', undefined, 'deleted')), audit.record(entry('2', undefined, 'deleted'))];
    const alsoGood = audit.record(entry('3'));
    await expect(good).resolves.toBeUndefined();
    await expect(alsoGood).resolves.toBeUndefined();
    for (const b of bad) {
      const error = await b.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    }
    expect(written.sort()).toEqual(['1', '3']);
    expect(lost).toEqual([2]);
    await audit.close();
  });

  it('flush waits for every write in flight', async () => {
    const { writes, repository } = gatedRepository();
    const audit = consultAudit(repository);
    void audit.record(entry('1'));
    const flushed = audit.flush();
    expect(writes).toHaveLength(1); // flushing starts the write at once
    expect(await settled(flushed)).toBe(false);
    writes[0]!.commit();
    await flushed;
    await audit.close();
  });

  describe('minIntervalMs (the embedded database)', () => {
    afterEach(() => vi.useRealTimers());

    it('an idle audit writes at once; under load the next write starts no sooner than the interval', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'performance'] });
      const { writes, repository } = gatedRepository();
      const audit = consultAudit(repository, { minIntervalMs: 10 });
      const first = audit.record(entry('1'));
      await vi.advanceTimersByTimeAsync(0);
      expect(writes).toHaveLength(1);
      writes[0]!.commit();
      await first;
      const second = [audit.record(entry('2')), audit.record(entry('3'))];
      await vi.advanceTimersByTimeAsync(9);
      expect(writes).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(writes.map((w) => w.rows.map((r) => r.taxNumber))).toEqual([['1'], ['2', '3']]);
      writes[1]!.commit();
      await Promise.all(second);
      await audit.close();
    });
  });
});
