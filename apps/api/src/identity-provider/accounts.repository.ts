import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
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
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
