import { z } from 'zod';
import {
  CONDITION_KINDS,
  CONDITION_PARAMS,
  DRAWER_FLAGS,
  LIMIT_BASES,
  POLICY_LIMITS,
  POLICY_OUTCOMES,
  SCORE_BAND_CODES,
  validatePolicy,
  type Condition,
  type ConditionKind,
  type LimitFormula,
  type ParamSpec,
  type Policy,
  type PolicyOutcome,
  type Rule,
} from '@tirr/domain';

/*
 * 'Política de crédito' (premium; docs/domain/credit-policy.md, ADR 0144): a company's policy as data — ordered
 * rules with an outcome and a reason, an optional suggested limit — applied to a credit report and the profile's
 * latest balance. Each saved edit is a new immutable version; every decision names the version it used.
 * The routes are the API's to add; these are the shapes they send and answer.
 */

/** Longest policy name. */
export const POLICY_NAME_MAX = 80;

const enumOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);
export const policyOutcome = enumOf<PolicyOutcome>(POLICY_OUTCOMES);
const scoreBandCode = enumOf(SCORE_BAND_CODES);

// ---------------------------------------------------------------------------------------------
// The policy as the API answers it (already valid). Built from the domain's table of condition kinds, so a kind
// or a parameter added there is described here too; the depth is the domain's, unrolled (no recursive schema).

function paramSchema(spec: ParamSpec): z.ZodType {
  switch (spec.type) {
    case 'int':
      return z.number().int().min(spec.min).max(spec.max);
    case 'amount':
      return spec.optional ? z.number().positive().optional() : z.number().positive();
    case 'enum':
      return enumOf(spec.values);
    case 'set':
      return z.array(enumOf(spec.values)).min(1);
  }
}

const leafSchemas = CONDITION_KINDS.map((kind: ConditionKind) => {
  const specs: Readonly<Record<string, ParamSpec>> = CONDITION_PARAMS[kind];
  const shape = Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, paramSchema(spec)]));
  return z.strictObject({ kind: z.literal(kind), ...shape });
});
const leafCondition = z.discriminatedUnion('kind', leafSchemas as unknown as [z.ZodObject, ...z.ZodObject[]]);

/** A condition inside `depth` 'y'/'o' groups. */
function conditionAt(depth: number): z.ZodType {
  if (depth >= POLICY_LIMITS.depth) return leafCondition;
  const children = z
    .array(conditionAt(depth + 1))
    .min(1)
    .max(POLICY_LIMITS.groupSize);
  return z.union([leafCondition, z.strictObject({ all: children }), z.strictObject({ any: children })]);
}
export const policyCondition = conditionAt(0) as z.ZodType<Condition>;

export const policyRule: z.ZodType<Rule> = z.object({
  id: z.string(),
  outcome: policyOutcome,
  reason: z.string(),
  condition: policyCondition,
});

export const policyLimitFormula: z.ZodType<LimitFormula> = z.object({
  terms: z.array(z.object({ base: enumOf(LIMIT_BASES), percent: z.number() })).min(1),
  cap: z.number().optional(),
});

