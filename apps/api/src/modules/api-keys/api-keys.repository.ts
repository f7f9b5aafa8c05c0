import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ApiScope } from '@tirr/contracts';
import type { Db } from '../../db/client';
import { apiKeys, consultCount, countedConsult, creditConsults, users } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface NewApiKey {
  name: string;
  prefix: string;
  secretHash: string;
  scopes: ApiScope[];
  expiresAt: Date | null;
  requestsPerMinute: number | null;
}

/** API keys (docs/api/keys.md): each user reads and changes only their own. */
export function apiKeysRepository(db: Db) {
  return {
    /**
     * Stores a key unless the user already holds `max` unrevoked ones (undefined then). The user's row is locked
     * for the count, so two creations at once cannot both pass it.
     */
    async create(userId: string, key: NewApiKey, max: number, at: Date): Promise<ApiKeyRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
        const [held] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx
          .insert(apiKeys)
          .values({ userId, ...key, createdAt: at })
          .returning();
        return row;
      });
    },

    async list(userId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    /** The consults of credit data made with each of the user's keys since `since` (the audit, counted kinds). */
    async consultsSince(userId: string, since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ keyId: creditConsults.apiKeyId, n: consultCount })
        .from(creditConsults)
        .where(
          and(
            eq(creditConsults.userId, userId),
            isNotNull(creditConsults.apiKeyId),
            gte(creditConsults.createdAt, since),
            countedConsult,
          ),
        )
        .groupBy(creditConsults.apiKeyId);
      return new Map(rows.map((r) => [r.keyId!, r.n]));
    },

    /** Revokes one of the user's keys (once: the first revocation's time stays); undefined when not theirs. */
    async revoke(userId: string, id: string, at: Date): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id)))
        .returning();
      return row;
    },

    /** The key of a hash with its owner's subject (the auth hook's read). */
    async findByHash(hash: string) {
      const [row] = await db
        .select({ key: apiKeys, ownerSub: users.sub })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.secretHash, hash))
        .limit(1);
      return row;
    },

    async touch(id: string, at: Date) {
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
