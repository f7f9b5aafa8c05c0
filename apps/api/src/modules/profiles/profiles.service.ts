/** 'Mis Perfiles': a premium user's watched tax ids, enriched from the credit report (docs/product.md §4). */
import {
  PROFILE_ERROR_CODES,
  PROFILE_MESSAGES,
  type ProfileBalance,
  type ProfileDetail,
  type ProfileListItem,
  type ProfileMutation,
} from '@tirr/contracts';
import { cuitProblem, formatCuit, normalizeTaxInput, UNKNOWN_PREFIX_MESSAGE, type CuitProblem } from '@tirr/domain';
import { taxIdBlockedError } from '../../lib/blocked-tax-ids';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { BalanceRow, ProfilePatch, ProfileRow, ProfilesRepository } from './profiles.repository';
import type { SnapshotLookup } from './snapshot';

export interface ProfileCaller {
  userId: string;
  /** Admins also see blocked tax ids. */
  admin: boolean;
}

export interface ProfilesServiceDeps {
  repository: ProfilesRepository;
  snapshot: SnapshotLookup;
  /** The newest published BCRA period 'YYYYMM' (what a fresh snapshot reflects). */
  latestPeriod: () => Promise<string>;
  supportEmail: string;
  now?: () => Date;
}

const CUIT_PROBLEMS = {
  empty: 'ingresá un CUIT/CUIL.',
  'not-digits': 'el CUIT/CUIL solo admite dígitos (y guiones).',
  length: 'el CUIT/CUIL debe tener 11 dígitos.',
  prefix: UNKNOWN_PREFIX_MESSAGE,
  'check-digit': 'el dígito verificador del CUIT/CUIL no es válido.',
} satisfies Record<CuitProblem, string>;

/** An 11-digit CUIT/CUIL with a valid check digit (docs/product.md §5), or a 400 naming `taxNumber`. */
function requireCuit(raw: string): string {
  const problem = cuitProblem(raw);
  if (problem) throw badRequest('taxNumber', CUIT_PROBLEMS[problem]);
  return normalizeTaxInput(raw);
}

const cuitMessage = (template: string, taxNumber: string) => template.replace('{cuit}', formatCuit(taxNumber));

export function toBalance(row: BalanceRow): ProfileBalance {
  const { activosCorrientes: ac, activosNoCorrientes: anc, pasivosCorrientes: pc, pasivosNoCorrientes: pnc } = row;
  return {
    id: row.id,
    period: row.period,
    date: row.date,
    parameters: {
      ventas: row.ventas,
      resultadoNeto: row.resultadoNeto,
      activosCorrientes: ac,
      activosNoCorrientes: anc,
      pasivosCorrientes: pc,
      pasivosNoCorrientes: pnc,
      patrimonioNeto: Math.round((ac + anc - pc - pnc) * 100) / 100,
    },
  };
}

function toItem(row: ProfileRow, last: BalanceRow | undefined): ProfileListItem {
  return {
    id: row.id,
    taxNumber: row.taxNumber,
    name: row.name,
    personType: row.personType,
    group: row.group,
    income: row.income,
    behaviour: row.behaviour,
    date: row.date,
    debt: row.debt,
    situacion: row.situacion,
    score: row.score,
    band: row.band as ProfileListItem['band'],
    rejectedCheques: row.rejectedCheques,
    period: row.period,
    refreshedAt: new Date(row.refreshedAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
    ultimoBalance: last ? { id: last.id, period: last.period, date: last.date } : null,
  };
}

export function profilesService(deps: ProfilesServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const missing = () => notFound(PROFILE_MESSAGES.notFound);

  /** The caller's profile; a blocked tax id's is 'no disponible' (403) to non-admins (ADR 0104). */
  async function owned(caller: ProfileCaller, id: string): Promise<ProfileRow> {
    const found = await repository.findOwned(caller.userId, id);
    if (!found) throw missing();
    const { blocked, ...row } = found;
    if (blocked && !caller.admin) throw taxIdBlockedError(row.taxNumber, deps.supportEmail);
    return row;
  }

  async function withLastBalance(row: ProfileRow): Promise<ProfileListItem> {
    const [last] = await repository.balancesOf([row.id]);
    return toItem(row, last);
  }

  return {
    async list(caller: ProfileCaller): Promise<ProfileListItem[]> {
      const [rows, balances] = await Promise.all([
        repository.list(caller.userId, caller.admin),
        repository.lastBalancesOf(caller.userId),
      ]);
      const last = new Map<string, BalanceRow>(balances.map((b) => [b.profileId, b]));
      return rows.map((r) => toItem(r, last.get(r.id)));
    },

    async get(caller: ProfileCaller, id: string): Promise<ProfileDetail> {
      const row = await owned(caller, id);
      const balances = (await repository.balancesOf([row.id])).map(toBalance);
      const { ultimoBalance: _summary, ...item } = toItem(row, undefined);
      return { ...item, balances, ultimoBalance: balances[0] ?? null };
    },

    /**
     * Adds a tax id: validated first; a blocked one is refused before the duplicate check (a 409 would tell
     * it is there); then enriched from the credit report (audited as 'profile').
     */
    async create(caller: ProfileCaller, rawTaxNumber: string): Promise<ProfileMutation> {
      const taxNumber = requireCuit(rawTaxNumber);
      const duplicate = () =>
        new AppError(409, PROFILE_ERROR_CODES.duplicate, PROFILE_MESSAGES.duplicate, { taxNumber });
      if (!caller.admin && (await repository.isBlocked(taxNumber))) {
        throw taxIdBlockedError(taxNumber, deps.supportEmail);
      }
      if (await repository.existsFor(caller.userId, taxNumber)) throw duplicate();
      const period = await deps.latestPeriod();
      const snapshot = await deps.snapshot(
        { userId: caller.userId, admin: caller.admin, feature: 'profile' },
        taxNumber,
      );
      const row = await repository.insert(caller.userId, taxNumber, snapshot, period, now());
      if (!row) throw duplicate();
      return { profile: toItem(row, undefined), message: cuitMessage(PROFILE_MESSAGES.added, taxNumber) };
    },

    async update(caller: ProfileCaller, id: string, patch: ProfilePatch): Promise<ProfileMutation> {
      await owned(caller, id);
      const row = await repository.update(caller.userId, id, patch);
      if (!row) throw missing();
      return {
        profile: await withLastBalance(row),
        message: cuitMessage(PROFILE_MESSAGES.updated, row.taxNumber),
      };
    },

    async remove(caller: ProfileCaller, id: string): Promise<{ taxNumber: string; message: string }> {
      await owned(caller, id);
      const row = await repository.remove(caller.userId, id);
      if (!row) throw missing();
      return { taxNumber: row.taxNumber, message: cuitMessage(PROFILE_MESSAGES.removed, row.taxNumber) };
    },
  };
}
export type ProfilesService = ReturnType<typeof profilesService>;