export const creditPolicy: z.ZodType<Policy> = z.object({
  rules: z.array(policyRule),
  limit: policyLimitFormula.optional(),
});

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * PUT /policy (a new version), and the draft of POST /policy/evaluate and /policy/preview. Rules and limit are
 * checked by the domain's validatePolicy: every bad field in one 400, under its path ('rules.2.condition.months')
 * with a Spanish message naming the rule and the field ('La regla 3, condition.months: debe ser un número entero
 * de 1 a 24.').
 */
export const policyBody = z
  .strictObject(
    {
      name: z
        .string({ error: 'El nombre de la política es obligatorio.' })
        .trim()
        .min(1, 'El nombre de la política es obligatorio.')
        .max(POLICY_NAME_MAX, `El nombre de la política tiene más de ${POLICY_NAME_MAX} caracteres.`),
      rules: z.unknown().meta({ description: 'Las reglas, en orden (docs/domain/credit-policy.md §1).' }),
      limit: z.unknown().optional().meta({ description: 'La fórmula del límite sugerido (§4).' }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'No es un campo de la política (name, rules, limit).'
          : 'La política debe ser un objeto con name, rules y, si hace falta, limit.',
    },
  )
  .superRefine(
    ({ rules, limit }, ctx) => {
      for (const problem of validatePolicy(limit === undefined ? { rules } : { rules, limit })) {
        const path = problem.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
        ctx.addIssue({ code: 'custom', path, message: problem.message });
      }
    },
    // Also when the name is refused: every bad field in one answer. Not for a body that is no object.
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  )
  .transform(({ name, rules, limit }) => ({
    name,
    policy: { rules: rules as Rule[], ...(limit === undefined ? {} : { limit: limit as LimitFormula }) },
  }));
export type PolicyBody = z.input<typeof policyBody>;
export type ParsedPolicyBody = z.output<typeof policyBody>;

// ---------------------------------------------------------------------------------------------
// Responses

/** One immutable version of a policy: GET /policy answers the latest, a decision names the one it used. */
export const policyVersion = z.object({
  id: z.uuid(),
  name: z.string(),
  /** 1 for the first save, one more for each saved edit. */
  version: z.number().int().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  policy: creditPolicy,
});
export type PolicyVersion = z.infer<typeof policyVersion>;

/** GET /policy/versions: the caller's versions, newest first (the 100 newest). */
export const policyVersions = z.object({ items: z.array(policyVersion) });
export type PolicyVersions = z.infer<typeof policyVersions>;

/** POST /policy/versions/{version}/restore. */
export const policyVersionParam = z.object({
  version: z.coerce
    .number({ error: 'La versión debe ser un número entero mayor que 0.' })
    .int('La versión debe ser un número entero mayor que 0.')
    .min(1, 'La versión debe ser un número entero mayor que 0.')
    .max(2_147_483_647, 'La versión debe ser un número entero mayor que 0.'),
});

/** GET /policy/templates: Conservadora and Moderada, to start from. */
export const policyTemplates = z.object({
  items: z.array(z.object({ code: z.enum(['CONSERVADORA', 'MODERADA']), name: z.string(), policy: creditPolicy })),
});
export type PolicyTemplates = z.infer<typeof policyTemplates>;

const params = z.record(z.string(), z.union([z.string(), z.number()]));

export const policyReason = z.object({
  ruleId: z.string(),
  outcome: policyOutcome,
  reason: z.string(),
  /** Each condition that held with the values that made it hold (the web words them by kind). */
  explanation: z.array(z.object({ kind: enumOf(CONDITION_KINDS), params })),
});
export type PolicyReasonView = z.infer<typeof policyReason>;

export const policyLimit = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    /** Pesos, exact to the cent: min(uncapped, cap). */
    amount: z.number(),
    steps: z.array(
      z.object({
        base: enumOf(LIMIT_BASES),
        baseAmount: z.number(),
        /** VENTAS_MENSUALES: the year's ventas, divided by 12 into baseAmount. */
        annualAmount: z.number().optional(),
        percent: z.number(),
        result: z.number(),
      }),
    ),
    uncapped: z.number(),
    cap: z.number().nullable(),
    capped: z.boolean(),
  }),
  z.object({ available: z.literal(false), reason: z.enum(['NO_BALANCE', 'RECHAZAR']) }),
]);

