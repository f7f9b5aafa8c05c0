/**
 * Events in for webhooks (docs/api/webhooks.md §2, §5): `publish` queues one delivery of an event to each endpoint
 * of the user that wants its type, exactly once — `(endpoint, event id)` is unique, and an event announced again
 * (a job finishing on two instances, a monitoring job retried) has the same id, derived from what it is about
 * (`webhookEventId`), so it adds nothing. A paused endpoint still gets the row: it is delivered when resumed. The
 * areas announce through the helpers here (lib/ is shared; API modules never import each other). A finished job is
 * announced on the app's in-process 'batch-done'; `announceFinished` (the webhooks' sweep) announces again what an
 * instance that died in between would have lost.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq, gte, sql, type AnyColumn } from 'drizzle-orm';
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_PAYLOAD_VERSION,
  type MonitoringChange,
  type WebhookBody,
  type WebhookEventData,
  type WebhookEventType,
} from '@tirr/contracts';
import {
  can,
  effectiveRole,
  permissionsOf,
  type CreditSnapshotFacts,
  type PolicyOutcome,
  type SnapshotChange,
} from '@tirr/domain';
import type { Db } from '../db/client';
import {
  batchItems,
  batchJobs,
  chequePortfolioRows,
  chequePortfolios,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema';

/** The queue whose jobs attempt deliveries (plugins/webhooks.ts runs them). */
export const WEBHOOK_DELIVER_QUEUE = 'webhook-deliver';

/** A job of the queue: the delivery to attempt; `manual` (a resend) delivers even to a paused endpoint. */
export interface WebhookDeliverJob {
  deliveryId: string;
  manual?: boolean;
}

/**
 * The id of the event `key` names ('batch.completed:<job id>'): the first 16 bytes of its SHA-256 as a UUID
 * (version 8, RFC 9562 'custom'), the same every time it is announced.
 */
