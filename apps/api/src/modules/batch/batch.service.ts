/**
 * Batch lookups (issue 5): every row validated (checksum, duplicates), then a server-side job that
 * runs the credit report of each valid CUIT with a concurrency limit. State is in the database, so
 * a reload shows the same job and a restart resumes the pending rows.
 */
import type { AddBatchProfilesResponse, BatchJob, BatchResult, CreditReport } from '@tirr/contracts';
import {
  cuitProblem,
  normalizeTaxInput,
  type CuitProblem,
  type Permission,
  UNKNOWN_PREFIX_MESSAGE,
} from '@tirr/domain';
import { AppError, notFound } from '../../lib/errors';
import type { BatchRepository, ItemOutcome, NewBatchItem, OutdatedItem } from './batch.repository';

export interface BatchCaller {
  userId: string;
  permissions: readonly Permission[];
}

export interface BatchServiceDeps {
  repository: BatchRepository;
  /** The credit module's report (quota, blocked ids and audit included). */
  report: (caller: BatchCaller, taxNumber: string) => Promise<CreditReport>;
  /**
   * The credit module's report without quota or audit (blocked ids still refused to non-admins): recomputes
   * a result already stored with an older scorecard (ADR 0114).
   */
  rescore?: (caller: BatchCaller, taxNumber: string) => Promise<CreditReport>;
  /** Lookups in flight at once, across every job of the process. */
  concurrency?: number;
  onError?: (error: unknown) => void;
}

const CUIT_MESSAGES: Record<CuitProblem, string> = {
  empty: 'Falta el CUIT.',
  'not-digits': 'El CUIT solo puede tener números y guiones.',
  length: 'El CUIT debe tener 11 dígitos.',
  prefix: UNKNOWN_PREFIX_MESSAGE,
  'check-digit': 'El dígito verificador del CUIT no es válido.',
};

/** Validates every row: checksum and duplicates (the first occurrence is kept). */
export function validateRows(inputs: readonly string[]): NewBatchItem[] {
  const firstRow = new Map<string, number>();
  return inputs.map((raw, index) => {
    const row = index + 1;
    const input = raw.trim();
    const problem = cuitProblem(input);
    if (problem) return { row, input, taxNumber: null, status: 'invalid', error: CUIT_MESSAGES[problem] };
    const taxNumber = normalizeTaxInput(input);
    const first = firstRow.get(taxNumber);
    if (first !== undefined) {
      return { row, input, taxNumber: null, status: 'invalid', error: `CUIT repetido (fila ${first}).` };
    }
    firstRow.set(taxNumber, row);
    return { row, input, taxNumber, status: 'pending', error: null };
  });
}

export function resultOf(report: CreditReport): BatchResult {
  return {
    name: report.identity.name,
    personType: report.identity.personType,
    situacion: report.maxSituacion.current,
    situacionLabel: report.maxSituacion.currentLabel,
    totalDebt: report.totals.totalDebt,
    rejectedCheques: report.totals.chequesCount,
    unpaidCheques: report.totals.chequesUnpaidCount,
    unpaidChequesAmount: report.totals.chequesUnpaidAmount,
    score: report.score.score,
    band: report.score.band,
    bandLabel: report.score.bandLabel,
    period: report.period,
  };
}

/** A counting semaphore: at most `limit` tasks run at once. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

const CHUNK = 100;
/** Rows whose outcome is written together. */
const FLUSH = 20;

