/**
 * A subject's decision under its user's saved credit policy (docs/domain/credit-policy.md §10), for every place that
 * shows one — the policy's own evaluate route, and the features that carry a 'Decisión' beside their results. It reads
 * the user's newest policy version and their balances of the subject, evaluates with the domain's rules and stores the
 * decision with the version it used. API modules do not import each other: this is the one place that does it.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { CreditReport, PolicyDecisionView } from '@tirr/contracts';
import {
  balanceScore,
  buenosAiresDate,
  evaluatePolicy,
  policyFacts,
  type PolicyBalanceInput,
  type PolicyDecision,
  type PolicyFacts,
} from '@tirr/domain';
import type { Db } from '../db/client';
import { creditPolicyVersions, policyDecisions, profileBalances, profiles } from '../db/schema';

export type PolicyVersionRow = typeof creditPolicyVersions.$inferSelect;

/** What a policy reads of a balance: its closing date and the six figures (its score and bases come from them). */
export const BALANCE_FIGURES = {
  date: profileBalances.date,
  ventas: profileBalances.ventas,
  resultadoNeto: profileBalances.resultadoNeto,
  activosCorrientes: profileBalances.activosCorrientes,
  activosNoCorrientes: profileBalances.activosNoCorrientes,
  pasivosCorrientes: profileBalances.pasivosCorrientes,
  pasivosNoCorrientes: profileBalances.pasivosNoCorrientes,
};
export type BalanceFigures = { [K in keyof typeof BALANCE_FIGURES]: (typeof profileBalances.$inferSelect)[K] };

/** A stored balance as the facts read it: its closing date, the balance-sheet score v1 and the limit's bases. */
export function balanceInput({ date, ...inputs }: BalanceFigures): PolicyBalanceInput {
  const scored = balanceScore(inputs);
  return {
    date,
    score: scored.ok ? scored.score : null,
    parameters: { ventas: inputs.ventas, patrimonioNeto: scored.totals.patrimonioNeto },
  };
}

/** A decision as answered: the version, the decision with its reasons and limit, the facts read and the day. */
export function decisionView(
  version: Pick<PolicyVersionRow, 'id' | 'name' | 'version'> | { id: null; name: string; version: null },
  taxNumber: string,
  result: PolicyDecision,
  facts: PolicyFacts,
  at: Date,
): PolicyDecisionView {
  return {
    policy: { id: version.id, name: version.name, version: version.version },
    taxNumber,
    ...result,
    facts,
    today: buenosAiresDate(at),
    decidedAt: at.toISOString(),
  } as PolicyDecisionView;
}

export function policyDecisionStore(db: Db) {
  const store = {
    /** The user's newest policy version, if they saved one. */
    async latest(userId: string): Promise<PolicyVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(creditPolicyVersions)
        .where(eq(creditPolicyVersions.userId, userId))
        .orderBy(desc(creditPolicyVersions.version))
        .limit(1);
      return row;
    },

    /** The balances of the user's profile of this tax id (none when it is not in their Mis Perfiles). */
    balancesOf: (userId: string, taxNumber: string): Promise<BalanceFigures[]> =>
      db
        .select(BALANCE_FIGURES)
        .from(profileBalances)
        .innerJoin(profiles, eq(profiles.id, profileBalances.profileId))
        .where(and(eq(profiles.userId, userId), eq(profiles.taxNumber, taxNumber))),

    /**
     * The subject of `report` under `version` (the user's balances of it joined), stored with the version it used.
     */
    async decide(userId: string, version: PolicyVersionRow, report: CreditReport, at: Date) {
      const balances = (await store.balancesOf(userId, report.taxNumber)).map(balanceInput);
      const facts = policyFacts(report, balances);
      const today = buenosAiresDate(at);
      const result = evaluatePolicy(version.policy, facts, { today });
      await db.insert(policyDecisions).values({
        userId,
        taxNumber: report.taxNumber,
        policyVersionId: version.id,
        decision: result.decision,
        decidedBy: result.decidedBy,
        reasons: result.reasons,
        missing: result.missing,
        limit: result.limit ?? null,
        facts,
        today,
        decidedAt: at,
      });
      return decisionView(version, report.taxNumber, result, facts, at);
    },

    /** The decision under the user's saved policy, stored; null when they have none. */
    async underSaved(userId: string, report: CreditReport, at: Date): Promise<PolicyDecisionView | null> {
      const version = await store.latest(userId);
      return version ? store.decide(userId, version, report, at) : null;
    },
  };
  return store;
}
export type PolicyDecisionStore = ReturnType<typeof policyDecisionStore>;
