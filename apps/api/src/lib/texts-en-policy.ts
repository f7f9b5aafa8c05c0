/**
 * English of the API's Spanish texts of 'Política de crédito' (ADR 0139, docs/domain/credit-policy.md §6), part of
 * lib/texts-en.ts. A rule's problem is '<subject>: <sentence>' ('La regla 3, condition.months: debe ser un número
 * entero de 1 a 24.'): the subject is matched by its shape, the sentence is one of the domain's fixed set
 * (POLICY_PROBLEM_TEXTS), whole or with its values.
 */
import { POLICY_NAME_MAX } from '@tirr/contracts';
import { POLICY_LIMITS as L, POLICY_OUTCOMES, POLICY_PROBLEM_TEXTS as T } from '@tirr/domain';
import { OUTCOME_WORDS } from './policy-decisions';
import type { Render } from './texts-en-render';

export const POLICY_TEXTS: [string, string][] = [
  [T.policy, 'must be an object with rules and, if needed, limit.'],
  [T.policyKey, 'is not a field of the policy (rules, limit).'],
  [T.rule, 'must be an object with id, outcome, reason and condition.'],
  [T.ruleKey, 'is not a field of a rule (id, outcome, reason, condition).'],
  [T.id, `must be a text of 1 to ${L.idLength} letters without accents, digits, '-' or '_'.`],
  [T.reason, `must be a text of 1 to ${L.reasonLength} characters.`],
  [T.condition, "must be an object with kind (a condition) or with all or any (an 'and'/'or' group)."],
  [T.conditionKeys, 'must have only one of kind, all or any.'],
  [T.groupKey, "is not a field of an 'and'/'or' group (all or any)."],
  [
    T.amount,
    `must be an amount in pesos greater than 0 and up to ${L.amount.toLocaleString('en-US')}, with at most two decimals.`,
  ],
  [T.limit, 'must be an object with terms and, if needed, cap.'],
  [T.limitKey, 'is not a field of the limit (terms, cap).'],
  [T.term, 'must be an object with base and percent.'],
  [T.termKey, 'is not a field of a term (base, percent).'],
  [T.percent, 'must be a percentage greater than 0 and up to 100, with at most two decimals.'],
  ['El nombre de la política es obligatorio.', "The policy's name is required."],
  [
    `El nombre de la política tiene más de ${POLICY_NAME_MAX} caracteres.`,
    `The policy's name has more than ${POLICY_NAME_MAX} characters.`,
  ],
  ['No es un campo de la política (name, rules, limit).', 'Not a field of the policy (name, rules, limit).'],
  [
    'La política debe ser un objeto con name, rules y, si hace falta, limit.',
    'The policy must be an object with name, rules and, if needed, limit.',
  ],
  ['No es un campo de la evaluación (taxId, policy).', 'Not a field of the evaluation (taxId, policy).'],
  [
    'El cuerpo debe ser un objeto con taxId y, si hace falta, policy.',
    'The body must be an object with taxId and, if needed, policy.',
  ],
  ['No es un campo de la vista previa (policy).', 'Not a field of the preview (policy).'],
  ['El cuerpo debe ser un objeto con policy.', 'The body must be an object with policy.'],
  ['La versión debe ser un número entero mayor que 0.', 'The version must be a whole number greater than 0.'],
  ['Todavía no guardaste una política de crédito.', 'You have not saved a credit policy yet.'],
];

/** The outcomes' Spanish words in English ('Observar' → 'Watch'), as the screens word them. */
const OUTCOMES_EN = new Map(POLICY_OUTCOMES.map((o) => [OUTCOME_WORDS.es[o], OUTCOME_WORDS.en[o]]));
const outcomeInEnglish = (word = '') => OUTCOMES_EN.get(word) ?? word;
const OUTCOME = `(${[...OUTCOMES_EN.keys()].join('|')})`;

/** The subject of a problem, 'La regla 3[, campo]' …, and what follows it. */
const within = (subject: string, path: string | undefined) => (path ? `${subject}, ${path}` : subject);

export const POLICY_PATTERNS: readonly (readonly [RegExp, Render])[] = [
  [/^La regla (\d+)(?:, ([\w.]+))?: (.+)$/s, ([n, path, rest = ''], tr) => `${within(`Rule ${n}`, path)}: ${tr(rest)}`],
  [/^La lista de reglas: (.+)$/s, ([rest = ''], tr) => `The list of rules: ${tr(rest)}`],
  [/^El límite(?:, ([\w.]+))?: (.+)$/s, ([path, rest = ''], tr) => `${within('The limit', path)}: ${tr(rest)}`],
  [/^La política(?:, ([\w.]+))?: (.+)$/s, ([path, rest = ''], tr) => `${within('The policy', path)}: ${tr(rest)}`],
  [/^debe ser una lista de (\d+) a (\d+) reglas\.$/, ([a, b]) => `must be a list of ${a} to ${b} rules.`],
  [/^debe ser una lista de (\d+) a (\d+) condiciones\.$/, ([a, b]) => `must be a list of ${a} to ${b} conditions.`],
  [/^debe ser una lista de (\d+) a (\d+) términos\.$/, ([a, b]) => `must be a list of ${a} to ${b} terms.`],
  [/^anida más de (\d+) grupos y\/o\.$/, ([n]) => `nests more than ${n} 'and'/'or' groups.`],
  [/^repite el id de la regla (\d+)\.$/, ([n]) => `repeats the id of rule ${n}.`],
  [/^repite la base del término (\d+)\.$/, ([n]) => `repeats the base of term ${n}.`],
  [/^debe ser un número entero de (\d+) a (\d+)\.$/, ([a, b]) => `must be a whole number from ${a} to ${b}.`],
  [/^debe ser uno de: ([^.]+)\.$/, ([values]) => `must be one of: ${values}.`],
  [
    /^debe ser una lista de uno o más, sin repetir, de: ([^.]+)\.$/,
    ([values]) => `must be a list of one or more, without repeating, of: ${values}.`,
  ],
  [
    /^no es un parámetro de (\w+) \(no lleva parámetros\)\.$/,
    ([kind]) => `is not a parameter of ${kind} (it takes no parameters).`,
  ],
  [
    /^no es un parámetro de (\w+) \(parámetros: ([^)]+)\)\.$/,
    ([kind, params]) => `is not a parameter of ${kind} (parameters: ${params}).`,
  ],
  [
    /^Tu política de crédito no tiene una versión (\d+)\.$/,
    ([n]) => `Your credit policy does not have a version ${n}.`,
  ],
  // A monitoring alert's decision (docs/domain/credit-policy.md §12).
  [
    new RegExp(`^La decisión cambió de ${OUTCOME} a ${OUTCOME} \\(versión (\\d+) de tu política\\)\\.$`),
    ([from, to, n]) =>
      `The decision changed from ${outcomeInEnglish(from)} to ${outcomeInEnglish(to)} (version ${n} of your policy).`,
  ],
];
