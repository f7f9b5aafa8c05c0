import {
  CONDITION_PARAMS,
  formatDecimal,
  isLeaf,
  LIMIT_BASES,
  POLICY_LIMITS,
  type Condition,
  type ConditionKind,
  type LimitBase,
  type LimitFormula,
  type ParamSpec,
  type Policy,
  type PolicyOutcome,
  type Rule,
} from '@tirr/domain';
import { numberOfField } from '../../../shared/forms/number-field';

/**
 * The policy as the editor keeps it while it is edited (docs/domain/credit-policy.md §1): the same tree as the
 * domain's Policy, with numbers as the text typed (amounts the Argentine way, '1.234.567,89') and a React key on
 * every node, so a card keeps its inputs when the rules move. `toPolicy` turns it into the data the API takes.
 */

/** A parameter as edited: the text of a number or an amount, an enum's code, a set's codes. */
export type ParamValue = string | string[];

export interface DraftLeaf {
  key: string;
  kind: ConditionKind;
  params: Record<string, ParamValue>;
}
export interface DraftGroup {
  key: string;
  /** 'all' is 'y' (every one holds), 'any' is 'o' (at least one). */
  join: 'all' | 'any';
  children: DraftCondition[];
}
export type DraftCondition = DraftLeaf | DraftGroup;

export interface DraftRule {
  key: string;
  id: string;
  outcome: PolicyOutcome;
  reason: string;
  condition: DraftCondition;
}

export interface DraftLimit {
  enabled: boolean;
  /** Which bases are terms of the formula, and each one's percent as typed. */
  on: Record<LimitBase, boolean>;
  percents: Record<LimitBase, string>;
  cap: string;
}

export interface Draft {
  name: string;
  rules: DraftRule[];
  limit: DraftLimit;
}

let lastKey = 0;
const newKey = () => `n${++lastKey}`;

export const isDraftLeaf = (condition: DraftCondition): condition is DraftLeaf => 'kind' in condition;

/** Amounts and percents as the money and rate inputs read them: es-AR, up to two decimals ('30.000.000', '12,5'). */
const typedNumber = (value: number) => formatDecimal(value, 2, 'es');

/** What a new condition of a kind starts with: thresholds of the templates, never an empty choice. */
const PARAM_DEFAULTS: Readonly<Record<string, ParamValue>> = {
  months: '12',
  atLeast: '3',
  value: '550',
  minCount: '1',
  moreThan: '4',
  op: 'BELOW',
  personType: 'JURIDICA',
  bands: ['MALO'],
  flags: ['situacionJuridica'],
};

function defaultParam(name: string, spec: ParamSpec): ParamValue {
  const preset = PARAM_DEFAULTS[name];
  if (preset !== undefined) return Array.isArray(preset) ? [...preset] : preset;
  if (spec.type === 'int') return String(spec.min);
  if (spec.type === 'enum') return spec.values[0] ?? '';
  if (spec.type === 'set') return spec.values.slice(0, 1);
  return '';
}

/** The specs of a kind's parameters, by name. */
export const paramSpecs = (kind: ConditionKind): Readonly<Record<string, ParamSpec>> => CONDITION_PARAMS[kind];

export function newLeaf(kind: ConditionKind): DraftLeaf {
  const params = Object.fromEntries(
    Object.entries(paramSpecs(kind)).map(([name, spec]) => [name, defaultParam(name, spec)]),
  );
  return { key: newKey(), kind, params };
}

export const newGroup = (join: DraftGroup['join'], children: DraftCondition[]): DraftGroup => ({
  key: newKey(),
  join,
  children,
});

/** A new rule: Observar when the situación now is 3 or worse, with an id no other rule has. */
export function newRule(rules: readonly DraftRule[]): DraftRule {
  const ids = new Set(rules.map((r) => r.id));
  let n = rules.length + 1;
  while (ids.has(`regla-${n}`)) n++;
  return { key: newKey(), id: `regla-${n}`, outcome: 'OBSERVAR', reason: '', condition: newLeaf('SITUACION_NOW') };
}

