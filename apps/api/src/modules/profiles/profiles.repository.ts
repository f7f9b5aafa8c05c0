import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blockedSql, isTaxIdBlocked, visibleTaxIds } from '../../lib/blocked-tax-ids';
import { profileBalances, profiles } from '../../db/schema';
import { listQueries } from './profiles.list';
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
  async function ownedWhere(userId: string, where: SQL): Promise<(ProfileRow & { blocked: boolean }) | undefined> {
    const [row] = await db
      .select({ ...getTableColumns(profiles), blocked: blockedSql(profiles.taxNumber) })
      .from(profiles)
      .where(and(where, eq(profiles.userId, userId)))
      .limit(1);
    return row;
  }

  return {
    /** The list's queries: filtered, sorted pages with each row's newest balance (ADR 0135). */
    listing: listQueries(db),

    /** The caller's groups (alphabetically) and person types, for the filters' choices. */
    async facets(userId: string, includeBlocked: boolean) {
      const where = and(eq(profiles.userId, userId), visibleTaxIds(includeBlocked, profiles.taxNumber));
      const [groups, types] = await Promise.all([
        db
          .selectDistinct({ group: profiles.group })
          .from(profiles)
          .where(and(where, isNotNull(profiles.group)))
          .orderBy(asc(profiles.group)),
        db.selectDistinct({ personType: profiles.personType }).from(profiles).where(where),
      ]);
      return { groups: groups.map((g) => g.group!), personTypes: types.map((t) => t.personType) };
    },

    /** One of the user's profiles, with whether its tax id is blocked (the service refuses it to non-admins). */
    findOwned: (userId: string, id: string) => (isProfileId(id) ? ownedWhere(userId, eq(profiles.id, id)) : undefined),

    /** The user's profile of a tax id, with whether it is blocked. */
    findByTaxNumber: (userId: string, taxNumber: string) => ownedWhere(userId, eq(profiles.taxNumber, taxNumber)),

    async existsFor(userId: string, taxNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.userId, userId), eq(profiles.taxNumber, taxNumber)))
        .limit(1);
      return !!row;
    },

    /** Balances of some profiles, newest first (by date, then upload). */
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
        .values({ userId, taxNumber, ...snapshot, period, policyFactsAt: at, refreshedAt: at, createdAt: at })
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

    /**
     * Every user's profiles whose snapshot is older than `period` (monitoring), oldest first. Blocked tax
     * ids are skipped for everyone (ADR 0104): their stored rows stay as they were.
     */
    async staleSince(period: string, limit: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(and(or(isNull(profiles.period), lt(profiles.period, period)), visibleTaxIds(false, profiles.taxNumber)))
        .orderBy(asc(profiles.refreshedAt), asc(profiles.id))
        .limit(limit);
    },

    /** Stores a new snapshot, only if the row still holds the one it was compared with (`fromPeriod`). */
    async refresh(id: string, fromPeriod: string | null, snapshot: CreditSnapshot, period: string, at: Date) {
      const rows = await db
        .update(profiles)
        .set({ ...snapshot, period, policyFactsAt: at, refreshedAt: at })
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
        .set({ ...snapshot, policyFactsAt: at, refreshedAt: at })
        .where(and(eq(profiles.id, id), lt(profiles.scoreVersion, snapshot.scoreVersion)))
        .returning({ id: profiles.id });
      return rows.length > 0;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof profilesRepository>;
