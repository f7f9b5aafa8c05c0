/** 'Mis Perfiles': a premium user's watched tax ids, enriched from the credit report (docs/product.md §4). */
import {
  profileList,
  PROFILE_ERROR_CODES,
  PROFILE_MESSAGES,
  type ProfileBalance,
  type ProfileDetail,
  type ProfileFacets,
  type ProfileFilterQuery,
  type ProfileList,
  type ProfileListItem,
  type ProfileLookup,
  type ProfileMutation,
  type ProfileSortKey,
} from '@tirr/contracts';
import { formatCuit, normalizeTaxInput } from '@tirr/domain';
import { taxIdBlockedError } from '../../lib/blocked-tax-ids';
import type { BoundedCache } from '../../lib/bounded-cache';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { PolicyDecisionStore } from '../../lib/policy-decisions';
import { cuitMessage as cuitProblemMessage } from '../../lib/tax-id-messages';
import type { BalanceRow, ProfilePatch, ProfileRow, ProfilesRepository } from './profiles.repository';
import { whereOf, type Keyset, type ListedRow } from './profiles.list';
import type { SnapshotLookup, ReadOrigin } from './snapshot';

/** GET /profiles after its contract's defaults. */
export type ProfileListQuery = ProfileFilterQuery & { page: number; pageSize: number };

/** Rows per keyset page of the export. */
export const EXPORT_PAGE = 500;

/** Dates of creation and refresh read newest first unless asked; every other column A→Z, low→high. */
const defaultOrder = (sort: ProfileSortKey) => (sort === 'created' || sort === 'updated' ? 'desc' : 'asc');

export interface ProfileCaller extends ReadOrigin {
  /** Whose Mis Perfiles: the user's, or their organisation's (docs/domain/organisations.md). */
  userId: string;
  /** Admins also see blocked tax ids. */
  admin: boolean;
}

export interface ProfilesServiceDeps {
  repository: ProfilesRepository;
  snapshot: SnapshotLookup;
  /** The newest published BCRA period 'YYYYMM' (what a fresh snapshot reflects). */
  latestPeriod: () => Promise<string>;
  /** The user's newest policy version, and each profile's decision under it (docs/domain/credit-policy.md §12). */
  decisions: Pick<PolicyDecisionStore, 'latest' | 'decideProfile'>;
  supportEmail: string;
  now?: () => Date;
  /**
   * Answers of GET /profiles as sent, by caller and query (ADR 0135): a few seconds at most, dropped for
   * the caller at each write through this service (the plugin drops them all when a blocked id changes).
   */
  listCache?: BoundedCache<string, { userId: string; json: string }>;
  /** Tells every instance that a user's portfolio changed (their cached pages go, ADR 0132). */
  changed?: (userId: string) => void;
}

/** An 11-digit CUIT/CUIL with a valid check digit (docs/product.md §5), or a 400 naming `taxNumber`. */
function requireCuit(raw: string): string {
  const problem = cuitProblemMessage(raw);
  if (problem) throw badRequest('taxNumber', problem);
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

function toItem(row: ProfileRow, last: Pick<BalanceRow, 'id' | 'period' | 'date'> | undefined): ProfileListItem {
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
    decision: row.policyDecision,
  };
}

const listedItem = (row: ListedRow): ProfileListItem => {
  const { lastBalanceId: id, lastBalancePeriod: period, lastBalanceDate: date, ...profile } = row;
  return toItem(profile, id && period && date ? { id, period, date } : undefined);
};

