/**
 * Checks a credit policy sent as data (docs/domain/credit-policy.md §6): every bad field at once, each problem naming
 * its rule and the field's path, in Spanish. Nothing in a policy is ever run as code; unknown fields are refused.
 */
import { formatNumber } from '../format/format';
import { hasAtMostTwoDecimals } from './money';
import {
  CONDITION_KINDS,
  CONDITION_PARAMS,
  LIMIT_BASES,
  POLICY_LIMITS,
  POLICY_OUTCOMES,
  type ConditionKind,
  type ParamSpec,
  type Policy,
} from './policy';

export interface PolicyProblem {
  /** The rule's index in `rules` (0-based, as in the field); null for the policy itself or its limit. */
  rule: number | null;
  /** Path from the policy: 'rules.2.condition.all.0.months', 'limit.terms.0.percent'; '' for the policy. */
  field: string;
  /** Spanish, naming the rule and the field: 'La regla 3, condition.all.0.months: debe ser un número entero de 1 a 24.' */
  message: string;
}

type Path = readonly (string | number)[];

const L = POLICY_LIMITS;
const list = (values: readonly string[]) => values.join(', ');

/** The sentences a problem ends with: Spanish, each a fixed shape (the API translates them by shape). */
export const POLICY_PROBLEM_TEXTS = {
  policy: 'debe ser un objeto con rules y, si hace falta, limit.',
  policyKey: 'no es un campo de la política (rules, limit).',
  rules: `debe ser una lista de 1 a ${L.rules} reglas.`,
  rule: 'debe ser un objeto con id, outcome, reason y condition.',
  ruleKey: 'no es un campo de una regla (id, outcome, reason, condition).',
  id: `debe ser un texto de 1 a ${L.idLength} letras sin acentos, dígitos, '-' o '_'.`,
  repeatedId: (first: number) => `repite el id de la regla ${first}.`,
  outcome: `debe ser uno de: ${list(POLICY_OUTCOMES)}.`,
  reason: `debe ser un texto de 1 a ${L.reasonLength} caracteres.`,
  condition: 'debe ser un objeto con kind (una condición) o con all o any (un grupo y/o).',
  conditionKeys: 'debe tener uno solo de kind, all o any.',
  groupKey: 'no es un campo de un grupo y/o (all o any).',
  group: `debe ser una lista de 1 a ${L.groupSize} condiciones.`,
  depth: `anida más de ${L.depth} grupos y/o.`,
  kind: `debe ser uno de: ${list(CONDITION_KINDS)}.`,
  param: (kind: string, params: readonly string[]) =>
    params.length === 0
      ? `no es un parámetro de ${kind} (no lleva parámetros).`
      : `no es un parámetro de ${kind} (parámetros: ${list(params)}).`,
  int: (min: number, max: number) => `debe ser un número entero de ${min} a ${max}.`,
  amount: `debe ser un importe en pesos mayor que 0 y de hasta ${formatNumber(L.amount, 0)}, con hasta dos decimales.`,
  oneOf: (values: readonly string[]) => `debe ser uno de: ${list(values)}.`,
  setOf: (values: readonly string[]) => `debe ser una lista de uno o más, sin repetir, de: ${list(values)}.`,
  limit: 'debe ser un objeto con terms y, si hace falta, cap.',
  limitKey: 'no es un campo del límite (terms, cap).',
  terms: `debe ser una lista de 1 a ${L.limitTerms} términos.`,
  term: 'debe ser un objeto con base y percent.',
  termKey: 'no es un campo de un término (base, percent).',
  repeatedBase: (first: number) => `repite la base del término ${first}.`,
  percent: 'debe ser un porcentaje mayor que 0 y de hasta 100, con hasta dos decimales.',
} as const;
const T = POLICY_PROBLEM_TEXTS;

const ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${L.idLength}}$`);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown) =>
  typeof value === 'number' && value > 0 && value <= L.amount && hasAtMostTwoDecimals(value);

/** 'La regla 3, condition.months', 'El límite, cap', 'La lista de reglas', 'La política'. */
function subjectOf(path: Path, rule: number | null): string {
  const within = (subject: string, rest: Path) => (rest.length > 0 ? `${subject}, ${rest.join('.')}` : subject);
  if (rule !== null) return within(`La regla ${rule + 1}`, path.slice(2));
  if (path[0] === 'rules') return 'La lista de reglas';
  if (path[0] === 'limit') return within('El límite', path.slice(1));
  return within('La política', path);
}

class Problems {
  readonly found: PolicyProblem[] = [];

  /** A problem of `path` (from the policy's root); a path under 'rules.N' belongs to rule N. */
  add(path: Path, sentence: string) {
    const rule = path[0] === 'rules' && typeof path[1] === 'number' ? path[1] : null;
    this.found.push({ rule, field: path.join('.'), message: `${subjectOf(path, rule)}: ${sentence}` });
  }

  /** Each key of `value` not in `allowed`. */
  unknownKeys(value: Record<string, unknown>, allowed: readonly string[], path: Path, sentence: string) {
    for (const key of Object.keys(value)) if (!allowed.includes(key)) this.add([...path, key], sentence);
  }
}

function paramProblem(spec: ParamSpec, value: unknown): string | undefined {
  switch (spec.type) {
    case 'int':
      return Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max
        ? undefined
        : T.int(spec.min, spec.max);
    case 'amount':
      return isAmount(value) ? undefined : T.amount;
    case 'enum':
      return spec.values.includes(value as string) ? undefined : T.oneOf(spec.values);
    case 'set':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((v) => spec.values.includes(v as string)) &&
        new Set(value).size === value.length
        ? undefined
        : T.setOf(spec.values);
  }
}

function checkLeaf(p: Problems, value: Record<string, unknown>, path: Path) {
  const kind = value.kind;
  if (!(CONDITION_KINDS as readonly unknown[]).includes(kind)) {
    p.add([...path, 'kind'], T.kind);
    return;
  }
  const specs: Readonly<Record<string, ParamSpec>> = CONDITION_PARAMS[kind as ConditionKind];
  const names = Object.keys(specs);
  p.unknownKeys(value, ['kind', ...names], path, T.param(kind as string, names));
  for (const [name, spec] of Object.entries(specs)) {
    if (value[name] === undefined && spec.type === 'amount' && spec.optional) continue;
    const problem = paramProblem(spec, value[name]);
    if (problem) p.add([...path, name], problem);
  }
}

/** A condition at `path`, inside `depth` groups. */
function checkCondition(p: Problems, value: unknown, path: Path, depth: number) {
  if (!isRecord(value)) return p.add(path, T.condition);
  const heads = (['kind', 'all', 'any'] as const).filter((key) => key in value);
  if (heads.length === 0) return p.add(path, T.condition);
  if (heads.length > 1) return p.add(path, T.conditionKeys);
  const head = heads[0]!;
  if (head === 'kind') return checkLeaf(p, value, path);
  p.unknownKeys(value, [head], path, T.groupKey);
  if (depth >= L.depth) return p.add([...path, head], T.depth);
  const children = value[head];
  if (!Array.isArray(children) || children.length === 0 || children.length > L.groupSize) {
    return p.add([...path, head], T.group);
  }
  children.forEach((child, i) => checkCondition(p, child, [...path, head, i], depth + 1));
}

function checkRule(p: Problems, value: unknown, index: number, firstById: Map<string, number>) {
  const path = ['rules', index];
  if (!isRecord(value)) return p.add(path, T.rule);
  p.unknownKeys(value, ['id', 'outcome', 'reason', 'condition'], path, T.ruleKey);
  const { id, outcome, reason } = value;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) p.add([...path, 'id'], T.id);
  else if (firstById.has(id)) p.add([...path, 'id'], T.repeatedId(firstById.get(id)! + 1));
  else firstById.set(id, index);
  if (!(POLICY_OUTCOMES as readonly unknown[]).includes(outcome)) p.add([...path, 'outcome'], T.outcome);
  if (typeof reason !== 'string' || reason.trim().length === 0 || reason.length > L.reasonLength) {
    p.add([...path, 'reason'], T.reason);
  }
  checkCondition(p, value.condition, [...path, 'condition'], 0);
}

function checkLimit(p: Problems, value: unknown) {
  if (!isRecord(value)) return p.add(['limit'], T.limit);
  p.unknownKeys(value, ['terms', 'cap'], ['limit'], T.limitKey);
  if (value.cap !== undefined && !isAmount(value.cap)) p.add(['limit', 'cap'], T.amount);
  const { terms } = value;
  if (!Array.isArray(terms) || terms.length === 0 || terms.length > L.limitTerms) {
    return p.add(['limit', 'terms'], T.terms);
  }
  const firstByBase = new Map<unknown, number>();
  terms.forEach((term: unknown, i) => {
    const path = ['limit', 'terms', i];
    if (!isRecord(term)) return p.add(path, T.term);
    p.unknownKeys(term, ['base', 'percent'], path, T.termKey);
    if (!(LIMIT_BASES as readonly unknown[]).includes(term.base)) p.add([...path, 'base'], T.oneOf(LIMIT_BASES));
    else if (firstByBase.has(term.base)) p.add([...path, 'base'], T.repeatedBase(firstByBase.get(term.base)! + 1));
    else firstByBase.set(term.base, i);
    const { percent } = term;
    if (typeof percent !== 'number' || !(percent > 0 && percent <= 100) || !hasAtMostTwoDecimals(percent)) {
      p.add([...path, 'percent'], T.percent);
    }
  });
}

/** Every problem of a policy sent as data; none means it is a valid Policy (docs/domain/credit-policy.md §6). */
export function validatePolicy(value: unknown): PolicyProblem[] {
  const p = new Problems();
  if (!isRecord(value)) {
    p.add([], T.policy);
    return p.found;
  }
  p.unknownKeys(value, ['rules', 'limit'], [], T.policyKey);
  const { rules } = value;
  if (!Array.isArray(rules) || rules.length === 0 || rules.length > L.rules) p.add(['rules'], T.rules);
  else {
    const firstById = new Map<string, number>();
    rules.forEach((rule, i) => checkRule(p, rule, i, firstById));
  }
  if (value.limit !== undefined) checkLimit(p, value.limit);
  return p.found;
}

export function isValidPolicy(value: unknown): value is Policy {
  return validatePolicy(value).length === 0;
}