/** The facts a decision read, stored with it so it can be explained later (docs/domain/credit-policy.md §3). */
export const decisionFacts = z.object({
  personType: z.enum(['FISICA', 'JURIDICA']),
  estadoClave: z.enum(['ACTIVO', 'INACTIVO']).nullable(),
  score: z.number().int().nullable(),
  band: scoreBandCode.nullable(),
  latestPeriod: z.string().nullable(),
  situacionNow: z.number().int(),
  situacionByAge: z.array(z.number().int()),
  flags: z.array(enumOf(DRAWER_FLAGS)),
  entities: z.number().int(),
  totalDebt: z.number(),
  unpaidCheques: z.array(z.object({ rejectedAt: z.string(), amount: z.number() })),
  balance: z
    .object({
      closingDate: z.string(),
      score: z.number().int().nullable(),
      patrimonioNeto: z.number(),
      ventas: z.number(),
    })
    .nullable(),
});

/**
 * A decision: the policy version it used, the decision with every matching rule, what was missing, the limit.
 * A draft (POST /policy/evaluate with a `policy`) has no version: its `id` and `version` are null.
 */
export const policyDecision = z.object({
  policy: z.object({ id: z.uuid().nullable(), name: z.string(), version: z.number().int().min(1).nullable() }),
  taxNumber: z.string(),
  decision: policyOutcome,
  /** The rule reported first: the first matching Rechazar, else the first matching Observar …; null if none. */
  decidedBy: z.string().nullable(),
  reasons: z.array(policyReason),
  missing: z.array(
    z.object({
      fact: z.enum(['SCORE', 'BALANCE', 'BALANCE_SCORE']),
      ruleIds: z.array(z.string()),
      limit: z.boolean(),
    }),
  ),
  limit: policyLimit.optional(),
  facts: decisionFacts,
  /** The Buenos Aires day the windows were counted back from. */
  today: z.iso.date(),
  decidedAt: z.iso.datetime({ offset: true }),
});
export type PolicyDecisionView = z.infer<typeof policyDecision>;

// ---------------------------------------------------------------------------------------------
// Applying a policy (docs/domain/credit-policy.md §10)

export const POLICY_ERROR_CODES = {
  /** 404: the caller has not saved a policy yet (GET /policy, evaluate without a draft). */
  notFound: 'POLICY_NOT_FOUND',
  /** 404: POST /policy/versions/{version}/restore of a version the caller does not have. */
  versionNotFound: 'POLICY_VERSION_NOT_FOUND',
} as const;

/** POST /policy/evaluate: a subject's report (and its balances in Mis Perfiles) under the saved policy or a draft. */
export const policyEvaluateBody = z.strictObject(
  {
    /** CUIT/CUIL, 11 digits, dashes allowed. */
    taxId: z.string({ error: 'ingresá un CUIT/CUIL.' }).max(40, 'el CUIT/CUIL debe tener 11 dígitos.'),
    /** A draft to apply instead of the saved policy: nothing is stored. */
    policy: policyBody.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'No es un campo de la evaluación (taxId, policy).'
        : 'El cuerpo debe ser un objeto con taxId y, si hace falta, policy.',
  },
);
export type PolicyEvaluateBody = z.input<typeof policyEvaluateBody>;

/** POST /policy/preview: a draft applied to every profile of Mis Perfiles from their stored facts. */
export const policyPreviewBody = z.strictObject(
  { policy: policyBody },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'No es un campo de la vista previa (policy).'
        : 'El cuerpo debe ser un objeto con policy.',
  },
);
export type PolicyPreviewBody = z.input<typeof policyPreviewBody>;

export const policyPreview = z.object({
  counts: z.object({ APROBAR: z.number().int(), OBSERVAR: z.number().int(), RECHAZAR: z.number().int() }),
  /** One per profile with stored facts: the worst decision first, then by name. */
  items: z.array(
    z.object({
      profileId: z.uuid(),
      taxNumber: z.string(),
      name: z.string(),
      decision: policyOutcome,
      decidedBy: z.string().nullable(),
      reasons: z.array(policyReason),
    }),
  ),
  /** Profiles without stored facts yet (added before the policy existed, or by a batch lookup): not evaluated. */
  missingFacts: z.number().int(),
});
export type PolicyPreview = z.infer<typeof policyPreview>;
