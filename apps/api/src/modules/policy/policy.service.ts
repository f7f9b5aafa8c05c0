/**
 * 'Política de crédito' (premium; docs/domain/credit-policy.md, ADR 0144): the user's policy as immutable versions,
 * the templates, a subject evaluated under the saved policy or a draft, and a draft previewed over Mis Perfiles.
 * The rules are the domain's; here are where the facts come from and what is stored (§10).
 */
import {
  POLICY_ERROR_CODES,
  type CreditReport,
  type PolicyDecisionView,
  type PolicyPreview,
  type PolicyTemplates,
  type PolicyVersion,
  type PolicyVersions,
} from '@tirr/contracts';
import {
  buenosAiresDate,
  can,
  evaluatePolicy,
  normalizeTaxInput,
  outcomeRank,
  policyFacts,
  POLICY_TEMPLATES,
  type Permission,
  type Policy,
} from '@tirr/domain';
import { AppError, badRequest } from '../../lib/errors';
import { cuitMessage } from '../../lib/tax-id-messages';
import { balanceInput, decisionView, profileFacts, type PolicyDecisionStore } from '../../lib/policy-decisions';
import type { PolicyRepository, PolicyVersionRow } from './policy.repository';

/** Who applies a policy: the subject's report is read for them (their audit row, their budget). */
export interface PolicyCaller {
  userId: string;
  permissions: readonly Permission[];
}

/** A policy as sent (PUT /policy, a draft): its name and its rules, already valid (the contract's policyBody). */
export interface NamedPolicy {
  name: string;
  policy: Policy;
}

export interface PolicyServiceDeps {
  repository: PolicyRepository;
  /** The user's newest version, their balances of a subject, and decisions stored with their version. */
  decisions: PolicyDecisionStore;
  /** The subject's report through the report's gate (blocked 403, minor 404), audited as 'policy'. */
  report: (caller: PolicyCaller, taxNumber: string) => Promise<CreditReport>;
  now?: () => Date;
  /** Tells every instance that a user's portfolio changed: a save decides their profiles again (ADR 0132). */
  profilesChanged?: (userId: string) => void;
}

const NIL = { id: null, version: null };

const noPolicy = () => new AppError(404, POLICY_ERROR_CODES.notFound, 'Todavía no guardaste una política de crédito.');

const toVersion = (row: PolicyVersionRow): PolicyVersion => ({
  id: row.id,
  name: row.name,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  policy: row.policy,
});

export function policyService(deps: PolicyServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function current(userId: string): Promise<PolicyVersionRow> {
    const row = await deps.decisions.latest(userId);
    if (!row) throw noPolicy();
    return row;
  }

  /**
   * A new version, and every profile of Mis Perfiles decided again under it in the same transaction (a decision in
   * the list is always the newest version's, docs/domain/credit-policy.md §12).
   */
  async function saveVersion(userId: string, name: string, policy: Policy): Promise<PolicyVersion> {
    const at = now();
    const row = await repository.save(userId, name, policy, at, (tx) =>
      deps.decisions.decideProfiles(userId, at, { tx }),
    );
    deps.profilesChanged?.(userId);
    return toVersion(row);
  }

  return {
    current: async (userId: string): Promise<PolicyVersion> => toVersion(await current(userId)),

    /** A new version (the previous + 1); nothing is overwritten. */
    save: (userId: string, { name, policy }: NamedPolicy): Promise<PolicyVersion> => saveVersion(userId, name, policy),

    versions: async (userId: string): Promise<PolicyVersions> => ({
      items: (await repository.versions(userId)).map(toVersion),
    }),

    /** 'Volver a esta versión': a new version with that one's name and rules. */
    async restore(userId: string, version: number): Promise<PolicyVersion> {
      const row = await repository.byVersion(userId, version);
      if (!row) {
        throw new AppError(
          404,
          POLICY_ERROR_CODES.versionNotFound,
          `Tu política de crédito no tiene una versión ${version}.`,
        );
      }
      return saveVersion(userId, row.name, row.policy);
    },

    templates: (): PolicyTemplates => ({
      items: POLICY_TEMPLATES.map(({ code, name, policy }) => ({ code, name, policy })),
    }),

    /**
     * A subject under the saved policy (stored with the version it used) or a draft (stored nowhere). The tax id
     * and the policy are checked before the report is read, so a refusal reads and audits nothing.
     */
    async evaluate(caller: PolicyCaller, taxId: string, draft?: NamedPolicy): Promise<PolicyDecisionView> {
      const problem = cuitMessage(taxId);
      if (problem) throw badRequest('taxId', problem);
      const taxNumber = normalizeTaxInput(taxId);
      const saved = draft ? undefined : await current(caller.userId);
      const report = await deps.report(caller, taxNumber);
      const at = now();
      if (saved) return deps.decisions.decide(caller.userId, saved, report, at);
      const balances = (await deps.decisions.balancesOf(caller.userId, taxNumber)).map(balanceInput);
      const facts = policyFacts(report, balances);
      const result = evaluatePolicy(draft!.policy, facts, { today: buenosAiresDate(at) });
      return decisionView({ ...NIL, name: draft!.name }, taxNumber, result, facts, at);
    },

    /**
     * A draft over every profile of Mis Perfiles, from the facts stored with each profile's snapshot and its
     * newest balance: no consult, no audit. Read in one statement and evaluated in memory.
     */
    async preview(caller: PolicyCaller, { policy }: NamedPolicy): Promise<PolicyPreview> {
      const rows = await repository.portfolio(caller.userId, can(caller.permissions, 'admin'));
      const today = buenosAiresDate(now());
      const counts = { APROBAR: 0, OBSERVAR: 0, RECHAZAR: 0 };
      const items: PolicyPreview['items'] = [];
      let missingFacts = 0;
      for (const row of rows) {
        const facts = profileFacts(row);
        if (!facts) {
          missingFacts += 1;
          continue;
        }
        const { decision, decidedBy, reasons } = evaluatePolicy(policy, facts, { today });
        counts[decision] += 1;
        items.push({ profileId: row.id, taxNumber: row.taxNumber, name: row.name, decision, decidedBy, reasons });
      }
      items.sort((a, b) => outcomeRank(a.decision) - outcomeRank(b.decision) || a.name.localeCompare(b.name, 'es'));
      return { counts, items, missingFacts };
    },
  };
}
export type PolicyService = ReturnType<typeof policyService>;
