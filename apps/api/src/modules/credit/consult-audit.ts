/**
 * The consult audit, committed before the answer (ADR 0103, refining ADRs 0090 and 0097): `record()`
 * answers a promise that settles when the multi-row INSERT holding the entry has committed, and the
 * route answers only after it. Entries recorded while a write is being prepared or is in flight wait for
 * the next one, so concurrent requests share one INSERT (group commit) instead of one each. Consults of
 * one user, tax id and kind within the same second share one row with their count and first/last time.
 */
import { ERROR_CODES } from '@tirr/contracts';
import type { ConsultKind } from '../../db/schema';
import { AppError } from '../../lib/errors';

export { CONSULT_KINDS, type ConsultKind } from '../../db/schema';

export interface ConsultEntry {
  userId: string;
  /** The API key the consult came through (null: the browser session); such consults keep rows of their own. */
  apiKeyId?: string | null;
  taxNumber: string;
  name: string;
  personType: 'FISICA' | 'JURIDICA';
  kind: ConsultKind;
  createdAt: Date;
}

/** One audit row: the consults of one user, tax id and kind within one second. */
export interface ConsultRow extends ConsultEntry {
  /** Time of the last consult in the row (createdAt is the first). */
  lastAt: Date;
  consults: number;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A queued row and the requests waiting for it to commit. */
interface Queued {
  row: ConsultRow;
  waiters: Waiter[];
}

export interface ConsultAuditOptions {
  /** Called when rows could not be written (their requests are answered with an error, not lost silently). */
  onError?: (error: unknown, consults: number) => void;
  /**
   * Shortest time between the starts of two writes (default 0). The embedded database runs each
   * statement on the main thread, so under load writes are spaced to gather more entries each; an idle
   * server still writes at once (ADR 0103).
   */
  minIntervalMs?: number;
}

/** Adds one consult at `at` to a queued row. */
function count(row: ConsultRow, at: Date) {
  row.consults += 1;
  if (at < row.createdAt) row.createdAt = at;
  if (at > row.lastAt) row.lastAt = at;
}

const rowKey = (e: ConsultEntry) =>
  `${e.userId}|${e.apiKeyId ?? ''}|${e.taxNumber}|${e.kind}|${Math.floor(e.createdAt.getTime() / 1000)}`;

/** The error a request gets when its audit row could not be committed: it is not answered with the data. */
const notRecorded = () =>
  new AppError(503, ERROR_CODES.unavailable, 'No pudimos registrar la consulta. Intentá de nuevo en unos segundos.');

/** Where the rows are written (the credit repository): one multi-row INSERT per call. */
export interface ConsultAuditStore {
  auditMany(rows: ConsultRow[]): Promise<unknown>;
}

export function consultAudit(repository: ConsultAuditStore, options: ConsultAuditOptions = {}) {
  let pending = new Map<string, Queued>();
  /** The queued row the last consult went to, and its second: a repeat of it is counted in place. */
  let last: { queued: Queued; second: number } | undefined;
  let scheduled = false;
  /** The write in flight (one at a time: what arrives meanwhile goes into the next one). */
  let writing: Promise<void> | undefined;
  const minIntervalMs = options.minIntervalMs ?? 0;
  let lastStart = -Infinity;

  /** Writes rows; when a multi-row write fails, each row is tried alone so one bad row fails only its own. */
  async function write(batch: Queued[]): Promise<void> {
    try {
      await repository.auditMany(batch.map((q) => q.row));
      for (const q of batch) for (const w of q.waiters) w.resolve();
    } catch (error) {
      if (batch.length > 1) {
        for (const q of batch) await write([q]);
        return;
      }
      const [q] = batch;
      options.onError?.(error, q!.row.consults);
      for (const w of q!.waiters) w.reject(notRecorded());
    }
  }

  /** Starts writing what is queued, unless a write is in flight (it starts the next one when done). */
  function drain() {
    scheduled = false;
    if (writing || pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    last = undefined;
    lastStart = performance.now();
    writing = write(batch).finally(() => {
      writing = undefined;
      if (pending.size > 0) schedule();
    });
  }

  /**
   * The write starts after the current turn of the event loop: every request whose data arrived in it
   * records first (the warm report path has no I/O), so they share the INSERT — and, with
   * `minIntervalMs`, no sooner than that after the previous write started.
   */
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    const wait = lastStart + minIntervalMs - performance.now();
    if (wait >= 1) setTimeout(drain, wait).unref();
    else setImmediate(drain);
  }

  async function flush(): Promise<void> {
    while (writing || pending.size > 0) {
      if (!writing) drain();
      await writing;
    }
  }

  return {
    /** Queues a consult; settles once its row is committed (rejects with a 503 when it could not be). */
    record(entry: ConsultEntry): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const second = Math.floor(entry.createdAt.getTime() / 1000);
        const previous = last?.queued;
        let queued: Queued | undefined;
        // The common repeat (the same report again within the second) skips building the key.
        if (
          previous &&
          last!.second === second &&
          previous.row.userId === entry.userId &&
          previous.row.taxNumber === entry.taxNumber &&
          previous.row.kind === entry.kind
        ) {
          queued = previous;
          count(queued.row, entry.createdAt);
        } else {
          const key = rowKey(entry);
          queued = pending.get(key);
          if (queued) count(queued.row, entry.createdAt);
          else {
            queued = { row: { ...entry, lastAt: entry.createdAt, consults: 1 }, waiters: [] };
            pending.set(key, queued);
          }
          last = { queued, second };
        }
        queued.waiters.push({ resolve, reject });
        // While a write is in flight, it schedules the next one when it ends.
        if (!writing) schedule();
      });
    },
    /** Waits until every recorded entry is written (the usage report reads the rows after it). */
    flush,
    /** Writes what is queued (app close). */
    close: flush,
  };
}
export type ConsultAudit = ReturnType<typeof consultAudit>;
