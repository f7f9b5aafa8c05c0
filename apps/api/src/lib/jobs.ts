/**
 * Background work on a job queue in the database (ADR 0133): pg-boss, on the app's own connections (the
 * PostgreSQL pool, or PGlite through the same SQL adapter), so any number of instances share one queue.
 * A queue is defined with its retries (exponential backoff), its expiry (a job whose instance died is
 * retried elsewhere) and a handler; a job that failed every retry stays 'failed' for the sysadmin
 * (/system/jobs), who can retry it. Cron schedules run once per tick whatever the number of instances.
 * Stopping: handlers are told through their signal, then the queue waits for them (graceful).
 */
import PgBoss from 'pg-boss';

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The schema of the queue's tables. */
const SCHEMA = 'pgboss';

export interface QueueDefinition {
  name: string;
  /** Attempts after the first (default 3), each `retryDelaySeconds` × 2^n later (default 10 s). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job running longer is considered lost (its instance died) and retried (default 15 min). */
  expireInSeconds?: number;
  /** Jobs of this queue one instance runs at once (default 1). */
  concurrency?: number;
  /** 'singleton': at most one job of the queue runs at a time across every instance. */
  policy?: 'standard' | 'singleton';
}

export interface JobContext {
  id: string;
  /** Aborted when this instance stops: a long handler leaves its work for another instance. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface SendOptions {
  /** At most one job with this key waits in the queue (pg-boss singletonKey). */
  singletonKey?: string;
  /** One job per key per this many seconds (with singletonKey: a throttle). */
  singletonSeconds?: number;
  startAfterSeconds?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRow {
  id: string;
  queue: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The last error of a failed (or retried) job. */
  error: string | null;
}

export interface QueueStats {
  queue: string;
  queued: number;
  running: number;
  failed: number;
  /** Seconds the oldest queued job has waited (0 when none). */
  oldestQueuedSeconds: number;
}

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  /** How often due work is looked for and lost jobs expired (default 30 s; tests use 1 s). */
  maintenanceSeconds?: number;
  /** How often an idle worker asks for work (default 2 s). */
  pollingSeconds?: number;
  onError?: (error: unknown) => void;
}

/** Creates the queue's tables when missing (openDatabase calls it, so a test template carries them). */
export async function installJobQueue(executeSql: ExecuteSql): Promise<void> {
  const { rows } = await executeSql(`select to_regclass('${SCHEMA}.version') as name`);
  if ((rows[0] as { name: string | null }).name) return;
  await executeSql(PgBoss.getConstructionPlans(SCHEMA));
}

/** What two instances creating one queue at once may meet: deadlock, unique violation, table already there. */
const CREATION_RACES = new Set(['40P01', '23505', '42P07']);
const QUEUE_CREATION_ATTEMPTS = 5;

