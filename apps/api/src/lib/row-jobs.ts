/**
 * The runner of a background job whose rows are claimed (ADR 0133): batch lookups (ADR 0076) and cheque
 * portfolios. Rows are claimed in groups with a lease this instance renews while it works (lib/row-claims.ts), so
 * any number of runners — on this instance or others — share a job and each row's outcome is stored once, by its
 * claimant. A claimed group is worked on as units (a row, or a drawer's rows), `concurrency` at a time across every
 * job of the process; before each unit the owner's per-minute credit budget is waited for and their rights of now
 * are checked (ADR 0104): a job whose owner lost premium stops, and so does one whose API key was revoked or expired
 * or whose member left the organisation (docs/domain/organisations.md §5). Outcomes are stored in groups, and the app's events
 * say so ('batch-progress', 'batch-done'), so whoever waits for a job hears it move.
 */
import { randomUUID } from 'node:crypto';
import { can, effectiveRole, permissionsOf, type Permission, type Role } from '@tirr/domain';
import type { AppEvents } from './app-events';
import { AppError } from './errors';
import { limiter, pause } from './waiting';

/** Whom a job's units are read for: its owner, with their rights of now. */
export interface JobCaller {
  userId: string;
  permissions: readonly Permission[];
  /** The API key the job was created with (its reads are audited under it; docs/api/keys.md). */
  apiKeyId?: string | null;
  /** The organisation member who created it (its reads are theirs; docs/domain/organisations.md). */
  actorId?: string | null;
}

/** Who created a job besides its owner: the API key and the acting member, if any. */
export interface JobOrigin {
  apiKeyId?: string | null | undefined;
  actorId?: string | null | undefined;
}

/** What a runner needs of a job's tables (lib/row-claims.ts and the area's own). */
export interface RowJobStore<Claimed> {
  job(jobId: string): Promise<({ userId: string; status: 'running' | 'done' } & JobOrigin) | undefined>;
  /** Claims a group of pending rows for `claimant` until `leaseMs` from now (none when every one is held). */
  claim(jobId: string, claimant: string, leaseMs: number): Promise<readonly Claimed[]>;
  renewClaims(jobId: string, claimant: string, leaseMs: number): Promise<void>;
  releaseClaims(jobId: string, claimant: string): Promise<void>;
  pendingCount(jobId: string): Promise<number>;
  /**
   * Ends every row still pending with the reason: the owner lost the right to run the job (`rights-lost`), or whoever
   * started it lost their access (`access-lost`: its API key revoked or expired, its member out of the organisation).
   */
  endPending(jobId: string, why: JobStop): Promise<void>;
  finishJob(jobId: string): Promise<boolean>;
  unfinished(): Promise<string[]>;
  /** The role and premium end date of a job's owner. */
  owner(userId: string): Promise<{ role: Role; premiumUntil: Date | null } | undefined>;
  /** Whether the job's API key and member may still act for its owner (lib/row-claims.ts `jobOriginActive`). */
  originActive(job: { userId: string } & JobOrigin, now: Date): Promise<boolean>;
}

/** Why a job stopped before its rows were done. */
export type JobStop = 'rights-lost' | 'access-lost';

/** What a job does with the rows a runner claimed. */
export interface RowJobWork<Claimed, Unit, Outcome> {
  /** The claimed rows as the units worked on one at a time (a row; a drawer's rows). */
  units(job: { id: string; userId: string }, claimed: readonly Claimed[]): Promise<readonly Unit[]>;
  /** A unit's outcomes, one per row, read for the job's owner. */
  step(unit: Unit, caller: JobCaller): Promise<readonly Outcome[]>;
  /** The outcomes of a unit whose step threw (not while stopping: its rows are then left for another runner). */
  failed(unit: Unit, error: unknown): readonly Outcome[];
  /** Stores a group of outcomes of `claimant`'s rows; answers how many it stored. */
  write(jobId: string, outcomes: readonly Outcome[], claimant: string): Promise<number>;
}

export interface RowJobRunnerOptions<Claimed, Unit, Outcome> {
  store: RowJobStore<Claimed>;
  work: RowJobWork<Claimed, Unit, Outcome>;
  /** The claimant's prefix when no instance is named ('batch', 'cheques'). */
  name: string;
  /** The user's permissions now; by default from the users table (role and premium end date) on `now`. */
  rightsOf?: (userId: string) => Promise<readonly Permission[]>;
  now?: () => Date;
  /** Waits for a unit of the user's per-minute credit budget; `onWait` runs before it starts waiting. */
  budget?: (userId: string, signal: AbortSignal, onWait: () => unknown) => Promise<void>;
  /** How long a user's rights are reused before they are read again (default 1 s). */
  rightsCacheMs?: number;
  /** Units in flight at once, across every job of the process (default 6). */
  concurrency?: number;
  /** Outcomes written together (default 20). */
  chunk?: number;
  /** This instance's name on the rows it claims (ADR 0133). */
  instance?: string;
  /** How long a claim holds without being renewed (default 60 s; renewed every third of it). */
  leaseMs?: number;
  /** Queues a job for any instance (the job queue); without it, this process runs its jobs itself. */
  enqueue?: (jobId: string) => Promise<void>;
  events?: Pick<AppEvents, 'emit'> | undefined;
  onError?: (error: unknown) => void;
}

