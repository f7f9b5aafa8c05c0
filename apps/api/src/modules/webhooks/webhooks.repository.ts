import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@tirr/contracts';
import type { Db } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface NewEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  keyId: string;
  /** The sealed secret (lib/webhook-secrets.ts). */
  secret: string;
}

/** What a delivery's outcome writes. */
export interface AttemptOutcome {
  status: DeliveryRow['status'];
  responseCode: number | null;
  durationMs: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
}

/** Webhook endpoints and their deliveries (docs/api/webhooks.md): each user reads and changes only their own. */
export function webhooksRepository(db: Db) {
  const mine = (userId: string, id: string) => and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id));

  return {
    /**
     * Stores an endpoint unless the user already has `max` (undefined then). The user's row is locked for the
     * count, so two creations at once cannot both pass it.
     */
    async create(userId: string, endpoint: NewEndpoint, max: number, at: Date): Promise<EndpointRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
        const [held] = await tx
          .select({ n: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.userId, userId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ userId, ...endpoint, createdAt: at })
          .returning();
        return row;
      });
    },

    list: (userId: string): Promise<EndpointRow[]> =>
      db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId))
        .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id)),

    async find(userId: string, id: string): Promise<EndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(mine(userId, id));
      return row;
    },

    /** Deletes one of the user's endpoints with its deliveries; false when it is not theirs. */
    async remove(userId: string, id: string): Promise<boolean> {
      return (
        (await db.delete(webhookEndpoints).where(mine(userId, id)).returning({ id: webhookEndpoints.id })).length > 0
      );
    },

    /**
     * Un-pauses one of the user's endpoints (and forgets since when it failed); its waiting deliveries are due at
     * `at`. Answers the endpoint and those deliveries' ids; undefined when it is not theirs.
     */
    async resume(userId: string, id: string, at: Date) {
      return db.transaction(async (tx) => {
        const [endpoint] = await tx
          .update(webhookEndpoints)
          .set({ pausedAt: null, failingSince: null })
          .where(mine(userId, id))
          .returning();
        if (!endpoint) return undefined;
        const waiting = await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: at })
          .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')))
          .returning({ id: webhookDeliveries.id });
        return { endpoint, deliveries: waiting.map((d) => d.id) };
      });
    },

    /** An endpoint's newest deliveries. */
    deliveries: (endpointId: string, limit: number): Promise<DeliveryRow[]> =>
      db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit),

    /** Queues a delivery of one of the user's endpoints again (pending, due at `at`); undefined when not theirs. */
    async requeue(userId: string, endpointId: string, deliveryId: string, at: Date): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: at })
        .where(
          and(
            eq(webhookDeliveries.id, deliveryId),
            eq(webhookDeliveries.endpointId, endpointId),
            sql`exists (select 1 from ${webhookEndpoints} where ${mine(userId, endpointId)})`,
          ),
        )
        .returning();
      return row;
    },

    /** A delivery with its endpoint (the attempt's read). */
    async forAttempt(deliveryId: string) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId));
      return row;
    },

    /**
     * Claims a pending delivery that is due by `dueBy` for one attempt: its attempts count up and its next attempt
     * moves `leaseMs` past `at`, so no other job attempts it meanwhile. Undefined when it is not pending or not due.
     */
    async claim(deliveryId: string, at: Date, dueBy: Date, leaseMs: number): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: at,
          nextAttemptAt: new Date(at.getTime() + leaseMs),
        })
        .where(
          and(
            eq(webhookDeliveries.id, deliveryId),
            eq(webhookDeliveries.status, 'pending'),
            or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, dueBy)),
          ),
        )
        .returning();
      return row;
    },

    async record(deliveryId: string, outcome: AttemptOutcome): Promise<void> {
      await db.update(webhookDeliveries).set(outcome).where(eq(webhookDeliveries.id, deliveryId));
    },

    /** A delivery waits for the endpoint's 'Reanudar' (no attempt time). */
    async wait(deliveryId: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
    },

    async succeeded(endpointId: string): Promise<void> {
      await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpointId));
    },

    /** The endpoint failed at `at`: answers since when it has been failing (the first failure kept). */
    async failed(endpointId: string, at: Date): Promise<Date> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return row?.failingSince ?? at;
    },

    /** Pauses the endpoint unless it is paused: true only for the call that paused it (one notice per pause). */
    async pause(endpointId: string, at: Date): Promise<boolean> {
      const paused = await db
        .update(webhookEndpoints)
        .set({ pausedAt: at })
        .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.pausedAt)))
        .returning({ id: webhookEndpoints.id });
      return paused.length > 0;
    },

    /**
     * Pending deliveries that should have been attempted before `before` (their job was lost: an instance died
     * between recording an attempt and queueing the next), of endpoints not paused; oldest first.
     */
    async overdue(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lt(webhookDeliveries.nextAttemptAt, before),
            isNull(webhookEndpoints.pausedAt),
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Deletes the deliveries created before `before` that are over (succeeded or failed); answers how many. */
    async purge(before: Date): Promise<number> {
      const gone = await db
        .delete(webhookDeliveries)
        .where(and(lt(webhookDeliveries.createdAt, before), inArray(webhookDeliveries.status, ['succeeded', 'failed'])))
        .returning({ id: webhookDeliveries.id });
      return gone.length;
    },

    /** Who is told of a pause: the owner's email, name and language. */
    async owner(userId: string) {
      const [row] = await db
        .select({ email: users.email, name: users.name, info: users.info })
        .from(users)
        .where(eq(users.id, userId));
      return row && { email: row.email, name: row.name ?? '', language: row.info.settings?.language ?? 'es' };
    },
  };
}
export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
