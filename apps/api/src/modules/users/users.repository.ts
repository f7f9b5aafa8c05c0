import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UpdateUserInfoBody, UserInfo } from '@tirr/contracts';
import type { Db } from '../../db/client';
import { organisationMembers, organisations, users } from '../../db/schema';
import type { ProfileFields } from '../../lib/profile-fields';

export type UserRow = typeof users.$inferSelect;

export function usersRepository(db: Db) {
  return {
    async findBySub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.sub, sub)).limit(1);
      return row;
    },

    /**
     * The user of a subject with their organisation, if any (docs/domain/organisations.md): its id and name, the
     * user's role in it, and its owner's account (whose data members work in) with the owner's role and premium end.
     */
    async findForAuth(sub: string) {
      const owner = alias(users, 'owner');
      const [row] = await db
        .select({
          user: users,
          organisation: {
            id: organisations.id,
            name: organisations.name,
            role: organisationMembers.role,
            ownerId: organisations.ownerId,
            ownerRole: owner.role,
            ownerPremiumUntil: owner.premiumUntil,
          },
        })
        .from(users)
        .leftJoin(organisationMembers, eq(organisationMembers.userId, users.id))
        .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
        .leftJoin(owner, eq(owner.id, organisations.ownerId))
        .where(eq(users.sub, sub))
        .limit(1);
      return row;
    },

    /** Creates the user of a subject or refreshes its profile fields; the role is never touched here. */
    async upsert(sub: string, profile: ProfileFields): Promise<UserRow> {
      const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (profile.email !== undefined) set.email = profile.email;
      if (profile.name !== undefined) set.name = profile.name;
      if (profile.picture !== undefined) set.picture = profile.picture;
      if (profile.emailVerified !== undefined) set.emailVerified = profile.emailVerified;
      const [row] = await db
        .insert(users)
        .values({ sub, ...set })
        .onConflictDoUpdate({ target: users.sub, set })
        .returning();
      return row!;
    },

    /** Merges the given keys into the stored info in one statement (no lost update between two tabs). */
    async mergeInfo(sub: string, patch: UpdateUserInfoBody): Promise<UserInfo> {
      const [row] = await db
        .insert(users)
        .values({ sub, info: patch })
        .onConflictDoUpdate({
          target: users.sub,
          set: { info: sql`${users.info} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() },
        })
        .returning({ info: users.info });
      return row!.info;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
