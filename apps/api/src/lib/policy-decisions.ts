/**
 * A subject's decision under its user's saved credit policy (docs/domain/credit-policy.md §10, §12), for every place
 * that shows one — the policy's own evaluate route, Mis Perfiles and its monitoring, and the features that carry a
 * 'Decisión' beside their results. It reads the user's newest policy version and their balances of the subject,
 * evaluates with the domain's rules and stores the decision with the version it used. API modules do not import each
 * other: this is the one place that does it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CreditReport, PolicyDecisionView } from '@tirr/contracts';
import {
  balanceScore,
  buenosAiresDate,
  evaluatePolicy,
  policyBalanceFacts,
  policyFacts,
  type Policy,
  type PolicyBalanceInput,
  type PolicyDecision,
  type PolicyFacts,
  type PolicyOutcome,
} from '@tirr/domain';
import type { Db } from '../db/client';
import { creditPolicyVersions, policyDecisions, profileBalances, profiles, type PolicyReportFacts } from '../db/schema';

/** The database or one of its transactions. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** The outcomes in words (Spanish the source), as the screens word them: the export and the monitoring alerts. */
export const OUTCOME_WORDS: Record<'es' | 'en', Record<PolicyOutcome, string>> = {
  es: { APROBAR: 'Aprobar', OBSERVAR: 'Observar', RECHAZAR: 'Rechazar' },
  en: { APROBAR: 'Approve', OBSERVAR: 'Watch', RECHAZAR: 'Reject' },
};

/** The newest balance of the profile in the outer query (by closing date, then upload): one index lookup. */
export const latestBalanceOf = (db: DbOrTx) =>
  db
    .select(BALANCE_FIGURES)
    .from(profileBalances)
    .where(eq(profileBalances.profileId, profiles.id))
    .orderBy(desc(profileBalances.date), desc(profileBalances.createdAt))
    .limit(1)
    .as('latest_balance');

/** The figures of `latestBalanceOf`, to select as one nested `balance` (null when the profile has none). */
export const balanceFiguresOf = (balance: ReturnType<typeof latestBalanceOf>) => ({
  date: balance.date,
  ventas: balance.ventas,
  resultadoNeto: balance.resultadoNeto,
  activosCorrientes: balance.activosCorrientes,
  activosNoCorrientes: balance.activosNoCorrientes,
  pasivosCorrientes: balance.pasivosCorrientes,
  pasivosNoCorrientes: balance.pasivosNoCorrientes,
});

/** What a profile's decision reads: the report's facts stored with its snapshot and its newest balance. */
export interface ProfileDecisionInput {
  facts: PolicyReportFacts | null;
  balance: BalanceFigures | null;
}

/** A profile's facts: the stored report facts with its newest balance joined; null when it has none stored. */
export function profileFacts({ facts, balance }: ProfileDecisionInput): PolicyFacts | null {
  return facts && { ...facts, balance: balance && policyBalanceFacts(balanceInput(balance)) };
}

/** A profile's decision under `policy` on `today` (docs/domain/credit-policy.md §12); null without stored facts. */
export function profileDecision(policy: Policy, input: ProfileDecisionInput, today: string): PolicyOutcome | null {
  const facts = profileFacts(input);
  return facts && evaluatePolicy(policy, facts, { today }).decision;
}

/** A profile's stored decision before and after it was taken again. */
export interface ProfileDecisionChange {
  profileId: string;
  before: { decision: PolicyOutcome | null; versionId: string | null };
  after: { decision: PolicyOutcome | null; version: Pick<PolicyVersionRow, 'id' | 'version'> | null };
}

/**
 * The decision a profile's new data changed (what a monitoring alert tells, §12): from one outcome to another under
 * the same version. A new version (the user edited their policy) or a first decision is not one.
 */
export function newDataDecision({ before, after }: ProfileDecisionChange): DecisionChanged | null {
  if (!before.decision || !after.decision || !after.version || before.decision === after.decision) return null;
  return after.version.id === before.versionId
    ? { from: before.decision, to: after.decision, version: after.version.version }
    : null;
}
export interface DecisionChanged {
  from: PolicyOutcome;
  to: PolicyOutcome;
  version: number;
}

/** 'La decisión cambió de Aprobar a Observar (versión 3 de tu política).' (in English by lib/texts-en-policy.ts). */
export const decisionChangedText = ({ from, to, version }: DecisionChanged) =>
  `La decisión cambió de ${OUTCOME_WORDS.es[from]} a ${OUTCOME_WORDS.es[to]} (versión ${version} de tu política).`;

export function policyDecisionStore(db: Db) {
  const store = {
    /** The user's newest policy version, if they saved one (`tx`: as a transaction sees it). */
    async latest(userId: string, tx: DbOrTx = db): Promise<PolicyVersionRow | undefined> {
      const [row] = await tx
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

    /**
     * Takes again the decision of the user's profiles (every one, or `profileId`) under their newest version and
     * stores it on each with the version (null and null without a policy; the decision null without facts), in
     * `tx` (a policy's save) or a transaction of its own. The profiles are locked before the version is read, so a
     * save and a profile's refresh or balance take turns and the last one reads what the others wrote (§12).
     * Evaluated in memory and written in one statement: a portfolio of 1000 is one read and one update.
     */
    async decideProfiles(
      userId: string,
      at: Date,
      { profileId, tx }: { profileId?: string; tx?: DbOrTx } = {},
    ): Promise<ProfileDecisionChange[]> {
      const run = async (t: DbOrTx) => {
        const balance = latestBalanceOf(t);
        const rows = await t
          .select({
            id: profiles.id,
            decision: profiles.policyDecision,
            versionId: profiles.policyDecisionVersionId,
            facts: profiles.policyFacts,
            balance: balanceFiguresOf(balance),
          })
          .from(profiles)
          .leftJoinLateral(balance, sql`true`)
          .where(and(eq(profiles.userId, userId), profileId ? eq(profiles.id, profileId) : undefined))
          .for('no key update', { of: profiles });
        const version = (await store.latest(userId, t)) ?? null;
        const today = buenosAiresDate(at);
        const changes: ProfileDecisionChange[] = rows.map((row) => ({
          profileId: row.id,
          before: { decision: row.decision, versionId: row.versionId },
          after: {
            decision: version && profileDecision(version.policy, row, today),
            version: version && { id: version.id, version: version.version },
          },
        }));
        const changed = changes.filter(
          (c) => c.after.decision !== c.before.decision || (c.after.version?.id ?? null) !== c.before.versionId,
        );
        if (changed.length > 0) {
          const values = JSON.stringify(changed.map((c) => ({ id: c.profileId, decision: c.after.decision })));
          await t.execute(sql`
            update ${profiles} set policy_decision = v.decision, policy_decision_version_id = ${version?.id ?? null}::uuid
              from jsonb_to_recordset(${values}::jsonb) as v(id uuid, decision text)
             where ${profiles.id} = v.id`);
        }
        return changes;
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /** `decideProfiles` of one profile: its decision before and after (undefined when it is not the user's). */
    decideProfile: async (userId: string, profileId: string, at: Date): Promise<ProfileDecisionChange | undefined> =>
      (await store.decideProfiles(userId, at, { profileId }))[0],

    /** The decision under the user's saved policy, stored; null when they have none. */
    async underSaved(userId: string, report: CreditReport, at: Date): Promise<PolicyDecisionView | null> {
      const version = await store.latest(userId);
      return version ? store.decide(userId, version, report, at) : null;
    },
  };
  return store;
}
export type PolicyDecisionStore = ReturnType<typeof policyDecisionStore>;