function conditionDraft(condition: Condition): DraftCondition {
  if (isLeaf(condition)) {
    const { kind, ...values } = condition;
    const params: Record<string, ParamValue> = {};
    for (const [name, spec] of Object.entries(paramSpecs(kind))) {
      const value = (values as Record<string, unknown>)[name];
      if (Array.isArray(value)) params[name] = value.map(String);
      else if (typeof value === 'number') params[name] = spec.type === 'amount' ? typedNumber(value) : String(value);
      else params[name] = typeof value === 'string' ? value : '';
    }
    return { key: newKey(), kind, params };
  }
  const join = 'all' in condition ? 'all' : 'any';
  const children = 'all' in condition ? condition.all : condition.any;
  return newGroup(join, children.map(conditionDraft));
}

function limitDraft(limit: LimitFormula | undefined): DraftLimit {
  const term = (base: LimitBase) => limit?.terms.find((t) => t.base === base);
  return {
    enabled: limit !== undefined,
    on: { PATRIMONIO_NETO: !!term('PATRIMONIO_NETO'), VENTAS_MENSUALES: !!term('VENTAS_MENSUALES') },
    percents: {
      PATRIMONIO_NETO: term('PATRIMONIO_NETO') ? typedNumber(term('PATRIMONIO_NETO')!.percent) : '10',
      VENTAS_MENSUALES: term('VENTAS_MENSUALES') ? typedNumber(term('VENTAS_MENSUALES')!.percent) : '25',
    },
    cap: limit?.cap === undefined ? '' : typedNumber(limit.cap),
  };
}

/** A saved version or a template, ready to edit. */
export function draftOf(name: string, policy: Policy): Draft {
  return {
    name,
    rules: policy.rules.map((rule) => ({
      key: newKey(),
      id: rule.id,
      outcome: rule.outcome,
      reason: rule.reason,
      condition: conditionDraft(rule.condition),
    })),
    limit: limitDraft(policy.limit),
  };
}

/** A whole number typed ('12'), or NaN, which the domain's validation refuses under the field. */
const intOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function leafCondition({ kind, params }: DraftLeaf): Condition {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(paramSpecs(kind))) {
    const value = params[name] ?? '';
    if (spec.type === 'set') values[name] = Array.isArray(value) ? [...value] : [];
    else if (Array.isArray(value)) values[name] = value;
    else if (spec.type === 'enum') values[name] = value;
    else if (spec.type === 'int') values[name] = intOf(value);
    // An optional amount left empty is not sent.
    else if (!(spec.optional && value.trim() === '')) values[name] = numberOfField(value, 'money');
  }
  return { kind, ...values } as Condition;
}

function conditionOf(condition: DraftCondition): Condition {
  if (isDraftLeaf(condition)) return leafCondition(condition);
  const children = condition.children.map(conditionOf);
  return condition.join === 'all' ? { all: children } : { any: children };
}

/** The bases of the limit's terms, in the domain's order: a term's index in `limit.terms`. */
export const limitBasesOn = (limit: DraftLimit): LimitBase[] => LIMIT_BASES.filter((base) => limit.on[base]);

function limitOf(limit: DraftLimit): LimitFormula | undefined {
  if (!limit.enabled) return undefined;
  const terms = limitBasesOn(limit).map((base) => ({ base, percent: numberOfField(limit.percents[base], 'rate') }));
  return limit.cap.trim() === '' ? { terms } : { terms, cap: numberOfField(limit.cap, 'money') };
}

/** The policy the draft stands for (possibly invalid: validatePolicy says where). */
export function toPolicy(draft: Draft): Policy {
  const rules: Rule[] = draft.rules.map(({ id, outcome, reason, condition }) => ({
    id,
    outcome,
    reason,
    condition: conditionOf(condition),
  }));
  const limit = limitOf(draft.limit);
  return limit === undefined ? { rules } : { rules, limit };
}

/** The nested 'y'/'o' groups a policy may have (docs/domain/credit-policy.md §1). */
export const MAX_GROUP_DEPTH = POLICY_LIMITS.depth;
export const MAX_GROUP_SIZE = POLICY_LIMITS.groupSize;

/** A group of one condition is that condition: removing a condition never leaves a group of one. */
export function withoutChild(group: DraftGroup, index: number): DraftCondition {
  const children = group.children.filter((_, i) => i !== index);
  return children.length === 1 ? children[0]! : { ...group, children };
}

/** A list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[to]] = [copy[to]!, copy[index]!];
  return copy;
}
