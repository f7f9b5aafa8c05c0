/**
 * Batch lookups (ADR 0076): every row validated (checksum, duplicates), then a server-side job that
 * runs the credit report of each valid CUIT with a concurrency limit. State is in the database, so
 * a reload shows the same job and a restart resumes the pending rows.
 */
import { randomUUID } from 'node:crypto';
import type { AddBatchProfilesResponse, BatchJob, CreditReport } from '@tirr/contracts';
import { can, effectiveRole, permissionsOf, type Permission } from '@tirr/domain';
import type { AppEvents } from '../../lib/app-events';
import { AppError, notFound } from '../../lib/errors';
import { limiter, pause } from '../../lib/waiting';
import type { BatchRepository, ItemOutcome, OutdatedItem } from './batch.repository';
import { audited, BLOCKED_ROW, resultOf, RIGHTS_LOST, validateRows, type Looked } from './batch.rows';

export interface BatchCaller {
  userId: string;
  permissions: readonly Permission[];
}

export interface BatchServiceDeps {
  repository: BatchRepository;
  /**
   * The credit module's report (blocked ids, availability, quota and audit included) and the commit of
   * its audit row: a row's result is stored only after it (ADR 0103).
   */
  report: (caller: BatchCaller, taxNumber: string) => Promise<{ report: CreditReport; committed: Promise<void> }>;
  /**
   * The user's permissions now, checked before every row (ADR 0104); by default from the users table
   * (role and premium end date, ADR 0080) on the service's clock.
   */
  rightsOf?: (userId: string) => Promise<readonly Permission[]>;
  now?: () => Date;
  /**
   * Waits for a unit of the user's per-minute credit budget, shared with the credit routes (ADR 0104);
   * `onWait` runs before it starts waiting.
   */
  budget?: (userId: string, signal: AbortSignal, onWait: () => unknown) => Promise<void>;
  /** How long a user's rights are reused before they are read again (default 1 s). */
  rightsCacheMs?: number;
  /**
   * The credit module's report without quota or audit (blocked ids still refused to non-admins): recomputes
   * a result already stored with an older scorecard (ADR 0114).
   */
  rescore?: (caller: BatchCaller, taxNumber: string) => Promise<CreditReport>;
  /** Lookups in flight at once, across every job of the process. */
  concurrency?: number;
  /** This instance's name on the rows it claims (ADR 0133). */
  instance?: string;
  /** How long a claim holds without being renewed (default 60 s; renewed every third of it). */
  leaseMs?: number;
  /** A user's portfolio changed ('Agregar a Mis Perfiles'): their cached pages go everywhere (ADR 0132). */
  profilesChanged?: (userId: string) => void;
  /** Queues a job for any instance (the job queue); without it, this process runs its jobs itself. */
  enqueue?: (jobId: string) => Promise<void>;
  /** The app's events: 'batch-progress' after rows of a job are stored, 'batch-done' when it ends. */
  events?: Pick<AppEvents, 'emit'> | undefined;
  onError?: (error: unknown) => void;
}

/** Rows claimed at once by one runner, and whose outcomes are written together. */
const CHUNK = 20;
/** Stored results read at once by the recompute (ADR 0114). */
const RESCORE_PAGE = 100;

/** A row the runner did not look up: the runner is stopping, or the owner lost the right (the job stops). */
type Skipped = 'stopping' | 'rights-lost';

