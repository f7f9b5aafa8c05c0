import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@tirr/domain';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { creditQuotaUsage, premiumRequests, subscriptions, users } from '../../db/schema';

export interface UserListFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
  requested?: boolean | undefined;
  id?: string | undefined;
}

/** SQL of /system/users: search and page users with their month's quota use, request and subscription. */
export function systemUsersRepository(db: Db) {
  const latestSubscription = sql<string | null>`(
    select ${subscriptions.status} from ${subscriptions}
    where ${subscriptions.userId} = ${users.id}
    order by ${subscriptions.updatedAt} desc limit 1)`;

  return {
    async list(filter: UserListFilter, month: string) {
      const conditions: SQL[] = [];
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
      }
      if (filter.id) conditions.push(eq(users.id, filter.id));
      if (filter.requested === true) conditions.push(isNotNull(premiumRequests.requestedAt));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const used = sql<number>`(
        select count(*)::int from ${creditQuotaUsage}
        where ${creditQuotaUsage.userId} = ${users.id} and ${creditQuotaUsage.month} = ${month})`;
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          premiumUntil: users.premiumUntil,
          createdAt: users.createdAt,
          lastLoginAt: users.lastLoginAt,
          monthlyUsed: used,
          premiumRequestedAt: premiumRequests.requestedAt,
          subscriptionStatus: latestSubscription,
        })
        .from(users)
        .leftJoin(premiumRequests, eq(premiumRequests.userId, users.id))
        .where(where)
        .orderBy(filter.requested === true ? desc(premiumRequests.requestedAt) : desc(users.createdAt), desc(users.id))
        .limit(filter.pageSize)
        .offset(filter.page * filter.pageSize);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(users)
        .leftJoin(premiumRequests, eq(premiumRequests.userId, users.id))
        .where(where);
      return { rows, total };
    },

    async find(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /**
     * Changes a role atomically: the sysadmins are locked first, so two admins demoting the last two
     * sysadmins at once cannot both succeed. `check` sees the locked count and may refuse.
     */
    async changeRole(
      id: string,
      role: Role,
      check: (current: Role, sysadmins: number) => void,
      after: (tx: Db, before: Role) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const locked = await tx.execute(
          sql`select id from ${users} where ${users.role} = 'sysadmin' or ${users.id} = ${id} order by id for update`,
        );
        void locked;
        const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
        if (!current) return undefined;
        const [{ sysadmins } = { sysadmins: 0 }] = await tx
          .select({ sysadmins: count() })
          .from(users)
          .where(eq(users.role, 'sysadmin'));
        check(current.role, sysadmins);
        const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
        await after(tx as unknown as Db, current.role);
        return row;
      });
    },

    /** Sets (or clears) the time-limited premium, returning the previous value. */
    async setPremiumUntil(id: string, until: Date | null, after: (tx: Db, before: Date | null) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ premiumUntil: users.premiumUntil, role: users.role })
          .from(users)
          .where(eq(users.id, id))
          .for('update')
          .limit(1);
        if (!current) return undefined;
        const set: Partial<typeof users.$inferInsert> = { premiumUntil: until, updatedAt: new Date() };
        // Revoking premium also takes back a permanent premium role.
        if (until === null && current.role === 'premium') set.role = 'free';
        const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
        await after(tx as unknown as Db, current.premiumUntil);
        return row;
      });
    },
  };
}
export type SystemUsersRepository = ReturnType<typeof systemUsersRepository>;
