import type { TFunction } from 'i18next';
import { POLICY_NAME_MAX } from '@tirr/contracts';
import { CONDITION_PARAMS, POLICY_LIMITS, validatePolicy, type ConditionKind, type Policy } from '@tirr/domain';
import { ApiError } from '../../../shared/api/api-error';
import type { Formatters } from '../../../shared/i18n/use-format';
import { isDraftLeaf, limitBasesOn, paramSpecs, type Draft, type DraftCondition } from './draft';

/**
 * What is wrong with a draft, by the field's path from the policy ('rules.2.condition.months', 'limit.cap', 'name'):
 * the paths the domain's validatePolicy and the API's 400 use (docs/domain/credit-policy.md §6), so a problem found
 * here and one the API sends land under the same input. Found here first: instant, and nothing is sent while any.
 */
export type Problems = ReadonlyMap<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path of the policy (undefined when there is none). */
function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const segment of path) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** A problem of the domain's validation in the interface's language, worded by what the field is. */
function wording(t: TFunction, fmt: Formatters, policy: Policy, field: string): string {
  const path = field.split('.');
  const name = path.at(-1) ?? '';
  const parent = valueAt(policy, path.slice(0, -1));
  if (isRecord(parent) && typeof parent.kind === 'string' && parent.kind in CONDITION_PARAMS) {
    const spec = paramSpecs(parent.kind as ConditionKind)[name];
    if (spec?.type === 'int') return t('problems.int', { min: spec.min, max: spec.max });
    if (spec?.type === 'amount') return t('problems.amount', { max: fmt.number(POLICY_LIMITS.amount, 0) });
    if (spec?.type === 'set') return t('problems.set');
  }
  switch (name) {
    case 'reason':
      return t('problems.reason', { max: POLICY_LIMITS.reasonLength });
    case 'percent':
      return t('problems.percent');
    case 'cap':
      return t('problems.amount', { max: fmt.number(POLICY_LIMITS.amount, 0) });
    case 'terms':
      return t('problems.terms');
    case 'all':
    case 'any':
      return t('problems.group', { max: POLICY_LIMITS.groupSize });
    case 'rules':
      return t('problems.rules', { max: POLICY_LIMITS.rules });
    default:
      return t('problems.invalid');
  }
}

/** Every problem of the draft, worded: the name's, then the domain's validation of the policy. */
export function draftProblems(t: TFunction, fmt: Formatters, draft: Draft, policy: Policy): Problems {
  const problems = new Map<string, string>();
  const name = draft.name.trim();
  if (name.length === 0 || name.length > POLICY_NAME_MAX)
    problems.set('name', t('problems.name', { max: POLICY_NAME_MAX }));
  for (const { field } of validatePolicy(policy)) {
    if (!problems.has(field)) problems.set(field, wording(t, fmt, policy, field));
  }
  return problems;
}

/**
 * The API's 400 `details` ([{ field, message }]) by field, in the API's words; empty for any other failure. `within`
 * is where the policy is in the body sent ('policy' for the preview's { policy }): left out of the paths.
 */
export function serverProblems(error: unknown, within = ''): Problems {
  const details = error instanceof ApiError && Array.isArray(error.envelope?.details) ? error.envelope.details : [];
  const problems = new Map<string, string>();
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail?.field === 'string' && typeof detail.message === 'string') {
      const field =
        within && detail.field.startsWith(`${within}.`) ? detail.field.slice(within.length + 1) : detail.field;
      problems.set(field, detail.message);
    }
  }
  return problems;
}

function conditionPaths(condition: DraftCondition, path: string, out: Set<string>) {
  if (isDraftLeaf(condition)) {
    for (const name of Object.keys(paramSpecs(condition.kind))) out.add(`${path}.${name}`);
    return;
  }
  out.add(`${path}.${condition.join}`);
  condition.children.forEach((child, i) => conditionPaths(child, `${path}.${condition.join}.${i}`, out));
}

/** The paths the editor shows a problem under; a problem elsewhere is listed above the rules. */
export function shownPaths(draft: Draft): Set<string> {
  const out = new Set(['name', 'rules', 'limit.terms', 'limit.cap']);
  draft.rules.forEach((rule, i) => {
    out.add(`rules.${i}.reason`);
    conditionPaths(rule.condition, `rules.${i}.condition`, out);
  });
  limitBasesOn(draft.limit).forEach((_, i) => out.add(`limit.terms.${i}.percent`));
  return out;
}
