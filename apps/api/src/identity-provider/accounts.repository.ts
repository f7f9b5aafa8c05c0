import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, oidcPayloads, users } from '../db/schema';
import type { Role } from '@tirr/domain';
import type { UserInfo } from '@tirr/contracts';

export type AccountRow = typeof accounts.$inferSelect;

/** Subjects of the built-in provider carry the 'tirr' prefix, like 'auth0|…' for Auth0. */
export const BUILTIN_ORIGIN = 'tirr';
export const subjectOf = (accountId: string) => `${BUILTIN_ORIGIN}|${accountId}`;
export const accountIdOf = (subject: string) =>
  subject.startsWith(`${BUILTIN_ORIGIN}|`) ? subject.slice(BUILTIN_ORIGIN.length + 1) : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function accountsRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase())).limit(1);
      return row;
    },
    async findById(id: string): Promise<AccountRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return row;
    },
    /**
     * Creates the credentials and the user row together, so a registered account always has a user
     * with a role. Returns undefined when the email is already taken.
     */
    async create(input: {
      email: string;
      name: string;
      passwordHash: string;
      role?: Role;
      emailVerified?: boolean;
      info?: UserInfo;
    }) {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({
            email: input.email.trim().toLowerCase(),
            name: input.name.trim(),
            passwordHash: input.passwordHash,
            emailVerified: input.emailVerified ?? false,
          })
          .onConflictDoNothing({ target: accounts.email })
          .returning();
        if (!account) return undefined;
        await tx
          .insert(users)
          .values({
            sub: subjectOf(account.id),
            email: account.email,
            name: account.name,
            emailVerified: account.emailVerified,
            role: input.role ?? 'free',
            info: input.info ?? {},
          })
          .onConflictDoNothing({ target: users.sub });
        return account;
      });
    },

    /** The account's email is confirmed: the credentials and the user row (whose flag the API checks). */
    async markEmailVerified(id: string, tx: Db = db): Promise<void> {
      const [account] = await tx.update(accounts).set({ emailVerified: true }).where(eq(accounts.id, id)).returning();
      if (account)
        await tx
          .update(users)
          .set({ emailVerified: true })
          .where(eq(users.sub, subjectOf(id)));
    },

    async setPassword(id: string, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, id));
    },

    /**
     * Ends every provider session of the account and revokes its grants with what hangs from them
     * (refresh tokens, codes): the stored payloads of the account's subject and of its grants' ids.
     */
    /** Deletes the account's provider sessions and grants (with their tokens); answers the grant ids. */
    async revokeSessions(id: string, tx: Db = db): Promise<string[]> {
      const sub = subjectOf(id);
      const ofAccount = sql`${oidcPayloads.payload}->>'accountId' = ${sub}`;
      const grants = await tx
        .select({ id: oidcPayloads.id })
        .from(oidcPayloads)
        .where(and(ofAccount, eq(oidcPayloads.type, 'Grant')));
      const ids = grants.map((g) => g.id);
      await tx
        .delete(oidcPayloads)
        .where(ids.length > 0 ? or(ofAccount, inArray(oidcPayloads.grantId, ids)) : ofAccount);
      return ids;
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
