import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorLogs } from '../../db/schema';

export interface NewErrorLog {
  type: 'react' | 'node';
  path: string;
  description: string;
  stack?: string | undefined;
  feedback?: string | undefined;
  userId: string | null;
}

export function logsRepository(db: Db) {
  return {
    async create(entry: NewErrorLog): Promise<number> {
      const [row] = await db
        .insert(errorLogs)
        .values({
          type: entry.type,
          path: entry.path,
          description: entry.description,
          stack: entry.stack ?? null,
          feedback: entry.feedback ?? null,
          feedbackAt: entry.feedback ? new Date() : null,
          userId: entry.userId,
        })
        .returning({ id: errorLogs.id });
      return row!.id;
    },
    async setFeedback(id: number, feedback: string): Promise<boolean> {
      const rows = await db
        .update(errorLogs)
        .set({ feedback, feedbackAt: new Date() })
        .where(eq(errorLogs.id, id))
        .returning({ id: errorLogs.id });
      return rows.length > 0;
    },
    async find(id: number) {
      const [row] = await db.select().from(errorLogs).where(eq(errorLogs.id, id)).limit(1);
      return row;
    },
  };
}
export type LogsRepository = ReturnType<typeof logsRepository>;
