/**
 * The consult audit, written behind (ADRs 0090, 0097): each report consult is queued in memory and the
 * queue is written in one multi-row INSERT at most 100 ms later (or at once when it is long), instead
 * of one INSERT per report. Consults of one user, tax id and kind within the same second share one row
 * with their count and first/last time, so a burst of repeated reports writes one row, not one per request.
 * Readers of the audit (recents, activity counts, usage report) flush first, and the app flushes on close,
 * so an answered consult is always counted unless the process dies within the flush delay.
 */
import type { CreditRepository } from './credit.repository';

export interface ConsultEntry {
  userId: string;
  taxNumber: string;
  name: string;
  personType: 'FISICA' | 'JURIDICA';
  kind: 'report' | 'pdf';
  createdAt: Date;
}

/** One audit row: the consults of one user, tax id and kind within one second. */
export interface ConsultRow extends ConsultEntry {
  /** Time of the last consult in the row (createdAt is the first). */
  lastAt: Date;
  consults: number;
}

export interface ConsultAuditOptions {
  /** Longest time an entry waits in memory. */
  delayMs?: number;
  /** This many queued rows are written at once. */
  maxBatch?: number;
  onError?: (error: unknown, lost: number) => void;
}

const audits = new Set<ConsultAudit>();

/** Writes every pending audit entry of every app in this process (tests read the table directly). */
export async function flushConsultAudits(): Promise<void> {
  await Promise.all([...audits].map((a) => a.flush()));
}

/** Adds consults made between `first` and `last` to a queued row. */
function count(row: ConsultRow, consults: number, first: Date, last: Date) {
  row.consults += consults;
  if (first < row.createdAt) row.createdAt = first;
  if (last > row.lastAt) row.lastAt = last;
}

const rowKey = (e: ConsultEntry) => `${e.userId}|${e.taxNumber}|${e.kind}|${Math.floor(e.createdAt.getTime() / 1000)}`;

export function consultAudit(repository: Pick<CreditRepository, 'auditMany'>, options: ConsultAuditOptions = {}) {
  const delayMs = options.delayMs ?? 100;
  const maxBatch = options.maxBatch ?? 500;
  let pending = new Map<string, ConsultRow>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const retried = new WeakSet<ConsultRow>();
  /** The queued row the last consult went to, and its second: a repeat of it is counted in place. */
  let last: { row: ConsultRow; second: number } | undefined;

  const schedule = () => {
    if (pending.size >= maxBatch) void flush();
    else if (!timer && pending.size > 0) {
      timer = setTimeout(() => void flush(), delayMs);
      timer.unref();
    }
  };

  /**
   * Adds a row to the queue, merging it with a queued row of the same key (retried rows apart); answers
   * the queued row.
   */
  const enqueue = (row: ConsultRow): ConsultRow => {
    const key = retried.has(row) ? `${rowKey(row)}|retry` : rowKey(row);
    const queued = pending.get(key);
    if (!queued) {
      pending.set(key, row);
      return row;
    }
    count(queued, row.consults, row.createdAt, row.lastAt);
    return queued;
  };

  /** Writes a batch; rows of a failed batch are queued once more, then reported as lost. */
  async function write(batch: ConsultRow[]): Promise<void> {
    try {
      await repository.auditMany(batch);
    } catch (error) {
      const again = batch.filter((r) => !retried.has(r));
      const lost = batch.filter((r) => retried.has(r)).reduce((n, r) => n + r.consults, 0);
      if (lost > 0) options.onError?.(error, lost);
      for (const row of again) {
        retried.add(row);
        enqueue(row);
      }
      if (again.length > 0) schedule();
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size > 0) {
      const batch = [...pending.values()];
      pending = new Map();
      last = undefined;
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  const audit = {
    record(entry: ConsultEntry) {
      const second = Math.floor(entry.createdAt.getTime() / 1000);
      const row = last?.row;
      // The common repeat (the same report again within the second) skips building the row and its key.
      if (
        row &&
        last!.second === second &&
        row.userId === entry.userId &&
        row.taxNumber === entry.taxNumber &&
        row.kind === entry.kind
      ) {
        count(row, 1, entry.createdAt, entry.createdAt);
        return;
      }
      last = { row: enqueue({ ...entry, lastAt: entry.createdAt, consults: 1 }), second };
      schedule();
    },
    flush,
    /** Flushes and stops reaching this audit from `flushConsultAudits`. */
    async close() {
      await flush();
      audits.delete(audit);
    },
  };
  audits.add(audit);
  return audit;
}
export type ConsultAudit = ReturnType<typeof consultAudit>;
