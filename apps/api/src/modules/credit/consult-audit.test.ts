import { describe, expect, it } from 'vitest';
import { consultAudit, flushConsultAudits, type ConsultEntry } from './consult-audit';

const entry = (taxNumber: string): ConsultEntry => ({
  userId: 'u-1',
  taxNumber,
  name: 'Demo',
  personType: 'JURIDICA',
  kind: 'report',
  createdAt: new Date('2026-11-21T12:00:00Z'),
});

describe('write-behind consult audit', () => {
  it('writes queued entries in one batch on flush, and by itself after the delay', async () => {
    const batches: ConsultEntry[][] = [];
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
    const batches: ConsultEntry[][] = [];
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
});
