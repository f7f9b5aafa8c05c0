import { and, asc, desc, eq, gte, inArray, isNull, lt, notExists, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isTaxIdBlocked } from '../../lib/blocked-tax-ids';
import { blockedCuits, profileBalances, profiles } from '../../db/schema';
import type { CreditSnapshot } from './snapshot';

export type ProfileRow = typeof profiles.$inferSelect;
export type BalanceRow = typeof profileBalances.$inferSelect;

export interface ProfilePatch {
  group?: string | null;
  income?: number | null;
  behaviour?: string | null;
  date?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `id` can be a profile id (anything else is simply not found, never a database error). */
export const isProfileId = (id: string) => UUID.test(id);

export function profilesRepository(db: Db) {
  const notBlocked = notExists(
    db.select({ t: blockedCuits.taxNumber }).from(blockedCuits).where(eq(blockedCuits.taxNumber, profiles.taxNumber)),
  );

  return {
    /** The user's profiles, newest first; blocked tax ids left out unless `includeBlocked`. */
    async list(userId: string, includeBlocked: boolean): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(includeBlocked ? eq(profiles.userId, userId) : and(eq(profiles.userId, userId), notBlocked))
        .orderBy(desc(profiles.createdAt), asc(profiles.taxNumber));
    },

    async findOwned(userId: string, id: string, includeBlocked: boolean): Promise<ProfileRow | undefined> {
      if (!isProfileId(id)) return undefined;
      const owned = and(eq(profiles.id, id), eq(profiles.userId, userId));
      const [row] = await db
        .select()
        .from(profiles)
        .where(includeBlocked ? owned : and(owned, notBlocked))
        .limit(1);
      return row;
    },

    async existsFor(userId: string, taxNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.userId, userId), eq(profiles.taxNumber, taxNumber)))
        .limit(1);
      return !!row;
    },

    /** Balances of some profiles, newest first (by date, then upload). */
    /**
     * The newest balance of each of a user's profiles, in one statement with one parameter (a list of
     * profile ids as parameters cost PGlite more than the query itself).
     */
    async lastBalancesOf(userId: string): Promise<BalanceRow[]> {
      return db
        .selectDistinctOn([profileBalances.profileId])
        .from(profileBalances)
        .where(
          inArray(
            profileBalances.profileId,
            db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId)),
          ),
        )
        .orderBy(profileBalances.profileId, desc(profileBalances.date), desc(profileBalances.createdAt));
    },

    async balancesOf(profileIds: readonly string[]): Promise<BalanceRow[]> {
      if (profileIds.length === 0) return [];
      return db
        .select()
        .from(profileBalances)
        .where(inArray(profileBalances.profileId, [...profileIds]))
        .orderBy(desc(profileBalances.date), desc(profileBalances.createdAt));
    },

    /** Inserts the profile; undefined when the user already has this tax id (unique constraint). */
    async insert(
      userId: string,
      taxNumber: string,
      snapshot: CreditSnapshot,
      period: string,
      at: Date,
    ): Promise<ProfileRow | undefined> {
      const [row] = await db
        .insert(profiles)
        .values({ userId, taxNumber, ...snapshot, period, refreshedAt: at, createdAt: at })
        .onConflictDoNothing({ target: [profiles.userId, profiles.taxNumber] })
        .returning();
      return row;
    },

    async update(userId: string, id: string, patch: ProfilePatch): Promise<ProfileRow | undefined> {
      if (!isProfileId(id)) return undefined;
      if (Object.keys(patch).length === 0) {
        const [row] = await db
          .select()
          .from(profiles)
          .where(and(eq(profiles.id, id), eq(profiles.userId, userId)));
        return row;
      }
      const [row] = await db
        .update(profiles)
        .set(patch)
        .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<ProfileRow | undefined> {
      if (!isProfileId(id)) return undefined;
      const [row] = await db
        .delete(profiles)
        .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
        .returning();
      return row;
    },

    isBlocked: (taxNumber: string): Promise<boolean> => isTaxIdBlocked(db, taxNumber),

    /** Every user's profiles whose snapshot is older than `period` (monitoring), oldest first. */
    async staleSince(period: string, limit: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(or(isNull(profiles.period), lt(profiles.period, period)))
        .orderBy(asc(profiles.refreshedAt), asc(profiles.id))
        .limit(limit);
    },

    /** Stores a new snapshot, only if the row still holds the one it was compared with (`fromPeriod`). */
    async refresh(id: string, fromPeriod: string | null, snapshot: CreditSnapshot, period: string, at: Date) {
      const rows = await db
        .update(profiles)
        .set({ ...snapshot, period, refreshedAt: at })
        .where(
          and(eq(profiles.id, id), fromPeriod === null ? isNull(profiles.period) : eq(profiles.period, fromPeriod)),
        )
        .returning({ id: profiles.id });
      return rows.length > 0;
    },

    /** Profiles of `period` (or later) whose score was computed by an older scorecard (ADR 0114). */
    async outdatedScores(version: number, period: string, limit: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(and(lt(profiles.scoreVersion, version), gte(profiles.period, period)))
        .orderBy(asc(profiles.id))
        .limit(limit);
    },

    /** Stores a recomputed snapshot, only if the row still holds an older scorecard's score (idempotent). */
    async rescore(id: string, snapshot: CreditSnapshot, at: Date): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({ ...snapshot, refreshedAt: at })
        .where(and(eq(profiles.id, id), lt(profiles.scoreVersion, snapshot.scoreVersion)))
        .returning({ id: profiles.id });
      return rows.length > 0;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof profilesRepository>;