/**
 * Reads kept `ms` per key: concurrent callers share one read, a failed read is forgotten at once, and expired
 * entries are dropped as new ones come (the keys are users and job origins: a long-lived process meets many).
 */
function sharedReads<T>(ms: number) {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  return (key: string, read: () => Promise<T>): Promise<T> => {
    const at = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > at) return hit.value;
    const value = read();
    if (ms > 0) {
      for (const [old, entry] of entries) if (entry.until <= at) entries.delete(old);
      entries.set(key, { value, until: at + ms });
      value.catch(() => entries.delete(key));
    }
    return value;
  };
}

/** A unit the runner did not work on: it is stopping, or the job stops (`JobStop`). */
type Skipped = 'stopping' | JobStop;

export function rowJobRunner<Claimed, Unit, Outcome>(options: RowJobRunnerOptions<Claimed, Unit, Outcome>) {
  const { store, work } = options;
  const limit = limiter(options.concurrency ?? 6);
  const chunk = options.chunk ?? 20;
  const running = new Map<string, Promise<void>>();
  const stopper = new AbortController();
  const rightsCacheMs = options.rightsCacheMs ?? 1000;
  const rightsReads = sharedReads<readonly Permission[]>(rightsCacheMs);
  const originReads = sharedReads<boolean>(rightsCacheMs);
  const claimant = options.instance ?? `${options.name}:${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 60_000;
  let stopping = false;

  const now = options.now ?? (() => new Date());
  const readRights =
    options.rightsOf ??
    (async (userId: string) => {
      const owner = await store.owner(userId);
      return owner ? permissionsOf(effectiveRole(owner.role, owner.premiumUntil, now())) : [];
    });

  /** Whether the job's key and member may still act, read at most once per `rightsCacheMs` (as the rights). */
  function originActive(job: { userId: string } & JobOrigin): Promise<boolean> {
    if (!job.apiKeyId && !job.actorId) return Promise.resolve(true);
    const key = `${job.userId}:${job.apiKeyId ?? ''}:${job.actorId ?? ''}`;
    return originReads(key, () => store.originActive(job, now()));
  }

  /** The user's current permissions, read at most once per `rightsCacheMs` (concurrent units share a read). */
  function rightsOf(userId: string): Promise<readonly Permission[]> {
    return rightsReads(userId, () => readRights(userId));
  }

  /** `beforeWait`: what to do before waiting for budget (write the outcomes held, so progress shows). */
  async function stepOf(
    { userId, apiKeyId, actorId }: { userId: string } & JobOrigin,
    unit: Unit,
    stop: AbortSignal,
    beforeWait: () => unknown,
  ): Promise<readonly Outcome[] | Skipped> {
    // PGlite answers in-process (promises, no I/O): without yielding to the event loop a big job would
    // starve every other request, the progress polls included.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (stop.aborted) return 'stopping';
    try {
      // A row reads no faster than its owner could by hand: it waits for their per-minute budget.
      await options.budget?.(userId, stop, beforeWait);
      if (stop.aborted) return 'stopping';
      // The rights of now, not of when the job was created: a user who lost premium is not charged.
      const permissions = await rightsOf(userId);
      if (!can(permissions, 'premium')) return 'rights-lost';
      // A revoked key or a removed member ends their access at once, their running jobs included.
      if (!(await originActive({ userId, apiKeyId, actorId }))) return 'access-lost';
      return await work.step(unit, { userId, permissions, apiKeyId: apiKeyId ?? null, actorId: actorId ?? null });
    } catch (error) {
      if (stop.aborted) return 'stopping';
      if (!(error instanceof AppError)) options.onError?.(error);
      return work.failed(unit, error);
    }
  }

  /**
   * Works on claimed rows (`limit` units at a time), storing outcomes in groups of `chunk` as they come — or at
   * once while a unit waits for the user's budget (the job may then wait up to a minute). Answers why the job must
   * stop, if it must.
   */
  async function workOn(
    job: { id: string; userId: string } & JobOrigin,
    claimed: readonly Claimed[],
    stop: AbortSignal,
  ) {
    const units = await work.units(job, claimed);
    let stopped: JobStop | null = null;
    let buffer: Outcome[] = [];
    let waiting = 0;
    let writes = Promise.resolve();
    const flush = () => {
      const group = buffer;
      buffer = [];
      writes = writes.then(async () => {
        if (group.length === 0) return;
        const stored = await work.write(job.id, group, claimant);
        if (stored > 0) options.events?.emit('batch-progress', { jobId: job.id });
      });
      return writes;
    };
    await Promise.all(
      units.map((unit) =>
        limit(async () => {
          if (stopped || stop.aborted) return;
          let waited = false;
          const outcomes = await stepOf(job, unit, stop, () => {
            waited = true;
            waiting += 1;
            return flush();
          });
          if (waited) waiting -= 1;
          if (outcomes === 'rights-lost' || outcomes === 'access-lost') stopped ??= outcomes;
          if (typeof outcomes === 'string') return;
          buffer.push(...outcomes);
          if (buffer.length >= chunk || waiting > 0) await flush();
        }),
      ),
    );
    await flush();
    return stopped;
  }

  /**
   * Works on a job's rows until none is pending: rows another runner holds are waited for; a dead runner's lease
   * expires and its rows are claimed again. When `signal` aborts (this instance stops), the rows it holds are
   * given back and the run rejects, so the queue runs it again elsewhere. Past `until` (epoch ms) it stops after
   * the group in hand: false, the job is not over (the queue hands it to a new runner); true when no row is pending.
   */
  async function run(jobId: string, signal?: AbortSignal, until = Infinity): Promise<boolean> {
    const job = await store.job(jobId);
    if (!job || job.status === 'done') return true;
    const stop = signal ? AbortSignal.any([stopper.signal, signal]) : stopper.signal;
    const renew = setInterval(
      () => void store.renewClaims(jobId, claimant, leaseMs).catch((error) => options.onError?.(error)),
      leaseMs / 3,
    );
    renew.unref();
    try {
      for (;;) {
        if (stop.aborted || stopping) throw stop.reason ?? new Error(`${options.name} runner stopping`);
        const claimed = await store.claim(jobId, claimant, leaseMs);
        if (claimed.length === 0) {
          if ((await store.pendingCount(jobId)) === 0) break;
          // Every pending row is another runner's: wait for it to store them, or for its lease to expire.
          await pause(Math.min(1000, leaseMs / 2), stop).catch(() => undefined);
          continue;
        }
        const why = await workOn(
          { id: jobId, userId: job.userId, apiKeyId: job.apiKeyId, actorId: job.actorId },
          claimed,
          stop,
        );
        if (why) {
          // Every row still pending ends with the reason, and the job stops.
          await store.endPending(jobId, why);
          break;
        }
        if (Date.now() > until) return false;
      }
    } catch (error) {
      await store.releaseClaims(jobId, claimant).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renew);
    }
    if (await store.finishJob(jobId)) options.events?.emit('batch-done', { jobId });
    return true;
  }

  /** The in-process runner (no job queue: unit tests): starts a job in the background, once per process. */
  function start(jobId: string) {
    if (running.has(jobId)) return;
    const task = run(jobId)
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!stopping) options.onError?.(error);
      })
      .finally(() => running.delete(jobId));
    running.set(jobId, task);
  }

  return {
    /** The queue's handler: runs a job here until no row is pending (see `run`). */
    run,
    start,
    rightsOf,
    /** The semaphore of units in flight (other work of the area shares it). */
    limit,
    /** Whether this runner is stopping (the instance is shutting down). */
    stopping: () => stopping,

    /** Hands a job to the queue (any instance runs it), or to the in-process runner. */
    async schedule(jobId: string) {
      if (options.enqueue) await options.enqueue(jobId);
      else start(jobId);
    },

    /** Without a queue: starts a job left running by a previous process that this one has not picked up yet. */
    resumeHere(jobId: string) {
      if (!options.enqueue) start(jobId);
    },

    /**
     * Hands every unfinished job to the runner (at startup): with the queue, a job that has one already is not
     * queued twice (`enqueue` decides); without it, the in-process runner resumes them.
     */
    async resumeUnfinished(): Promise<number> {
      const ids = await store.unfinished();
      for (const id of ids) {
        if (options.enqueue) await options.enqueue(id);
        else start(id);
      }
      return ids.length;
    },

    /** Settles when no job is running (tests and shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running.values()]);
    },

    /** Stops taking new units (units waiting for budget too); rows held are given back for another runner. */
    async stop(): Promise<void> {
      stopping = true;
      stopper.abort(new Error(`${options.name} runner stopping`));
      await Promise.all([...running.values()]);
    },
  };
}
export type RowJobRunner = ReturnType<typeof rowJobRunner>;
