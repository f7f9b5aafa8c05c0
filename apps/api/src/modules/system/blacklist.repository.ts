import { count, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { blockedCuits, users } from '../../db/schema';

export interface NewBlock {
  taxNumber: string;
  reason: string;
  requestedBy: string;
  createdBy: string | null;
}

/** SQL of /system/blacklist ('Bloqueo de cuits'). */
export function blacklistRepository(db: Db) {
  return {
    async list(page: number, pageSize: number, digits?: string) {
      const where = digits ? like(blockedCuits.taxNumber, containsPattern(digits)) : undefined;
      const rows = await db
        .select({
          taxNumber: blockedCuits.taxNumber,
          reason: blockedCuits.reason,
          requestedBy: blockedCuits.requestedBy,
          createdByEmail: users.email,
          createdAt: blockedCuits.createdAt,
        })
        .from(blockedCuits)
        .leftJoin(users, eq(users.id, blockedCuits.createdBy))
        .where(where)
        .orderBy(desc(blockedCuits.createdAt), desc(blockedCuits.taxNumber))
        .limit(pageSize)
        .offset(page * pageSize);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blockedCuits).where(where);
      return { rows, total };
    },

    /** Inserts the block and runs `after` (the audit) in the same transaction; false when already blocked. */
    async add(entry: NewBlock, after: (tx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(blockedCuits)
          .values(entry)
          .onConflictDoNothing()
          .returning({ taxNumber: blockedCuits.taxNumber });
        if (inserted.length === 0) return false;
        await after(tx as unknown as Db);
        return true;
      });
    },

    async remove(taxNumber: string, after: (tx: Db, removed: { reason: string | null }) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(blockedCuits)
          .where(eq(blockedCuits.taxNumber, taxNumber))
          .returning({ reason: blockedCuits.reason });
        if (!removed) return false;
        await after(tx as unknown as Db, removed);
        return true;
      });
    },
  };
}
export type BlacklistRepository = ReturnType<typeof blacklistRepository>;