export function profilesService(deps: ProfilesServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const missing = () => notFound(PROFILE_MESSAGES.notFound);
  const forgetLists = (userId: string) => {
    deps.listCache?.deleteWhere((_, entry) => entry.userId === userId);
    deps.changed?.(userId);
  };

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
    /** `list` as the JSON sent, from the cache when a fresh copy is there. */
    async listJson(caller: ProfileCaller, query: ProfileListQuery): Promise<string> {
      const key = `${caller.userId}|${caller.admin ? 1 : 0}|${JSON.stringify(query)}`;
      const hit = deps.listCache?.get(key);
      if (hit) return hit.json;
      // Checked against the contract once, when built, as the report's cached JSON is (ADR 0090).
      const json = JSON.stringify(profileList.parse(await this.list(caller, query)));
      deps.listCache?.set(key, { userId: caller.userId, json });
      return json;
    },

    /** One page of the portfolio and the total that passes the filters (ADR 0135). */
    async list(caller: ProfileCaller, query: ProfileListQuery): Promise<ProfileList> {
      const { page, pageSize, sort, order, ...filters } = query;
      const where = whereOf(caller.userId, caller.admin, filters);
      const [rows, total, version] = await Promise.all([
        repository.listing.page(where, { sort, order: order ?? defaultOrder(sort) }, page, pageSize),
        repository.listing.count(where),
        deps.decisions.latest(caller.userId),
      ]);
      const policy = version ? { name: version.name, version: version.version } : null;
      return { items: rows.map(listedItem), total, page, pageSize, policy };
    },

    /** Whether the export has a 'Decisión': the caller saved a credit policy (docs/domain/credit-policy.md §12). */
    exportsDecisions: async (caller: ProfileCaller): Promise<boolean> =>
      (await deps.decisions.latest(caller.userId)) !== undefined,

    /**
     * Every profile that passes the filters, in keyset pages of `EXPORT_PAGE` rows, each read when the
     * previous one has been written (the export never holds the portfolio).
     */
    async *exportPages(caller: ProfileCaller, query: ProfileFilterQuery): AsyncGenerator<ListedRow[]> {
      const { sort, order, ...filters } = query;
      const where = whereOf(caller.userId, caller.admin, filters);
      const listOrder = { sort, order: order ?? defaultOrder(sort) };
      let after: Keyset | undefined;
      do {
        const { rows, next } = await repository.listing.keysetPage(where, listOrder, EXPORT_PAGE, after);
        if (rows.length) yield rows;
        after = next;
      } while (after);
    },

    /** The caller's profile of a tax id, or null (blocked tax ids are not there for non-admins). */
    async byTaxNumber(caller: ProfileCaller, rawTaxNumber: string): Promise<ProfileLookup> {
      const found = await repository.findByTaxNumber(caller.userId, requireCuit(rawTaxNumber));
      if (!found || (found.blocked && !caller.admin)) return { profile: null };
      const { blocked: _blocked, ...row } = found;
      return { profile: await withLastBalance(row) };
    },

    facets: (caller: ProfileCaller): Promise<ProfileFacets> => repository.facets(caller.userId, caller.admin),

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
        {
          userId: caller.userId,
          actorId: caller.actorId,
          apiKeyId: caller.apiKeyId,
          admin: caller.admin,
          feature: 'profile',
        },
        taxNumber,
      );
      const at = now();
      const row = await repository.insert(caller.userId, taxNumber, snapshot, period, at);
      if (!row) throw duplicate();
      // Its decision under the user's credit policy, from the facts just stored (docs/domain/credit-policy.md §12).
      const decided = await deps.decisions.decideProfile(caller.userId, row.id, at);
      forgetLists(caller.userId);
      return {
        profile: { ...toItem(row, undefined), decision: decided?.after.decision ?? null },
        message: cuitMessage(PROFILE_MESSAGES.added, taxNumber),
      };
    },

    async update(caller: ProfileCaller, id: string, patch: ProfilePatch): Promise<ProfileMutation> {
      await owned(caller, id);
      const row = await repository.update(caller.userId, id, patch);
      if (!row) throw missing();
      forgetLists(caller.userId);
      return {
        profile: await withLastBalance(row),
        message: cuitMessage(PROFILE_MESSAGES.updated, row.taxNumber),
      };
    },

    async remove(caller: ProfileCaller, id: string): Promise<{ taxNumber: string; message: string }> {
      await owned(caller, id);
      const row = await repository.remove(caller.userId, id);
      if (!row) throw missing();
      forgetLists(caller.userId);
      return { taxNumber: row.taxNumber, message: cuitMessage(PROFILE_MESSAGES.removed, row.taxNumber) };
    },
  };
}
export type ProfilesService = ReturnType<typeof profilesService>;
