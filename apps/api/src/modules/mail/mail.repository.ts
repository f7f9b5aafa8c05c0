import { and, count, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<typeof mailOutbox.$inferInsert, 'recipient' | 'subject' | 'kind' | 'text' | 'html'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Links' tokens in a mail body: `token=` followed by the token, blanked once the mail is done with. */
const TOKEN_IN_LINK = /([?&]token=)[A-Za-z0-9_-]+/g;
export const blankTokens = (body: string) => body.replace(TOKEN_IN_LINK, '$1[usado]');

const summary = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** SQL of the mail outbox (ADR 0105). */
export function mailRepository(db: Db) {
  return {
    async insert(mail: NewMail, status: 'outbox' | 'pending', now: Date): Promise<OutboxRow> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, status, nextAttemptAt: status === 'pending' ? now : null, createdAt: now })
        .returning();
      return row!;
    },

    /** Whether a mail of this kind went to this address at or after `since` (cool-downs). */
    async sentSince(recipient: string, kind: string, since: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: mailOutbox.createdAt })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind), gte(mailOutbox.createdAt, since)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    /**
     * Claims a pending mail that is due for delivery: its next attempt moves `leaseMs` ahead, so another
     * instance (or tick) does not send it at the same time. Undefined when it is not due or not pending.
     */
    async claim(id: number, now: Date, leaseMs: number): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .returning();
      return row;
    },

    async due(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async markSent(row: OutboxRow, now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, nextAttemptAt: null, lastError: null, ...blanked(row) })
        .where(eq(mailOutbox.id, row.id));
    },

    async markRetry(id: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db.update(mailOutbox).set({ lastError: error, nextAttemptAt }).where(eq(mailOutbox.id, id));
    },

    async markFailed(row: OutboxRow, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: error, nextAttemptAt: null, ...blanked(row) })
        .where(eq(mailOutbox.id, row.id));
    },

    async list(filter: { page: number; pageSize: number; q?: string | undefined }) {
      const conditions: SQL[] = [];
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q)}%`;
        conditions.push(or(ilike(mailOutbox.recipient, pattern), ilike(mailOutbox.subject, pattern))!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select(summary)
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(filter.pageSize)
        .offset(filter.page * filter.pageSize);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mailOutbox).where(where);
      return { rows, total };
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row;
    },

    /** Forgets mails older than `before` (personal data kept no longer than needed, Ley 25.326). */
    async purge(before: Date): Promise<void> {
      await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, before));
    },
  };
}
export type MailRepository = ReturnType<typeof mailRepository>;

const blanked = (row: OutboxRow) => ({ text: blankTokens(row.text), html: blankTokens(row.html) });
