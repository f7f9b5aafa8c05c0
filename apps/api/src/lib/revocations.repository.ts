import { gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionRevocations } from '../db/schema';

/** The `session_revocations` table (ADR 0110). */
export function revocationsRepository(db: Db) {
  return {
    /** Records an ended session; recording it again keeps the later expiry. */
    async add(sessionId: string, expiresAt: Date): Promise<void> {
      await db
        .insert(sessionRevocations)
        .values({ sessionId, expiresAt })
        .onConflictDoUpdate({
          target: sessionRevocations.sessionId,
          set: { expiresAt: sql`greatest(${sessionRevocations.expiresAt}, excluded.expires_at)` },
        });
    },
    /** Sessions still holding unexpired access tokens. */
    async active(now: Date): Promise<string[]> {
      const rows = await db
        .select({ sessionId: sessionRevocations.sessionId })
        .from(sessionRevocations)
        .where(gt(sessionRevocations.expiresAt, now));
      return rows.map((r) => r.sessionId);
    },
    async purge(now: Date): Promise<void> {
      await db.delete(sessionRevocations).where(lt(sessionRevocations.expiresAt, now));
    },
  };
}
export type RevocationsRepository = ReturnType<typeof revocationsRepository>;