export function webhookEventId(key: string): string {
  const bytes = createHash('sha256').update(`tirr webhook event:${key}`, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A monitoring refresh that changed what the user sees (modules/profiles' monitoring tells it). */
export interface MonitoredChange {
  /** The quick-panel event's key ('monitor:<profile>:<period>'): the webhook events' ids come from it. */
  sourceKey: string;
  taxNumber: string;
  name: string;
  period: string;
  before: CreditSnapshotFacts;
  after: CreditSnapshotFacts;
  changes: readonly Pick<SnapshotChange, 'code'>[];
  /** The decision new data changed under the same policy version (none: it did not). */
  decision?: { from: PolicyOutcome; to: PolicyOutcome; version: number } | null | undefined;
}

/** The typed changes of a refresh, in the order monitoring lists them (worst news first). */
export function monitoringChanges(change: Pick<MonitoredChange, 'before' | 'after' | 'changes'>): MonitoringChange[] {
  const { before, after } = change;
  return change.changes.map(({ code }): MonitoringChange => {
    switch (code) {
      case 'SITUACION_WORSE':
      case 'SITUACION_BETTER':
        return { code, from: before.situacion, to: after.situacion };
      case 'NEW_REJECTED_CHEQUES':
        return { code, added: after.rejectedCheques - before.rejectedCheques, total: after.rejectedCheques };
      case 'BAND_CHANGED':
        return { code, from: before.band, to: after.band };
    }
  });
}

export interface WebhookEventsDeps {
  db: Db;
  /** Queues a delivery job (the app's job queue). */
  send: (job: WebhookDeliverJob) => Promise<unknown>;
  now: () => Date;
}

export function webhookEvents(deps: WebhookEventsDeps) {
  const { db } = deps;

  /**
   * Queues `type` with `data` to every endpoint of `userId` that wants it (only while the user has premium);
   * answers the deliveries added (none for an event id already queued). `eventId`: the event's stable id when it
   * can be announced twice; a new one otherwise.
   */
  async function publish<T extends WebhookEventType>(
    userId: string,
    type: T,
    data: WebhookEventData[T],
    eventId: string = randomUUID(),
  ): Promise<string[]> {
    const at = deps.now();
    const endpoints = await db
      .select({ id: webhookEndpoints.id, pausedAt: webhookEndpoints.pausedAt, owner: users })
      .from(webhookEndpoints)
      .innerJoin(users, eq(users.id, webhookEndpoints.userId))
      .where(
        and(eq(webhookEndpoints.userId, userId), sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`),
      );
    const open = endpoints.filter(({ owner }) =>
      can(permissionsOf(effectiveRole(owner.role, owner.premiumUntil, at)), 'premium'),
    );
    if (open.length === 0) return [];
    // The contract is checked here: a payload that does not match its schema is a bug, never sent.
    const payload: WebhookBody<T> = {
      id: eventId,
      type,
      v: WEBHOOK_PAYLOAD_VERSION,
      createdAt: at.toISOString(),
      data: WEBHOOK_EVENT_DATA[type].parse(data) as WebhookEventData[T],
    };
    const added = await db
      .insert(webhookDeliveries)
      .values(
        open.map((endpoint) => ({
          endpointId: endpoint.id,
          eventId,
          eventType: type,
          payload: payload as unknown as Record<string, unknown>,
          createdAt: at,
          // A paused endpoint's deliveries wait for 'Reanudar' (no attempt time).
          nextAttemptAt: endpoint.pausedAt ? null : at,
        })),
      )
      .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
      .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
    const paused = new Set(open.filter((e) => e.pausedAt).map((e) => e.id));
    for (const delivery of added) if (!paused.has(delivery.endpointId)) await deps.send({ deliveryId: delivery.id });
    return added.map((d) => d.id);
  }

  /** A finished job's rows by outcome and its times (`rows`: its row counts by status). */
  const summaryOf = (
    job: { total: number; createdAt: Date; finishedAt: Date | null },
    rows: { status: string; n: number }[],
  ) => {
    const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    return {
      total: job.total,
      done: of('done'),
      invalid: of('invalid'),
      error: of('error'),
      createdAt: job.createdAt.toISOString(),
      finishedAt: (job.finishedAt ?? deps.now()).toISOString(),
    };
  };

  /**
   * A job of claimed rows ended (the app's 'batch-done', lib/row-jobs.ts): 'batch.completed' for a batch lookup,
   * 'cheque_portfolio.completed' for a cheque portfolio, with its rows by outcome. Nothing for a job still running.
   * Answers the deliveries added.
   */
  async function jobFinished(jobId: string): Promise<string[]> {
    const [batch] = await db.select().from(batchJobs).where(eq(batchJobs.id, jobId));
    if (batch?.status === 'done') {
      const rows = await db
        .select({ status: batchItems.status, n: count() })
        .from(batchItems)
        .where(eq(batchItems.jobId, jobId))
        .groupBy(batchItems.status);
      const data = { jobId, ...summaryOf(batch, rows) };
      return publish(batch.userId, 'batch.completed', data, webhookEventId(`batch.completed:${jobId}`));
    }
    const [portfolio] = batch ? [] : await db.select().from(chequePortfolios).where(eq(chequePortfolios.id, jobId));
    if (portfolio?.status !== 'done') return [];
    const rows = await db
      .select({ status: chequePortfolioRows.status, n: count() })
      .from(chequePortfolioRows)
      .where(eq(chequePortfolioRows.portfolioId, jobId))
      .groupBy(chequePortfolioRows.status);
    const data = { portfolioId: jobId, ...summaryOf(portfolio, rows) };
    const eventId = webhookEventId(`cheque_portfolio.completed:${jobId}`);
    return publish(portfolio.userId, 'cheque_portfolio.completed', data, eventId);
  }

  /** SQL: the user in `userId` has an endpoint that wants `type`. */
  const wanted = (userId: AnyColumn, type: WebhookEventType) =>
    sql`exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.userId} = ${userId}
      and ${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb)`;

  return {
    publish,

    async jobFinished(jobId: string): Promise<void> {
      await jobFinished(jobId);
    },

    /**
     * Announces every batch lookup and cheque portfolio finished since `since` whose owner has an endpoint wanting
     * its event; those announced already add nothing. Answers the deliveries added.
     */
    async announceFinished(since: Date): Promise<number> {
      const kinds = [
        { jobs: batchJobs, type: 'batch.completed' },
        { jobs: chequePortfolios, type: 'cheque_portfolio.completed' },
      ] as const;
      const found = await Promise.all(
        kinds.map(({ jobs, type }) =>
          db
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(eq(jobs.status, 'done'), gte(jobs.finishedAt, since), wanted(jobs.userId, type))),
        ),
      );
      let added = 0;
      for (const { id } of found.flat()) added += (await jobFinished(id)).length;
      return added;
    },

    /** A monitoring refresh: 'decision.changed' when the decision moved, 'monitoring.changed' when the report did. */
    async monitored(userId: string, change: MonitoredChange): Promise<void> {
      const subject = { taxNumber: change.taxNumber, name: change.name, period: change.period };
      if (change.decision) {
        const { from, to, version } = change.decision;
        await publish(
          userId,
          'decision.changed',
          { ...subject, from, to, policyVersion: version },
          webhookEventId(`decision.changed:${change.sourceKey}`),
        );
      }
      if (change.changes.length > 0) {
        await publish(
          userId,
          'monitoring.changed',
          { ...subject, changes: monitoringChanges(change) },
          webhookEventId(`monitoring.changed:${change.sourceKey}`),
        );
      }
    },
  };
}
export type WebhookEvents = ReturnType<typeof webhookEvents>;
