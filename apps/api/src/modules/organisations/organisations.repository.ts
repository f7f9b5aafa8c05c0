import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consultCount,
  countedConsult,
  creditConsults,
  organisationInvitations,
  organisationMembers,
  organisations,
  users,
} from '../../db/schema';

export type InvitationRow = typeof organisationInvitations.$inferSelect;
type Role = (typeof organisationMembers.$inferSelect)['role'];

/** A unique constraint refused the write (a race another request won). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Organisations, their members and invitations (docs/domain/organisations.md). */
export function organisationsRepository(db: Db) {
  const memberColumns = {
    userId: organisationMembers.userId,
    email: users.email,
    name: users.name,
    role: organisationMembers.role,
    joinedAt: organisationMembers.joinedAt,
  };

  return {
    /** Creates an organisation owned by `ownerId`; undefined when the owner already belongs to one. */
    async create(ownerId: string, name: string, at: Date) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(organisations).values({ name, ownerId, createdAt: at }).returning();
          await tx
            .insert(organisationMembers)
            .values({ organisationId: row!.id, userId: ownerId, role: 'owner', joinedAt: at });
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async byId(id: string) {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
      return row;
    },

    /** The organisation a user belongs to, with their role. */
    async ofUser(userId: string) {
      const [row] = await db
        .select({ organisation: organisations, role: organisationMembers.role })
        .from(organisationMembers)
        .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
        .where(eq(organisationMembers.userId, userId));
      return row;
    },

    async members(organisationId: string) {
      return db
        .select(memberColumns)
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(eq(organisationMembers.organisationId, organisationId))
        .orderBy(asc(organisationMembers.joinedAt), asc(users.email));
    },

    async member(organisationId: string, userId: string) {
      const [row] = await db
        .select(memberColumns)
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
      return row;
    },

    async memberCount(organisationId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, organisationId));
      return row?.n ?? 0;
    },

    async removeMember(organisationId: string, userId: string) {
      const rows = await db
        .delete(organisationMembers)
        .where(
          and(
            eq(organisationMembers.organisationId, organisationId),
            eq(organisationMembers.userId, userId),
            sql`${organisationMembers.role} <> 'owner'`,
          ),
        )
        .returning({ userId: organisationMembers.userId });
      return rows.length > 0;
    },

    async invitations(organisationId: string) {
      return db
        .select()
        .from(organisationInvitations)
        .where(eq(organisationInvitations.organisationId, organisationId))
        .orderBy(desc(organisationInvitations.createdAt))
        .limit(100);
    },

    /** A new invitation; an open one for the same email is revoked first (inviting again sends a new link). */
    async invite(invitation: {
      organisationId: string;
      email: string;
      role: 'analyst' | 'viewer';
      tokenHash: string;
      invitedBy: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      return db.transaction(async (tx) => {
        await tx
          .update(organisationInvitations)
          .set({ revokedAt: invitation.createdAt })
          .where(
            and(
              eq(organisationInvitations.organisationId, invitation.organisationId),
              eq(organisationInvitations.email, invitation.email),
              isNull(organisationInvitations.acceptedAt),
              isNull(organisationInvitations.revokedAt),
            ),
          );
        const [row] = await tx.insert(organisationInvitations).values(invitation).returning();
        return row!;
      });
    },

    async revokeInvitation(organisationId: string, id: string, at: Date) {
      const [row] = await db
        .update(organisationInvitations)
        .set({ revokedAt: at })
        .where(
          and(
            eq(organisationInvitations.organisationId, organisationId),
            eq(organisationInvitations.id, id),
            isNull(organisationInvitations.acceptedAt),
            isNull(organisationInvitations.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    async invitationByToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(organisationInvitations)
        .where(eq(organisationInvitations.tokenHash, tokenHash));
      return row;
    },

    /**
     * Accepts an open invitation for `userId`: one transaction marks it used and adds the member. Answers false when
     * it was used or revoked meanwhile, or the user joined an organisation meanwhile.
     */
    async accept(invitation: InvitationRow, userId: string, at: Date): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const used = await tx
            .update(organisationInvitations)
            .set({ acceptedAt: at })
            .where(
              and(
                eq(organisationInvitations.id, invitation.id),
                isNull(organisationInvitations.acceptedAt),
                isNull(organisationInvitations.revokedAt),
              ),
            )
            .returning({ id: organisationInvitations.id });
          if (used.length === 0) return false;
          await tx.insert(organisationMembers).values({
            organisationId: invitation.organisationId,
            userId,
            role: invitation.role as Role,
            joinedAt: at,
          });
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Every organisation with its members, open invitations and each member's counted consults since `since`. */
    async all(since: Date, now: Date) {
      const orgs = await db
        .select({ organisation: organisations, ownerEmail: users.email })
        .from(organisations)
        .leftJoin(users, eq(users.id, organisations.ownerId))
        .orderBy(asc(organisations.createdAt));
      if (orgs.length === 0) return [];
      const ids = orgs.map((o) => o.organisation.id);
      const members = await db
        .select({ organisationId: organisationMembers.organisationId, ...memberColumns })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(inArray(organisationMembers.organisationId, ids))
        .orderBy(asc(organisationMembers.joinedAt));
      const consults = await db
        .select({ userId: creditConsults.userId, n: consultCount })
        .from(creditConsults)
        .innerJoin(organisationMembers, eq(organisationMembers.userId, creditConsults.userId))
        .where(
          and(inArray(organisationMembers.organisationId, ids), gte(creditConsults.createdAt, since), countedConsult),
        )
        .groupBy(creditConsults.userId);
      const open = await db
        .select({ organisationId: organisationInvitations.organisationId, n: count() })
        .from(organisationInvitations)
        .where(
          and(
            inArray(organisationInvitations.organisationId, ids),
            isNull(organisationInvitations.acceptedAt),
            isNull(organisationInvitations.revokedAt),
            sql`${organisationInvitations.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .groupBy(organisationInvitations.organisationId);
      const consultsOf = new Map(consults.map((c) => [c.userId, c.n]));
      return orgs.map(({ organisation, ownerEmail }) => ({
        organisation,
        ownerEmail,
        members: members
          .filter((m) => m.organisationId === organisation.id)
          .map((m) => ({ ...m, consultsThisMonth: consultsOf.get(m.userId) ?? 0 })),
        pendingInvitations: open.find((o) => o.organisationId === organisation.id)?.n ?? 0,
      }));
    },
  };
}
export type OrganisationsRepository = ReturnType<typeof organisationsRepository>;
