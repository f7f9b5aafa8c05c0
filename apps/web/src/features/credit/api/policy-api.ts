import { useQuery } from '@tanstack/react-query';
import type { POLICY_ERROR_CODES, PolicyDecisionView } from '@tirr/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { creditKeys } from './credit-keys';

/** POLICY_ERROR_CODES.notFound, typed against the contracts without loading their schemas into the report's chunk. */
const POLICY_NOT_FOUND: (typeof POLICY_ERROR_CODES)['notFound'] = 'POLICY_NOT_FOUND';

/** The report's subject under the user's saved policy, or `null` when they have not saved one yet. */
export type PolicyAnswer = PolicyDecisionView | null;

/**
 * The user's credit policy applied to a report's subject (POST /policy/evaluate with the saved version;
 * docs/domain/credit-policy.md §5, §9): premium users only. Nothing global happens when it fails — the report is what
 * the page is about — and 404 POLICY_NOT_FOUND is an answer: no policy saved yet.
 */
export function usePolicyDecision(taxNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: [...creditKeys.all, 'policy-decision', taxNumber],
    queryFn: async ({ signal }): Promise<PolicyAnswer> => {
      try {
        return await api.post(
          '/policy/evaluate',
          { taxId: taxNumber },
          { schema: contractSchema('policy', (c) => c.policyDecision), signal, globalErrors: false },
        );
      } catch (error) {
        if (isApiError(error) && error.code === POLICY_NOT_FOUND) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}