export function batchService(deps: BatchServiceDeps) {
  const { repository } = deps;
  const limit = limiter(deps.concurrency ?? 6);
  const running = new Map<string, Promise<void>>();
  const stopper = new AbortController();
  const rightsCacheMs = deps.rightsCacheMs ?? 1000;
  const rightsCache = new Map<string, { permissions: Promise<readonly Permission[]>; until: number }>();
  const claimant = deps.instance ?? `batch:${randomUUID()}`;
  const leaseMs = deps.leaseMs ?? 60_000;
  let stopping = false;

  const now = deps.now ?? (() => new Date());
  const readRights =
    deps.rightsOf ??
    (async (userId: string) => {
      const owner = await repository.owner(userId);
      return owner ? permissionsOf(effectiveRole(owner.role, owner.premiumUntil, now())) : [];
    });

  /** The user's current permissions, read at most once per `rightsCacheMs` (concurrent rows share a read). */
  function rightsOf(userId: string): Promise<readonly Permission[]> {
    const hit = rightsCache.get(userId);
    if (hit && hit.until > Date.now()) return hit.permissions;
    const permissions = readRights(userId);
    if (rightsCacheMs > 0) rightsCache.set(userId, { permissions, until: Date.now() + rightsCacheMs });
    permissions.catch(() => rightsCache.delete(userId));
    return permissions;
  }

  /** `beforeWait`: what to do before waiting for budget (write the outcomes held, so progress shows). */
  async function lookup(
    userId: string,
    taxNumber: string,
    stop: AbortSignal,
    beforeWait: () => unknown,
  ): Promise<Looked | Skipped> {
    // PGlite answers in-process (promises, no I/O): without yielding to the event loop a big job would
    // starve every other request, the progress polls included.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (stop.aborted) return 'stopping';
    try {
      // A batch row reads no faster than its owner could by hand: it waits for their per-minute budget.
      await deps.budget?.(userId, stop, beforeWait);
      if (stop.aborted) return 'stopping';
      // The rights of now, not of when the job was created: a user who lost premium is not charged.
      const permissions = await rightsOf(userId);
      if (!can(permissions, 'premium')) return 'rights-lost';
      const { report, committed } = await deps.report({ userId, permissions }, taxNumber);
      // Awaited when the row's group is written; until then its rejection is not an unhandled one.
      committed.catch(() => undefined);
      return { status: 'done', result: resultOf(report), committed };
    } catch (error) {
      if (stop.aborted) return 'stopping';
      if (!(error instanceof AppError)) deps.onError?.(error);
      return { status: 'error', error: error instanceof AppError ? error.message : 'No se pudo consultar este CUIT.' };
    }
  }

  /**
   * Looks up a job's rows until none is pending (ADR 0133): rows are claimed in groups, FOR UPDATE SKIP
   * LOCKED with a lease this instance renews while it works, so any number of runners — on this instance
   * or others — share a job and each row's outcome is stored once, by its claimant. Rows another runner
   * holds are waited for; a dead runner's lease expires and its rows are claimed again. When `signal`
   * aborts (this instance stops), the rows it holds are given back and the run rejects, so the queue
   * runs it again elsewhere. Past `until` (epoch ms) it stops after the group in hand: false, the job is
   * not over (the queue hands it to a new runner); true when no row is pending.
   */
  async function run(jobId: string, signal?: AbortSignal, until = Infinity): Promise<boolean> {
    const job = await repository.job(jobId);
    if (!job || job.status === 'done') return true;
    const stop = signal ? AbortSignal.any([stopper.signal, signal]) : stopper.signal;
    let rightsLost = false;
    const renew = setInterval(
      () => void repository.renewClaims(jobId, claimant, leaseMs).catch((error) => deps.onError?.(error)),
      leaseMs / 3,
    );
    renew.unref();
    try {
      for (;;) {
        if (stop.aborted || stopping) throw stop.reason ?? new Error('batch runner stopping');
        const claimed = await repository.claim(jobId, claimant, CHUNK, leaseMs);
        if (claimed.length === 0) {
          if ((await repository.pendingCount(jobId)) === 0) break;
          // Every pending row is another runner's: wait for it to store them, or for its lease to expire.
          await pause(Math.min(1000, leaseMs / 2), stop).catch(() => undefined);
          continue;
        }
        await lookUpClaimed(jobId, job.userId, claimed, () => (rightsLost = true), stop);
        if (rightsLost) {
          // Every row still pending ends with the reason, and the job stops.
          await repository.endPending(jobId, RIGHTS_LOST);
          break;
        }
        if (Date.now() > until) return false;
      }
    } catch (error) {
      await repository.releaseClaims(jobId, claimant).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renew);
    }
    if (await repository.finishJob(jobId)) deps.events?.emit('batch-done', { jobId });
    return true;
  }

  /** Looks up claimed rows (`limit` at a time), storing outcomes in groups of CHUNK as they come. */
  async function lookUpClaimed(
    jobId: string,
    userId: string,
    claimed: readonly { row: number; taxNumber: string | null }[],
    onRightsLost: () => void,
    stop: AbortSignal,
  ) {
    let rightsLost = false;
    // Outcomes are written in groups (one statement each), so progress moves every CHUNK rows — or at
    // once while a row waits for the user's budget (the job may then wait up to a minute).
    let buffer: { row: number; outcome: Looked }[] = [];
    let waiting = 0;
    let writes = Promise.resolve();
    const flush = () => {
      const group = buffer;
      buffer = [];
      writes = writes.then(async () => {
        const stored = await repository.finishItems(jobId, await audited(group), { claimant });
        if (stored > 0) deps.events?.emit('batch-progress', { jobId });
      });
      return writes;
    };
    await Promise.all(
      claimed.map((item) =>
        limit(async () => {
          if (rightsLost || stop.aborted) return;
          let waited = false;
          const outcome = await lookup(userId, item.taxNumber!, stop, () => {
            waited = true;
            waiting += 1;
            return flush();
          });
          if (waited) waiting -= 1;
          if (outcome === 'rights-lost') {
            rightsLost = true;
            onRightsLost();
          }
          if (typeof outcome === 'string') return;
          buffer.push({ row: item.row, outcome });
          if (buffer.length >= CHUNK || waiting > 0) await flush();
        }),
      ),
    );
    await flush();
  }

  /** The in-process runner (no job queue: unit tests): starts a job in the background, once per process. */
  function start(jobId: string) {
    if (running.has(jobId)) return;
    const task = run(jobId)
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!stopping) deps.onError?.(error);
      })
      .finally(() => running.delete(jobId));
    running.set(jobId, task);
  }

  /** Hands a job to the queue (any instance runs it), or to the in-process runner. */
  async function schedule(jobId: string) {
    if (deps.enqueue) await deps.enqueue(jobId);
    else start(jobId);
  }

  /**
   * A job as its owner sees it now (exports are built from it): to non-admins, a row whose tax id is
   * blocked is 'no disponible', without its result (ADR 0104); the stored row stays for admins.
   */
  async function view(jobId: string, admin: boolean): Promise<BatchJob> {
    const job = (await repository.job(jobId))!;
    const items = await repository.items(jobId);
    return {
      id: job.id,
      status: job.status,
      total: job.total,
      processed: items.filter((i) => i.status !== 'pending').length,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
      items: items.map((i) =>
        i.blocked && !admin
          ? { row: i.row, input: i.input, taxNumber: i.taxNumber, status: 'error', error: BLOCKED_ROW, result: null }
          : {
              row: i.row,
              input: i.input,
              taxNumber: i.taxNumber,
              status: i.status,
              error: i.error,
              result: i.result ?? null,
            },
      ),
    };
  }

  async function ownJob(userId: string, jobId: string) {
    const job = await repository.job(jobId);
    if (!job || job.userId !== userId) throw notFound('No se encontró la consulta masiva.');
    return job;
  }

  const isAdmin = (caller: BatchCaller) => can(caller.permissions, 'admin');

  return {
    async create(caller: BatchCaller, inputs: readonly string[]): Promise<BatchJob> {
      const jobId = await repository.create(caller.userId, caller.permissions, validateRows(inputs));
      await schedule(jobId);
      return view(jobId, isAdmin(caller));
    },

    async get(caller: BatchCaller, jobId: string): Promise<BatchJob> {
      const job = await ownJob(caller.userId, jobId);
      // Without a queue: a job left running by a previous process that this one has not picked up yet.
      if (job.status === 'running' && !deps.enqueue) start(jobId);
      return view(jobId, isAdmin(caller));
    },

    async latest(caller: BatchCaller): Promise<BatchJob | null> {
      const id = await repository.latestOf(caller.userId);
      return id ? view(id, isAdmin(caller)) : null;
    },

    /** Adds the found rows to Mis Perfiles; to non-admins, blocked tax ids are neither added nor listed. */
    async addProfiles(caller: BatchCaller, jobId: string): Promise<AddBatchProfilesResponse> {
      await ownJob(caller.userId, jobId);
      const admin = isAdmin(caller);
      const found = await repository.foundItems(jobId, admin);
      const added = await repository.addProfiles(
        caller.userId,
        found.map((i) => ({ taxNumber: i.taxNumber, result: i.result, scoreVersion: i.scoreVersion })),
      );
      if (added > 0) deps.profilesChanged?.(caller.userId);
      const ids = await repository.profileIds(
        caller.userId,
        found.map((i) => i.taxNumber),
        admin,
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
        const items = (await repository.outdatedItems(RESCORE_PAGE)).filter((i) => !seen.has(keyOf(i)));
        if (items.length === 0) break;
        const outcomes = await Promise.all(
          items.map((item) =>
            limit(async (): Promise<[OutdatedItem, ItemOutcome | undefined]> => {
              seen.add(keyOf(item));
              await new Promise<void>((resolve) => setImmediate(resolve));
              // The owner's rights of now (ADR 0104): an owner who is no longer an admin no longer sees blocked ids.
              const caller: BatchCaller = { userId: item.userId, permissions: await rightsOf(item.userId) };
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
        for (const [jobId, group] of byJob) await repository.finishItems(jobId, group, { onlyOutdated: true });
      }
      return counts;
    },

    /**
     * Hands every unfinished job to the runner (at startup): with the queue, a job that has one already is
     * not queued twice (`enqueue` decides); without it, the in-process runner resumes them.
     */
    async resumeUnfinished(): Promise<number> {
      const ids = await repository.unfinished();
      for (const id of ids) await schedule(id);
      return ids.length;
    },

    /** The queue's handler: runs a job here until no row is pending (see `run`). */
    run,

    /** Settles when no job is running (tests and shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running.values()]);
    },

    /** Stops taking new rows (rows waiting for budget too); rows held are given back for another runner. */
    async stop(): Promise<void> {
      stopping = true;
      stopper.abort(new Error('batch runner stopping'));
      await Promise.all([...running.values()]);
    },
  };
}
export type BatchService = ReturnType<typeof batchService>;