export function jobQueue(options: JobQueueOptions) {
  const executeSql: ExecuteSql = options.executeSql;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => executeSql(text, values as unknown[] | undefined) },
    schema: SCHEMA,
    migrate: true,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 30,
    // Completed jobs are kept a day for the dashboard, failed ones a week (the archive keeps them after).
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', (error) => options.onError?.(error));
  const definitions = new Map<string, { definition: QueueDefinition; handler: JobHandler<unknown> }>();
  const workers = new Map<string, string[]>();
  const stopper = new AbortController();
  let started: Promise<void> | undefined;

  /** Wakes this instance's workers of `name` (a job sent here starts without waiting for a poll). */
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  /**
   * Creates the queue, or updates it when another instance (or an earlier start) made it. Instances starting
   * at once may create it together: PostgreSQL then ends one of them with a deadlock (or a duplicate), and
   * that one tries again — finding the queue made (docs/decisions/0133).
   */
  async function ensureQueue(name: string, queue: Parameters<PgBoss['createQueue']>[1] & object) {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= QUEUE_CREATION_ATTEMPTS || typeof code !== 'string' || !CREATION_RACES.has(code)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 40));
      }
    }
  }

  /** Creates (or updates) a queue and starts this instance's workers of it. */
  async function open({ definition, handler }: { definition: QueueDefinition; handler: JobHandler<unknown> }) {
    const queue = {
      name: definition.name,
      policy: definition.policy ?? 'standard',
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      retentionDays: 7,
    };
    await ensureQueue(definition.name, queue);
    const ids: string[] = [];
    for (let i = 0; i < (definition.concurrency ?? 1); i++) {
      ids.push(
        await boss.work<unknown>(
          definition.name,
          { pollingIntervalSeconds: options.pollingSeconds ?? 2, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            try {
              await handler(job.data, { id: job.id, signal: stopper.signal });
            } catch (error) {
              // Logged here; the queue keeps it with the job and retries or fails it.
              if (!stopper.signal.aborted) options.onError?.(error);
              throw error;
            }
          },
        ),
      );
    }
    workers.set(definition.name, ids);
  }

  async function start(): Promise<void> {
    await boss.start();
    for (const entry of definitions.values()) await open(entry);
  }

  return {
    /** Defines a queue and this instance's handler of its jobs (its workers start with the queue, or now). */
    async define<T>(definition: QueueDefinition, handler: JobHandler<T>): Promise<void> {
      const entry = { definition, handler: handler as JobHandler<unknown> };
      definitions.set(definition.name, entry);
      if (started) {
        await started;
        await open(entry);
      }
    },

    /** Starts the queue (once): its tables migrated, the queues defined so far and their workers. */
    start: () => (started ??= start()),

    /** Queues a job; null when a job with its singleton key is already waiting. */
    async send<T extends object>(name: string, data: T, sendOptions: SendOptions = {}): Promise<string | null> {
      await (started ??= start());
      const id = await boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.singletonSeconds ? { singletonSeconds: sendOptions.singletonSeconds } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      if (id && !sendOptions.startAfterSeconds) wake(name);
      return id;
    },

    /** Queues `name` on a cron schedule (UTC): one job per tick across every instance. */
    async schedule(name: string, cron: string, data: object = {}): Promise<void> {
      await (started ??= start());
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },

    /** The newest jobs, by state (the sysadmin's dashboard). */
    async list(filter: { states: readonly JobState[]; limit: number }): Promise<JobRow[]> {
      const { rows } = await executeSql(
        `select id::text, name, state::text, retry_count, retry_limit, created_on, started_on, completed_on, output
           from ${SCHEMA}.job where state::text = any($1) and name not like '\\_\\_%'
          order by created_on desc, id limit $2`,
        [filter.states, filter.limit],
      );
      return (rows as Record<string, unknown>[]).map((r) => ({
        id: r.id as string,
        queue: r.name as string,
        state: r.state as JobState,
        retryCount: Number(r.retry_count),
        retryLimit: Number(r.retry_limit),
        createdAt: new Date(r.created_on as string).toISOString(),
        startedAt: r.started_on ? new Date(r.started_on as string).toISOString() : null,
        finishedAt: r.completed_on ? new Date(r.completed_on as string).toISOString() : null,
        error: errorOf(r.output),
      }));
    },

    /** Per queue: waiting, running and failed jobs and the age of the oldest waiting one. */
    async stats(): Promise<QueueStats[]> {
      const { rows } = await executeSql(
        `select q.name,
                count(j.id) filter (where j.state in ('created', 'retry')) as queued,
                count(j.id) filter (where j.state = 'active') as running,
                count(j.id) filter (where j.state = 'failed') as failed,
                coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry'))), 0) as oldest
           from ${SCHEMA}.queue q left join ${SCHEMA}.job j on j.name = q.name
          where q.name not like '\\_\\_%' group by q.name order by q.name`,
      );
      return (rows as Record<string, unknown>[]).map((r) => ({
        queue: r.name as string,
        queued: Number(r.queued),
        running: Number(r.running),
        failed: Number(r.failed),
        oldestQueuedSeconds: Math.max(0, Math.round(Number(r.oldest))),
      }));
    },

    /** Queues a failed job again (the sysadmin's 'Reintentar'); false when it is not failed. */
    async retry(id: string): Promise<boolean> {
      const { rows } = await executeSql(`select name from ${SCHEMA}.job where id = $1::uuid and state = 'failed'`, [
        id,
      ]);
      const name = (rows[0] as { name: string } | undefined)?.name;
      if (!name) return false;
      await boss.retry(name, id);
      wake(name);
      return true;
    },

    /** Runs the maintenance now: expires lost jobs, promotes retries (tests, instead of waiting for it). */
    maintain: () => boss.maintain(),

    /** Tells the handlers to stop, then waits for them (at most `timeoutMs`). */
    async stop(timeoutMs = 10_000): Promise<void> {
      stopper.abort(new Error('job queue stopping'));
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}
export type JobQueue = ReturnType<typeof jobQueue>;

/** The message of a job's output (pg-boss stores a failed handler's error there). */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message.slice(0, 500) : null;
}
