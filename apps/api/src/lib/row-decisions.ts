/**
 * The 'Decisión' a row of a batch lookup or a cheque portfolio carries (docs/domain/credit-policy.md §11): the outcome
 * of its subject under the owner's saved credit policy when the row ran, and that policy's version — both null
 * without a saved policy. The decision itself is taken and stored by lib/policy-decisions.ts.
 */
import type { BatchResult, PolicyDecisionView } from '@tirr/contracts';

export type RowDecision = Pick<BatchResult, 'decision' | 'policyVersion'>;

/** The outcome and version of a decision (null and null without one). */
export const rowDecision = (view: PolicyDecisionView | null): RowDecision => ({
  decision: view?.decision ?? null,
  policyVersion: view?.policy.version ?? null,
});

/** A stored result as answered: one stored before rows kept decisions has neither field. */
export const withDecision = <T extends Partial<RowDecision>>(result: T): T & RowDecision => ({
  ...result,
  decision: result.decision ?? null,
  policyVersion: result.policyVersion ?? null,
});
