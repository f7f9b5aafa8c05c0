/**
 * Balance upload and the balance score v1 of a profile (docs/domain/score.md §4, docs/domain/formatting.md §3;
 * ADR 0075).
 */
import type { BalanceBody, ProfileScore, ScoredBalance } from '@tirr/contracts';
import { ERROR_CODES } from '@tirr/contracts';
import { BALANCE_FIELDS, balanceScore, parseAmount, scoreBandStyle, scoreTrend, type BalanceField } from '@tirr/domain';
import { taxIdBlockedError } from '../../lib/blocked-tax-ids';
import { AppError, notFound } from '../../lib/errors';
import type { PolicyDecisionStore } from '../../lib/policy-decisions';
import type { BalanceRow, BalancesRepository, BalanceValues } from './balances.repository';

/** Inputs that cannot be negative (the table refuses negative assets and liabilities; sales too). */
const NON_NEGATIVE: ReadonlySet<BalanceField> = new Set([
  'ventas',
  'activosCorrientes',
  'activosNoCorrientes',
  'pasivosCorrientes',
  'pasivosNoCorrientes',
]);

interface FieldError {
  field: string;
  message: string;
}

function parseParameter(field: BalanceField, raw: number | string): number | FieldError {
  const at = `parameters.${field}`;
  let value: number;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { field: at, message: 'Debe ser un número.' };
    if (Math.abs(raw * 100 - Math.round(raw * 100)) > 1e-6)
      return { field: at, message: 'Usá como máximo dos decimales.' };
    value = Math.round(raw * 100) / 100;
  } else {
    const parsed = parseAmount(raw);
    if (!parsed.ok) return { field: at, message: parsed.error.message };
    value = parsed.value;
  }
  if (NON_NEGATIVE.has(field) && value < 0) return { field: at, message: 'No puede ser negativo.' };
  if (Math.abs(value) >= 1e18) return { field: at, message: 'El importe es demasiado grande.' };
  return value;
}

/** Parses every parameter; all field errors at once, as a 400 naming each parameter. */
export function balanceValues(body: BalanceBody): BalanceValues {
  const errors: FieldError[] = [];
  const values = {} as Record<BalanceField, number>;
  for (const field of BALANCE_FIELDS) {
    const result = parseParameter(field, body.parameters[field]);
    if (typeof result === 'number') values[field] = result;
    else errors.push(result);
  }
  if (errors.length > 0) {
    throw new AppError(400, ERROR_CODES.validation, errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
  }
  return { period: body.period, date: body.date, ...values };
}

export function scoredBalance(row: BalanceRow): ScoredBalance {
  const inputs = {
    ventas: row.ventas,
    resultadoNeto: row.resultadoNeto,
    activosCorrientes: row.activosCorrientes,
    activosNoCorrientes: row.activosNoCorrientes,
    pasivosCorrientes: row.pasivosCorrientes,
    pasivosNoCorrientes: row.pasivosNoCorrientes,
  };
  const result = balanceScore(inputs);
  return {
    id: row.id,
    period: row.period,
    date: row.date,
    parameters: { ...inputs, patrimonioNeto: result.totals.patrimonioNeto },
    score: result.ok ? result.score : null,
    band: result.ok ? result.band.code : null,
    bandLabel: result.ok ? result.band.label : null,
    noScoreReason: result.ok ? null : result.message,
    z: result.ok ? result.z : null,
    ratios: result.ok ? result.ratios : null,
    financial: result.financial,
  };
}

const PROFILE_NOT_FOUND = 'No se ha encontrado el perfil en la lista de Mis Perfiles.';

/** Who calls: admins also reach the profiles of blocked tax ids. */
export interface BalanceCaller {
  userId: string;
  admin: boolean;
}

export function balancesService(
  repository: BalancesRepository,
  /**
   * `changed`: a user's portfolio changed (a balance shows in Mis Perfiles' pages, ADR 0132); `decisions`: the
   * profile's decision under its user's credit policy, taken again when its balances change
   * (docs/domain/credit-policy.md §12).
   */
  options: {
    supportEmail: string;
    decisions: Pick<PolicyDecisionStore, 'decideProfile'>;
    changed?: (userId: string) => void;
    now?: () => Date;
  },
) {
  const now = options.now ?? (() => new Date());
  /** The caller's profile; a blocked tax id's is 'no disponible' (403) to non-admins (ADR 0104). */
  async function ownProfile(caller: BalanceCaller, profileId: string) {
    const profile = await repository.profileOf(caller.userId, profileId);
    if (!profile) throw notFound(PROFILE_NOT_FOUND);
    if (profile.blocked && !caller.admin) throw taxIdBlockedError(profile.taxNumber, options.supportEmail);
    return profile;
  }

  /** After a balance is written: the profile decided again, and its user's cached pages dropped. */
  async function balancesChanged(caller: BalanceCaller, profileId: string) {
    await options.decisions.decideProfile(caller.userId, profileId, now());
    options.changed?.(caller.userId);
  }

  return {
    async create(caller: BalanceCaller, profileId: string, body: BalanceBody): Promise<ScoredBalance> {
      await ownProfile(caller, profileId);
      const created = scoredBalance(await repository.create(profileId, balanceValues(body)));
      await balancesChanged(caller, profileId);
      return created;
    },

    async update(
      caller: BalanceCaller,
      profileId: string,
      balanceId: string,
      body: BalanceBody,
    ): Promise<ScoredBalance> {
      await ownProfile(caller, profileId);
      const row = await repository.update(profileId, balanceId, balanceValues(body));
      if (!row) throw notFound('No se encontró el balance de este perfil.');
      await balancesChanged(caller, profileId);
      return scoredBalance(row);
    },

    async score(caller: BalanceCaller, profileId: string): Promise<ProfileScore> {
      const profile = await ownProfile(caller, profileId);
      const balances = (await repository.list(profileId)).map(scoredBalance);
      return {
        profile: {
          id: profile.id,
          taxNumber: profile.taxNumber,
          name: profile.name,
          situacion: profile.situacion,
          debt: profile.debt,
          creditScore: profile.score,
          // The stored band: 'Sin historial' is not a range of the score (ADR 0113).
          creditBand: scoreBandStyle(profile.band)?.code ?? null,
        },
        balances,
        latest: balances.at(-1) ?? null,
        trend: scoreTrend(balances.map((b) => b.score)),
      };
    },
  };
}
export type BalancesService = ReturnType<typeof balancesService>;
