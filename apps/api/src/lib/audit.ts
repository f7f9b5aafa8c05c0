import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminAudit, users } from '../db/schema';

export type AuditAction =
  | 'role.change'
  | 'premium.grant'
  | 'premium.revoke'
  | 'blacklist.add'
  | 'blacklist.remove'
  | 'subscription.payment'
  | 'subscription.status'
  /** The cheque analysis' pricing assumptions for everyone (docs/domain/cheque-analysis.md §4). */
  | 'cheques.assumptions';

export interface AuditRecord {
  actorId: string | null;
  action: AuditAction;
  targetUserId?: string | null;
  details: Record<string, unknown>;
}

/** The audit of every change made from the System area or by a payment (admin_audit). */
export function auditRepository(db: Db) {
  return {
    async record(entry: AuditRecord, tx: Db = db) {
      await tx.insert(adminAudit).values({
        actorId: entry.actorId,
        action: entry.action,
        targetUserId: entry.targetUserId ?? null,
        details: entry.details,
      });
    },
    async ofUser(userId: string, limit = 50) {
      return db
        .select({
          id: adminAudit.id,
          action: adminAudit.action,
          actorEmail: users.email,
          details: adminAudit.details,
          createdAt: adminAudit.createdAt,
        })
        .from(adminAudit)
        .leftJoin(users, eq(users.id, adminAudit.actorId))
        .where(eq(adminAudit.targetUserId, userId))
        .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
        .limit(limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
