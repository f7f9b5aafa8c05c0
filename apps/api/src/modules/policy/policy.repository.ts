/**
 * 'Política de crédito' in the database (docs/domain/credit-policy.md §10): the user's immutable versions, the
 * decisions taken with them, and what a policy reads of Mis Perfiles — the balances of one profile, or every
 * profile's stored facts with its latest balance in one statement (the preview).
 */
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Policy } from '@tirr/domain';
import type { Db } from '../../db/client';
import { creditPolicyVersions, profiles, users } from '../../db/schema';
import { visibleTaxIds } from '../../lib/blocked-tax-ids';
import { balanceFiguresOf, latestBalanceOf, type DbOrTx, type PolicyVersionRow } from '../../lib/policy-decisions';

export type { PolicyVersionRow };

/** GET /policy/versions lists this many, newest first (older ones can still be restored by number). */
export const VERSIONS_LISTED = 100;

export function policyRepository(db: Db) {
  const mine = (userId: string) => eq(creditPolicyVersions.userId, userId);

  return {
    versions: (userId: string): Promise<PolicyVersionRow[]> =>
      db
        .select()
        .from(creditPolicyVersions)
        .where(mine(userId))
        .orderBy(desc(creditPolicyVersions.version))
        .limit(VERSIONS_LISTED),

    async byVersion(userId: string, version: number): Promise<PolicyVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(creditPolicyVersions)
        .where(and(mine(userId), eq(creditPolicyVersions.version, version)))
        .limit(1);
      return row;
    },

    /**
     * Saves a new version: the previous one + 1. The user's row is locked first, so two saves at once take
     * turns (n + 1, then n + 2) instead of both reading n; (user, version) is unique besides. `then` runs in the
     * same transaction (the profiles' decisions taken again under the new version, docs/domain/credit-policy.md §12).
     */
    save(
      userId: string,
      name: string,
      policy: Policy,
      at: Date,
      then?: (tx: DbOrTx) => Promise<unknown>,
    ): Promise<PolicyVersionRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
        const [{ last } = { last: null }] = await tx
          .select({ last: max(creditPolicyVersions.version) })
          .from(creditPolicyVersions)
          .where(mine(userId));
        const [row] = await tx
          .insert(creditPolicyVersions)
          .values({ userId, version: (last ?? 0) + 1, name, policy, createdAt: at })
          .returning();
        await then?.(tx);
        return row!;
      });
    },

    /**
     * Every profile of the user (blocked tax ids only for admins) with its stored facts and its newest balance,
     * in one statement: the preview evaluates them in memory.
     */
    portfolio(userId: string, includeBlocked: boolean) {
      const balance = latestBalanceOf(db);
      return db
        .select({
          id: profiles.id,
          taxNumber: profiles.taxNumber,
          name: profiles.name,
          facts: profiles.policyFacts,
          balance: balanceFiguresOf(balance),
        })
        .from(profiles)
        .leftJoinLateral(balance, sql`true`)
        .where(and(eq(profiles.userId, userId), visibleTaxIds(includeBlocked, profiles.taxNumber)));
    },
  };
}
export type PolicyRepository = ReturnType<typeof policyRepository>;
