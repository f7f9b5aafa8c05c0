import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { errorLogs, users } from '../../db/schema';

export interface ErrorListFilter {
  page: number;
  pageSize: number;
  type?: 'react' | 'node' | undefined;
  status: 'open' | 'resolved' | 'all';
  q?: string | undefined;
}

const summary = {
  id: errorLogs.id,
  type: errorLogs.type,
  path: errorLogs.path,
  description: errorLogs.description,
  feedback: errorLogs.feedback,
  userEmail: users.email,
  createdAt: errorLogs.createdAt,
  resolvedAt: errorLogs.resolvedAt,
};

/** SQL of /system/errors: the error log, newest first, filtered and paged. */
export function systemErrorsRepository(db: Db) {
  return {
    async list(filter: ErrorListFilter) {
      const conditions: SQL[] = [];
      if (filter.type) conditions.push(eq(errorLogs.type, filter.type));
      if (filter.status === 'open') conditions.push(isNull(errorLogs.resolvedAt));
      if (filter.status === 'resolved') conditions.push(isNotNull(errorLogs.resolvedAt));
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(
          or(
            ilike(errorLogs.path, pattern),
            ilike(errorLogs.description, pattern),
            ilike(errorLogs.feedback, pattern),
          )!,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select(summary)
        .from(errorLogs)
        .leftJoin(users, eq(users.id, errorLogs.userId))
        .where(where)
        .orderBy(desc(errorLogs.createdAt), desc(errorLogs.id))
        .limit(filter.pageSize)
        .offset(filter.page * filter.pageSize);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(errorLogs).where(where);
      return { rows, total };
    },

    async find(id: number) {
      const [row] = await db
        .select({ ...summary, stack: errorLogs.stack, feedbackAt: errorLogs.feedbackAt })
        .from(errorLogs)
        .leftJoin(users, eq(users.id, errorLogs.userId))
        .where(eq(errorLogs.id, id))
        .limit(1);
      return row;
    },

    async setResolved(id: number, resolved: boolean): Promise<boolean> {
      const rows = await db
        .update(errorLogs)
        .set({ resolvedAt: resolved ? new Date() : null })
        .where(eq(errorLogs.id, id))
        .returning({ id: errorLogs.id });
      return rows.length > 0;
    },
  };
}
export type SystemErrorsRepository = ReturnType<typeof systemErrorsRepository>;
