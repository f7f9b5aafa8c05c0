import { describe, expect, it } from 'vitest';
import { consultAudit, flushConsultAudits, type ConsultEntry, type ConsultRow } from './consult-audit';

const entry = (taxNumber: string, at = '2026-11-21T12:00:00.000Z', userId = 'u-1'): ConsultEntry => ({
  userId,
  taxNumber,
  name: 'Demo',
  personType: 'JURIDICA',
  kind: 'report',
  createdAt: new Date(at),
});

describe('write-behind consult audit', () => {
  it('writes queued entries in one batch on flush, and by itself after the delay', async () => {
    const batches: ConsultRow[][] = [];
    const audit = consultAudit({ auditMany: async (rows) => void batches.push(rows) }, { delayMs: 5 });
    audit.record(entry('1'));
    audit.record(entry('2'));
    expect(batches).toHaveLength(0);
    await audit.flush();
    expect(batches.map((b) => b.map((e) => e.taxNumber))).toEqual([['1', '2']]);
    audit.record(entry('3'));
    await new Promise((r) => setTimeout(r, 30));
    expect(batches.map((b) => b.length)).toEqual([2, 1]);
    await audit.close();
  });

  it('writes at once when the queue reaches the batch size', async () => {
    const batches: ConsultRow[][] = [];
    const audit = consultAudit(
      { auditMany: async (rows) => void batches.push(rows) },
      { delayMs: 60_000, maxBatch: 3 },
    );
    for (const t of ['1', '2', '3']) audit.record(entry(t));
    await flushConsultAudits();
    expect(batches.map((b) => b.length)).toEqual([3]);
    await audit.close();
  });

  it('retries a failed batch once, then reports the entries as lost', async () => {
    let calls = 0;
    const lost: number[] = [];
    const written: string[] = [];
    const failing = consultAudit(
      {
        auditMany: async (rows) => {
          calls++;
          if (calls <= 2) throw new Error('database down');
          written.push(...rows.map((r) => r.taxNumber));
        },
      },
      { delayMs: 60_000, onError: (_e, n) => lost.push(n) },
    );
    failing.record(entry('1'));
    await failing.flush(); // fails: queued again
    failing.record(entry('2'));
    await failing.flush(); // fails again: '1' is lost, '2' is queued again
    await failing.flush(); // succeeds
    expect(lost).toEqual([1]);
    expect(written).toEqual(['2']);
    await failing.close();
  });

  it('counts the consults of one user, tax id and kind within one second in one row', async () => {
    const batches: ConsultRow[][] = [];
    const audit = consultAudit({ auditMany: async (rows) => void batches.push(rows) }, { delayMs: 60_000 });
    for (const ms of ['100', '900', '500']) audit.record(entry('1', `2026-11-21T12:00:00.${ms}Z`));
    audit.record(entry('1', '2026-11-21T12:00:01.000Z')); // next second: its own row
    audit.record(entry('1', '2026-11-21T12:00:00.200Z', 'u-2')); // another user
    audit.record({ ...entry('1', '2026-11-21T12:00:00.300Z'), kind: 'pdf' }); // another kind
    audit.record(entry('2', '2026-11-21T12:00:00.400Z')); // another tax id
    await audit.flush();
    const rows = batches
      .flat()
      .map((r) => [r.userId, r.taxNumber, r.kind, r.createdAt.toISOString(), r.lastAt.toISOString(), r.consults]);
    expect(rows).toEqual([
      ['u-1', '1', 'report', '2026-11-21T12:00:00.100Z', '2026-11-21T12:00:00.900Z', 3],
      ['u-1', '1', 'report', '2026-11-21T12:00:01.000Z', '2026-11-21T12:00:01.000Z', 1],
      ['u-2', '1', 'report', '2026-11-21T12:00:00.200Z', '2026-11-21T12:00:00.200Z', 1],
      ['u-1', '1', 'pdf', '2026-11-21T12:00:00.300Z', '2026-11-21T12:00:00.300Z', 1],
      ['u-1', '2', 'report', '2026-11-21T12:00:00.400Z', '2026-11-21T12:00:00.400Z', 1],
    ]);
    await audit.close();
  });

  it('a retried row is not merged with fresh consults, so only its own consults can be lost', async () => {
    let calls = 0;
    const lost: number[] = [];
    const written: number[] = [];
    const audit = consultAudit(
      {
        auditMany: async (rows) => {
          calls++;
          if (calls <= 2) throw new Error('database down');
          written.push(...rows.map((r) => r.consults));
        },
      },
      { delayMs: 60_000, onError: (_e, n) => lost.push(n) },
    );
    audit.record(entry('1'));
    audit.record(entry('1'));
    await audit.flush(); // fails: the row (2 consults) is queued again
    audit.record(entry('1')); // same key, fresh: a row of its own
    await audit.flush(); // fails again: the retried row's 2 consults are lost, the fresh one is queued
    await audit.flush();
    expect(lost).toEqual([2]);
    expect(written).toEqual([1]);
    await audit.close();
  });
});
