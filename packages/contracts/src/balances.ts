import { z } from 'zod';
import { BALANCE_FIELDS } from '@tirr/domain';
import { scoreBand } from './credit';

/** A balance input: a number (pesos) or an amount expression ('1.000.000 + 250.000,50', docs/domain/formatting.md §3). */
export const amountInput = z.union([z.number(), z.string().max(200)]);

const parameterShape = Object.fromEntries(BALANCE_FIELDS.map((f) => [f, amountInput])) as Record<
  (typeof BALANCE_FIELDS)[number],
  typeof amountInput
>;

/**
 * POST /profiles/{id}/balance and PATCH /profiles/{id}/balance/{balanceId} (permission 'premium').
 * Every parameter is parsed server-side; patrimonioNeto is computed and refused when sent.
 */
export const balanceBody = z.object({
  period: z.string().trim().min(1, 'Indicá el período (por ejemplo 2025).').max(20),
  date: z.iso.date('La fecha debe tener el formato AAAA-MM-DD.'),
  parameters: z.strictObject(parameterShape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `No se aceptan: ${issue.keys.join(', ')}. El patrimonio neto se calcula (activos − pasivos).`
        : undefined,
  }),
});
export type BalanceBody = z.infer<typeof balanceBody>;

export const balanceProfileParam = z.object({ id: z.uuid('El id de perfil no es válido.') });
export const balanceIdParams = z.object({
  id: z.uuid('El id de perfil no es válido.'),
  balanceId: z.uuid('El id de balance no es válido.'),
});

export const balanceParameters = z.object({
  ventas: z.number(),
  resultadoNeto: z.number(),
  activosCorrientes: z.number(),
  activosNoCorrientes: z.number(),
  pasivosCorrientes: z.number(),
  pasivosNoCorrientes: z.number(),
  /** Computed: activos − pasivos. */
  patrimonioNeto: z.number(),
});
export type BalanceParameters = z.infer<typeof balanceParameters>;

/** One balance with its score v1 (docs/domain/score.md §4); score null when total assets ≤ 0 (noScoreReason says why). */
export const scoredBalance = z.object({
  id: z.uuid(),
  period: z.string(),
  date: z.string(),
  parameters: balanceParameters,
  score: z.number().int().min(1).max(1000).nullable(),
  band: scoreBand.nullable(),
  bandLabel: z.string().nullable(),
  noScoreReason: z.string().nullable(),
  z: z.number().nullable(),
  ratios: z.object({ x1: z.number(), x2: z.number(), x3: z.number(), x4: z.number() }).nullable(),
  financial: z.object({
    liquidity: z.number().nullable(),
    debt: z.number().nullable(),
    margin: z.number().nullable(),
  }),
});
export type ScoredBalance = z.infer<typeof scoredBalance>;

/** GET /profiles/{id}/score (permission 'premium'): every balance scored (oldest first) and the credit score. */
export const profileScore = z.object({
  profile: z.object({
    id: z.uuid(),
    taxNumber: z.string(),
    name: z.string(),
    situacion: z.number().int(),
    debt: z.number(),
    /** The credit-report score snapshot of the profile (docs/domain/score.md §1). */
    creditScore: z.number().int().nullable(),
    creditBand: scoreBand.nullable(),
  }),
  balances: z.array(scoredBalance),
  latest: scoredBalance.nullable(),
  trend: z.enum(['up', 'down', 'flat']).nullable(),
});
export type ProfileScore = z.infer<typeof profileScore>;
