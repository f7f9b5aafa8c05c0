import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oidcPayloads } from '../db/schema';
import { isUnstorable } from '../lib/redact';

export interface AdapterHooks {
  /**
   * The provider revoked a grant: its JWT access tokens are not stored, so they are refused through the
   * API's revocation list instead (ADR 0110).
   */
  onGrantRevoked?: ((grantId: string) => Promise<void>) | undefined;
}

/**
 * Postgres storage for oidc-provider models (Session, Grant, AuthorizationCode, RefreshToken,
 * Interaction…), so that any instance can continue a sign-in another one started.
 */
export function postgresAdapterFactory(db: Db, hooks: AdapterHooks = {}) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly type: string) {}

    private key(id: string) {
      return and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        id,
        type: this.type,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcPayloads.id, oidcPayloads.type],
          set: { payload: row.payload, grantId: row.grantId, userCode: row.userCode, uid: row.uid, expiresAt },
        });
    }

    private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            where,
            eq(oidcPayloads.type, this.type),
            sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`,
          ),
        )
        .limit(1);
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    // The provider reads its form bodies itself (past the API's input guard, ADR 0111): a code or token
    // holding NUL or a lone surrogate cannot exist, so it is not found instead of failing in the database.
    find(id: string) {
      return isUnstorable(id) ? Promise.resolve(undefined) : this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string) {
      return isUnstorable(uid) ? Promise.resolve(undefined) : this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return isUnstorable(userCode) ? Promise.resolve(undefined) : this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db.update(oidcPayloads).set({ consumedAt: new Date() }).where(this.key(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // The provider revokes a grant's models one by one; access tokens are the ones it cannot delete.
      if (this.type === 'AccessToken') await hooks.onGrantRevoked?.(grantId);
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/** Removes expired rows; run at start-up and periodically. */
export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}
