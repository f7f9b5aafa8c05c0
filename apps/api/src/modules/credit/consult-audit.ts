/**
 * The consult audit, written behind (ADR 0090): each report consult is queued in memory and the queue is
 * written in one multi-row INSERT a few milliseconds later (or at once when it is long), instead of one
 * INSERT per report. Readers of the audit (recents, activity counts) flush first, and the app flushes on
 * close, so an answered consult is always recorded unless the process dies within the flush delay.
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

export interface ConsultAuditOptions {
  /** Longest time an entry waits in memory. */
  delayMs?: number;
  /** A queue this long is written at once. */
  maxBatch?: number;
  onError?: (error: unknown, lost: number) => void;
}

const audits = new Set<ConsultAudit>();

/** Writes every pending audit entry of every app in this process (tests read the table directly). */
export async function flushConsultAudits(): Promise<void> {
  await Promise.all([...audits].map((a) => a.flush()));
}

export function consultAudit(repository: Pick<CreditRepository, 'auditMany'>, options: ConsultAuditOptions = {}) {
  const delayMs = options.delayMs ?? 20;
  const maxBatch = options.maxBatch ?? 500;
  let pending: ConsultEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const retried = new WeakSet<ConsultEntry>();

  const schedule = () => {
    if (pending.length >= maxBatch) void flush();
    else if (!timer && pending.length > 0) {
      timer = setTimeout(() => void flush(), delayMs);
      timer.unref();
    }
  };

  /** Writes a batch; entries of a failed batch are queued once more, then reported as lost. */
  async function write(batch: ConsultEntry[]): Promise<void> {
    try {
      await repository.auditMany(batch);
    } catch (error) {
      const again = batch.filter((e) => !retried.has(e));
      for (const e of again) retried.add(e);
      if (batch.length > again.length) options.onError?.(error, batch.length - again.length);
      if (again.length > 0) {
        pending.unshift(...again);
        schedule();
      }
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length > 0) {
      const batch = pending;
      pending = [];
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  const audit = {
    record(entry: ConsultEntry) {
      pending.push({ ...entry });
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
