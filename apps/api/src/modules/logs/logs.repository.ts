import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorLogs } from '../../db/schema';
import { storableText } from '../../lib/redact';

export interface NewErrorLog {
  type: 'react' | 'node';
  path: string;
  description: string;
  stack?: string | undefined;
  feedback?: string | undefined;
  userId: string | null;
  /** SHA-256 (hex) of the token given to the interface that created the log. */
  feedbackTokenHash?: string | undefined;
}

const storable = (text: string | undefined) => (text === undefined ? null : storableText(text));

export function logsRepository(db: Db) {
  return {
    /** Stores an error; its texts are made storable first, so recording an error never fails on them. */
    async create(entry: NewErrorLog): Promise<number> {
      const [row] = await db
        .insert(errorLogs)
        .values({
          type: entry.type,
          path: storableText(entry.path),
          description: storableText(entry.description),
          stack: storable(entry.stack),
          feedback: storable(entry.feedback),
          feedbackAt: entry.feedback ? new Date() : null,
          userId: entry.userId,
          feedbackTokenHash: entry.feedbackTokenHash ?? null,
        })
        .returning({ id: errorLogs.id });
      return row!.id;
    },
    /** Sets the feedback of the log whose token hash matches; false when none does. */
    async setFeedback(id: number, feedbackTokenHash: string, feedback: string): Promise<boolean> {
      const rows = await db
        .update(errorLogs)
        .set({ feedback: storableText(feedback), feedbackAt: new Date() })
        .where(and(eq(errorLogs.id, id), eq(errorLogs.feedbackTokenHash, feedbackTokenHash)))
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
