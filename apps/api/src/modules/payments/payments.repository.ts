import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionPayments, subscriptions, users } from '../../db/schema';
import type { AuditRepository } from '../../lib/audit';

export interface AppliedCharge {
  authorizedPaymentId: string;
  preapprovalId: string;
  userId: string;
  paymentStatus: string;
  debitDate: Date;
  /** Set for approved charges: premium is extended to it. */
  paidThrough: Date | null;
}

/** SQL of the subscription flow: our record of preapprovals and of every charge applied. */
export function paymentsRepository(db: Db, audit: AuditRepository) {
  return {
    async userForCheckout(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, role: users.role, premiumUntil: users.premiumUntil })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async createSubscription(preapprovalId: string, userId: string, status: string, amountArs: number) {
      await db
        .insert(subscriptions)
        .values({ preapprovalId, userId, status, amountArs: String(amountArs) })
        .onConflictDoNothing();
    },

    async findSubscription(preapprovalId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.preapprovalId, preapprovalId))
        .limit(1);
      return row;
    },

    /** Records the provider's status; true when it changed (audited). */
    async setStatus(preapprovalId: string, status: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: subscriptions.status, userId: subscriptions.userId })
          .from(subscriptions)
          .where(eq(subscriptions.preapprovalId, preapprovalId))
          .for('update')
          .limit(1);
        if (!before || before.status === status) return false;
        await tx
          .update(subscriptions)
          .set({ status, updatedAt: new Date() })
          .where(eq(subscriptions.preapprovalId, preapprovalId));
        await audit.record(
          {
            actorId: null,
            action: 'subscription.status',
            targetUserId: before.userId,
            details: { preapprovalId, from: before.status, to: status },
          },
          tx as unknown as Db,
        );
        return true;
      });
    },

    /**
     * Applies a charge once: the (charge, status) key makes a replay a no-op; an approved charge extends
     * the user's premium and the subscription's paid-through date with greatest() (never shortens).
     */
    async applyCharge(charge: AppliedCharge): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(subscriptionPayments)
          .values(charge)
          .onConflictDoNothing()
          .returning({ id: subscriptionPayments.authorizedPaymentId });
        if (inserted.length === 0) return false;
        if (charge.paidThrough) {
          const until = charge.paidThrough;
          await tx
            .update(users)
            .set({
              premiumUntil: sql`greatest(${users.premiumUntil}, ${until.toISOString()}::timestamptz)`,
              updatedAt: new Date(),
            })
            .where(eq(users.id, charge.userId));
          await tx
            .update(subscriptions)
            .set({
              paidThrough: sql`greatest(${subscriptions.paidThrough}, ${until.toISOString()}::timestamptz)`,
              updatedAt: new Date(),
            })
            .where(eq(subscriptions.preapprovalId, charge.preapprovalId));
        }
        await audit.record(
          {
            actorId: null,
            action: 'subscription.payment',
            targetUserId: charge.userId,
            details: {
              preapprovalId: charge.preapprovalId,
              authorizedPaymentId: charge.authorizedPaymentId,
              paymentStatus: charge.paymentStatus,
              paidThrough: charge.paidThrough?.toISOString() ?? null,
            },
          },
          tx as unknown as Db,
        );
        return true;
      });
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