export function batchService(deps: BatchServiceDeps) {
  const { repository } = deps;
  const limit = limiter(deps.concurrency ?? 6);
  const running = new Map<string, Promise<void>>();
  let stopping = false;

  async function lookup(caller: BatchCaller, taxNumber: string): Promise<ItemOutcome | undefined> {
    // PGlite answers in-process (promises, no I/O): without yielding to the event loop a big job would
    // starve every other request, the progress polls included.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (stopping) return undefined;
    try {
      return { status: 'done', result: resultOf(await deps.report(caller, taxNumber)) };
    } catch (error) {
      if (stopping) return undefined;
      if (!(error instanceof AppError)) deps.onError?.(error);
      return { status: 'error', error: error instanceof AppError ? error.message : 'No se pudo consultar este CUIT.' };
    }
  }

  async function run(jobId: string) {
    const job = await repository.job(jobId);
    if (!job || job.status === 'done') return;
    const caller: BatchCaller = { userId: job.userId, permissions: job.permissions as Permission[] };
    for (;;) {
      if (stopping) return;
      const pending = await repository.pending(jobId, CHUNK);
      if (pending.length === 0) break;
      // Outcomes are written in groups (one statement each), so progress moves every FLUSH rows.
      let buffer: { row: number; outcome: ItemOutcome }[] = [];
      let writes = Promise.resolve();
      const flush = () => {
        const group = buffer;
        buffer = [];
        writes = writes.then(() => repository.finishItems(jobId, group));
        return writes;
      };
      await Promise.all(
        pending.map((item) =>
          limit(async () => {
            const outcome = await lookup(caller, item.taxNumber!);
            if (!outcome) return;
            buffer.push({ row: item.row, outcome });
            if (buffer.length >= FLUSH) await flush();
          }),
        ),
      );
      await flush();
    }
    if (!stopping) await repository.finishJob(jobId);
  }

  /** Starts a job in the background (once per process). */
  function start(jobId: string) {
    if (running.has(jobId)) return;
    const task = run(jobId)
      .catch((error) => deps.onError?.(error))
      .finally(() => running.delete(jobId));
    running.set(jobId, task);
  }

  async function view(jobId: string): Promise<BatchJob> {
    const job = (await repository.job(jobId))!;
    const items = await repository.items(jobId);
    return {
      id: job.id,
      status: job.status,
      total: job.total,
      processed: items.filter((i) => i.status !== 'pending').length,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
      items: items.map((i) => ({
        row: i.row,
        input: i.input,
        taxNumber: i.taxNumber,
        status: i.status,
        error: i.error,
        result: i.result ?? null,
      })),
    };
  }

  async function ownJob(userId: string, jobId: string) {
    const job = await repository.job(jobId);
    if (!job || job.userId !== userId) throw notFound('No se encontró la consulta masiva.');
    return job;
  }

  return {
    async create(caller: BatchCaller, inputs: readonly string[]): Promise<BatchJob> {
      const jobId = await repository.create(caller.userId, caller.permissions, validateRows(inputs));
      start(jobId);
      return view(jobId);
    },

    async get(userId: string, jobId: string): Promise<BatchJob> {
      const job = await ownJob(userId, jobId);
      // A job left running by a previous process that this one has not picked up yet.
      if (job.status === 'running') start(jobId);
      return view(jobId);
    },

    async latest(userId: string): Promise<BatchJob | null> {
      const id = await repository.latestOf(userId);
      return id ? view(id) : null;
    },

    async addProfiles(userId: string, jobId: string): Promise<AddBatchProfilesResponse> {
      await ownJob(userId, jobId);
      const found = (await repository.items(jobId)).filter((i) => i.status === 'done' && i.result && i.taxNumber);
      const added = await repository.addProfiles(
        userId,
        found.map((i) => ({ taxNumber: i.taxNumber!, result: i.result!, scoreVersion: i.scoreVersion })),
      );
      const ids = await repository.profileIds(
        userId,
        found.map((i) => i.taxNumber!),
      );
      return { added, skipped: found.length - added, profiles: ids };
    },

    /**
     * Recomputes the found rows an older scorecard scored (ADR 0114): each is looked up again (no quota, no
     * audit) and stored with the current scorecard; a row that would now be refused (e.g. a blocked id)
     * gets that error. Rows whose lookup fails stay as they are for the next run. Idempotent.
     */
    async rescoreResults(): Promise<{ rescored: number; failed: number }> {
      const counts = { rescored: 0, failed: 0 };
      const rescore = deps.rescore;
      if (!rescore) return counts;
      const seen = new Set<string>();
      const keyOf = (i: OutdatedItem) => `${i.jobId}:${i.row}`;
      for (;;) {
        if (stopping) break;
        const items = (await repository.outdatedItems(CHUNK)).filter((i) => !seen.has(keyOf(i)));
        if (items.length === 0) break;
        const outcomes = await Promise.all(
          items.map((item) =>
            limit(async (): Promise<[OutdatedItem, ItemOutcome | undefined]> => {
              seen.add(keyOf(item));
              await new Promise<void>((resolve) => setImmediate(resolve));
              const caller: BatchCaller = { userId: item.userId, permissions: item.permissions as Permission[] };
              try {
                return [item, { status: 'done', result: resultOf(await rescore(caller, item.taxNumber)) }];
              } catch (error) {
                if (error instanceof AppError && error.statusCode < 500) {
                  return [item, { status: 'error', error: error.message }];
                }
                if (!(error instanceof AppError)) deps.onError?.(error);
                return [item, undefined];
              }
            }),
          ),
        );
        const byJob = new Map<string, { row: number; outcome: ItemOutcome }[]>();
        for (const [item, outcome] of outcomes) {
          if (!outcome) {
            counts.failed += 1;
            continue;
          }
          counts.rescored += 1;
          byJob.set(item.jobId, [...(byJob.get(item.jobId) ?? []), { row: item.row, outcome }]);
        }
        for (const [jobId, group] of byJob) await repository.finishItems(jobId, group, true);
      }
      return counts;
    },

    /** Resumes every job a previous process left unfinished (called at startup). */
    async resumeUnfinished(): Promise<number> {
      const ids = await repository.unfinished();
      ids.forEach(start);
      return ids.length;
    },

    /** Settles when no job is running (tests and shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running.values()]);
    },

    /** Stops taking new rows; pending rows stay pending for the next start. */
    async stop(): Promise<void> {
      stopping = true;
      await Promise.all([...running.values()]);
    },
  };
}
export type BatchService = ReturnType<typeof batchService>;
