import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTokens } from '../db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

/** How long a link works (ADR 0106). */
export const TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 24 * 3600_000,
  'reset-password': 30 * 60_000,
};

/** The stored form of a token: its SHA-256 (the token itself only travels in the mail). */
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
/** Tokens are 32 random bytes, base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** SQL of the single-use tokens of verification and password-reset links. */
export function emailTokensRepository(db: Db) {
  const valid = (token: string, purpose: EmailTokenPurpose, now: Date) =>
    and(
      eq(emailTokens.tokenHash, digest(token)),
      eq(emailTokens.purpose, purpose),
      isNull(emailTokens.usedAt),
      gt(emailTokens.expiresAt, now),
    );
  return {
    /** A new token for the account; earlier unused tokens of the same purpose stop working. */
    async issue(accountId: string, purpose: EmailTokenPurpose, now: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await tx
          .delete(emailTokens)
          .where(
            and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
          );
        await tx.insert(emailTokens).values({
          accountId,
          purpose,
          tokenHash: digest(token),
          expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
          createdAt: now,
        });
      });
      return token;
    },

    /** The account of a token that would still work, without using it (to show the page behind a link). */
    async peek(token: string, purpose: EmailTokenPurpose, now: Date): Promise<string | undefined> {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      const [row] = await db
        .select({ accountId: emailTokens.accountId })
        .from(emailTokens)
        .where(valid(token, purpose, now))
        .limit(1);
      return row?.accountId;
    },

    /**
     * Uses a token: the check and the stamp are one statement, so of two concurrent uses only one gets
     * the account. Undefined when the token is unknown, used or expired.
     */
    async consume(token: string, purpose: EmailTokenPurpose, now: Date, tx: Db = db): Promise<string | undefined> {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(valid(token, purpose, now))
        .returning({ accountId: emailTokens.accountId });
      return row?.accountId;
    },

    /** Every unused token of the account for a purpose stops working. */
    async revoke(accountId: string, purpose: EmailTokenPurpose, tx: Db = db): Promise<void> {
      await tx
        .delete(emailTokens)
        .where(and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },
  };
}
export type EmailTokensRepository = ReturnType<typeof emailTokensRepository>;
