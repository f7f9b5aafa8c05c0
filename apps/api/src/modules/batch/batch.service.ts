/**
 * Batch lookups (ADR 0076): every row validated (checksum, duplicates), then a server-side job that
 * runs the credit report of each valid CUIT with a concurrency limit. State is in the database, so
 * a reload shows the same job and a restart resumes the pending rows.
 */
import type { AddBatchProfilesResponse, BatchJob, CreditReport } from '@tirr/contracts';
import { can, type Permission } from '@tirr/domain';
import type { AppEvents } from '../../lib/app-events';
import { AppError, notFound } from '../../lib/errors';
import type { PolicyDecisionStore } from '../../lib/policy-decisions';
import { rowDecision, withDecision } from '../../lib/row-decisions';
import { rowJobRunner } from '../../lib/row-jobs';
import type { BatchRepository, ItemOutcome, OutdatedItem } from './batch.repository';
import { ACCESS_LOST, audited, BLOCKED_ROW, resultOf, RIGHTS_LOST, validateRows, type Looked } from './batch.rows';

export interface BatchCaller {
  userId: string;
  permissions: readonly Permission[];
  /** The API key of the request (docs/api/keys.md): reads are audited under it. */
  apiKeyId?: string | null;
  /** The organisation member acting (docs/domain/organisations.md): reads are theirs. */
  actorId?: string | null;
}

export interface BatchServiceDeps {
  repository: BatchRepository;
  /**
   * The credit module's report (blocked ids, availability, quota and audit included) and the commit of
   * its audit row: a row's result is stored only after it (ADR 0103).
   */
  report: (caller: BatchCaller, taxNumber: string) => Promise<{ report: CreditReport; committed: Promise<void> }>;
  /**
   * Each found row's 'Decisión': its report under the owner's saved credit policy when the row runs, stored with
   * the version (docs/domain/credit-policy.md §11); without it, or without a saved policy, the row has none.
   */
  decisions?: Pick<PolicyDecisionStore, 'underSaved'>;
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

export function batchService(deps: BatchServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  // The job machinery shared with cheque portfolios (lib/row-jobs.ts): a unit is one row, its CUIT's report.
  const runner = rowJobRunner({
    name: 'batch',
    store: {
      job: (jobId) => repository.job(jobId),
      claim: (jobId, claimant, leaseMs) => repository.claim(jobId, claimant, CHUNK, leaseMs),
      renewClaims: (jobId, claimant, leaseMs) => repository.renewClaims(jobId, claimant, leaseMs),
      releaseClaims: (jobId, claimant) => repository.releaseClaims(jobId, claimant),
      pendingCount: (jobId) => repository.pendingCount(jobId),
      endPending: (jobId, why) => repository.endPending(jobId, why === 'access-lost' ? ACCESS_LOST : RIGHTS_LOST),
      finishJob: (jobId) => repository.finishJob(jobId),
      unfinished: () => repository.unfinished(),
      owner: (userId) => repository.owner(userId),
      originActive: (job, now) => repository.originActive(job, now),
    },
    work: {
      units: async (_job, claimed) => claimed.map((item) => ({ row: item.row, taxNumber: item.taxNumber! })),
      async step({ row, taxNumber }, caller): Promise<{ row: number; outcome: Looked }[]> {
        const { report, committed } = await deps.report(caller, taxNumber);
        // Awaited when the row's group is written; until then its rejection is not an unhandled one.
        committed.catch(() => undefined);
        const decision = (await deps.decisions?.underSaved(caller.userId, report, now())) ?? null;
        return [
          { row, outcome: { status: 'done', result: { ...resultOf(report), ...rowDecision(decision) }, committed } },
        ];
      },
      failed: ({ row }, error): { row: number; outcome: Looked }[] => [
        {
          row,
          outcome: {
            status: 'error',
            error: error instanceof AppError ? error.message : 'No se pudo consultar este CUIT.',
          },
        },
      ],
      write: async (jobId, group, claimant) => repository.finishItems(jobId, await audited(group), { claimant }),
    },
    chunk: CHUNK,
    rightsOf: deps.rightsOf,
    now: deps.now,
    budget: deps.budget,
    rightsCacheMs: deps.rightsCacheMs,
    concurrency: deps.concurrency,
    instance: deps.instance,
    leaseMs: deps.leaseMs,
    enqueue: deps.enqueue,
    events: deps.events,
    onError: deps.onError,
  });
  const { limit, rightsOf } = runner;

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
              result: i.result ? withDecision(i.result) : null,
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
      const jobId = await repository.create(caller.userId, caller.permissions, validateRows(inputs), {
        apiKeyId: caller.apiKeyId,
        actorId: caller.actorId,
      });
      await runner.schedule(jobId);
      return view(jobId, isAdmin(caller));
    },

    async get(caller: BatchCaller, jobId: string): Promise<BatchJob> {
      const job = await ownJob(caller.userId, jobId);
      if (job.status === 'running') runner.resumeHere(jobId);
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
        if (runner.stopping()) break;
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

    /** Hands every unfinished job to the runner (at startup): the queue, or the in-process runner. */
    resumeUnfinished: runner.resumeUnfinished,

    /** The queue's handler: runs a job here until no row is pending. */
    run: runner.run,

    /** Settles when no job is running (tests and shutdown). */
    idle: runner.idle,

    /** Stops taking new rows (rows waiting for budget too); rows held are given back for another runner. */
    stop: runner.stop,
  };
}
export type BatchService = ReturnType<typeof batchService>;
