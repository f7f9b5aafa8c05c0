/**
 * 'Analizar cheque' (docs/domain/cheque-analysis.md): whether a cheque is reported to BCRA, how its drawer pays
 * (the drawer's credit report, through the report's gate: blocked ids, availability, the monthly quota, the
 * audit as 'cheque'), the suggested rate and expected loss, and the verdict. Every bad field is answered at once,
 * before anything is read or any quota used.
 */
import {
  CHEQUE_ANALYSIS_FIELDS,
  CHEQUE_ERROR_CODES,
  type ChequeAnalysis,
  type ChequeAssumptionsSettings,
  type ChequeEntities,
  type CreditReport,
} from '@tirr/contracts';
import {
  assumptionProblems,
  can,
  DEFAULT_CHEQUE_ASSUMPTIONS,
  mergeAssumptions,
  normalizeTaxInput,
  type ChequeAssumptionsOverride,
  type Permission,
} from '@tirr/domain';
import { AppError } from '../../lib/errors';
import type { PolicyDecisionStore } from '../../lib/policy-decisions';
import { chequeAnalyst, type ChequeAnalystDeps, type ValidCheque } from './cheques.analysis';
import { pricingMessage, problemsError, readAnalysisBody, unknownEntityMessage } from './cheques.validation';

/** Who analyses: the drawer's report is read for them (their quota, their audit row). */
export interface ChequeCaller {
  userId: string;
  permissions: readonly Permission[];
  /** The API key of the request (docs/api/keys.md): reads are audited under it. */
  apiKeyId?: string | null;
  /** The organisation member acting (docs/domain/organisations.md): reads are theirs. */
  actorId?: string | null;
}

export interface ChequesServiceDeps extends ChequeAnalystDeps {
  /** The drawer's report through the report's gate, audited as 'cheque'. */
  drawerReport: (caller: ChequeCaller, taxNumber: string) => Promise<CreditReport>;
  /**
   * The drawer under the caller's saved credit policy (premium), stored with its version, beside the verdict
   * (docs/domain/credit-policy.md §11); without it, no analysis has one.
   */
  decisions?: Pick<PolicyDecisionStore, 'underSaved'>;
}

/** The refusal of an entity code BCRA does not list (404 naming the field). */
const unknownEntity = (code: number) =>
  new AppError(
    404,
    CHEQUE_ERROR_CODES.entityNotFound,
    `entityCode: el código ${code} no es una entidad del BCRA que emita cheques.`,
    [{ field: 'entityCode', message: unknownEntityMessage(code) }],
  );

export function chequesService(deps: ChequesServiceDeps) {
  const { repository, sources } = deps;
  const analyst = chequeAnalyst(deps);

  return {
    async entities(): Promise<ChequeEntities> {
      return { items: await analyst.entities(), dataSource: sources.kind };
    },

    async assumptions(): Promise<ChequeAssumptionsSettings> {
      const { assumptions, updatedAt } = await analyst.assumptionsInForce();
      return { assumptions, defaults: DEFAULT_CHEQUE_ASSUMPTIONS, updatedAt: updatedAt?.toISOString() ?? null };
    },

    /** An administrator's assumptions for everyone: each value checked, the whole replaced (400 naming the path). */
    async saveAssumptions(raw: unknown): Promise<ChequeAssumptionsSettings> {
      const problems = assumptionProblems(raw ?? {});
      const details = Object.entries(problems).map(([path, problem]) => ({
        field: path === '' ? 'assumptions' : `assumptions.${path}`,
        message: pricingMessage(path === '' ? 'assumptions' : `assumptions.${path}`, problem),
      }));
      if (details.length > 0) throw problemsError(details);
      const updatedAt = await repository.saveAssumptions((raw ?? {}) as ChequeAssumptionsOverride);
      const assumptions = mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, raw as ChequeAssumptionsOverride);
      return { assumptions, defaults: DEFAULT_CHEQUE_ASSUMPTIONS, updatedAt: updatedAt.toISOString() };
    },

    async analyse(caller: ChequeCaller, raw: unknown): Promise<ChequeAnalysis> {
      const at = deps.now();
      const { body, errors } = readAnalysisBody(raw);
      const pricing = await analyst.pricing(body, at);
      const details = [...analyst.chequeProblems(body, errors, pricing), ...pricing.problems];
      if (details.length > 0) throw problemsError(details, CHEQUE_ANALYSIS_FIELDS);

      const cheque = { ...body, drawerTaxId: normalizeTaxInput(body.drawerTaxId!) } as ValidCheque;
      const entities = await analyst.entities().catch(() => []);
      const entity = entities.find((e) => e.code === cheque.entityCode);
      if (entities.length > 0 && !entity) throw unknownEntity(cheque.entityCode);
      // The report first: a blocked id, a minor or no quota left refuses before BCRA is asked about the cheque.
      const report = await deps.drawerReport(caller, cheque.drawerTaxId);
      const reported = await analyst.reportedStatus(cheque);
      const decision = can(caller.permissions, 'premium')
        ? ((await deps.decisions?.underSaved(caller.userId, report, at)) ?? null)
        : null;
      const name = entity?.name ?? String(cheque.entityCode);
      return analyst.analysis(cheque, name, report, reported, pricing, at, decision);
    },
  };
}
export type ChequesService = ReturnType<typeof chequesService>;
