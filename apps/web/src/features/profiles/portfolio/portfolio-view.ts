/** The portfolio table's state as the server's query (ADR 0135: the server filters, sorts and pages). */
import { NO_BAND_FILTER, type ProfileFilterQuery, type ProfileListParams, type ProfileSortKey } from '@tirr/contracts';
import type { PolicyOutcome } from '@tirr/domain';

export interface PortfolioFilters {
  text: string;
  /** '' = every group; NO_GROUP = profiles without a group. */
  group: string;
  /** 'all' or a situación code as text ('0' = no debts). */
  situacion: string;
  /** 'all', a band code, or NO_BAND. */
  band: string;
  /** 'all', 'with' or 'without' a balance. */
  balance: string;
  /** 'all' or a decision under the user's credit policy (docs/domain/credit-policy.md §12). */
  decision: string;
}

export const NO_GROUP = '__none__';
export const NO_BAND = '__none__';
export const EMPTY_FILTERS: PortfolioFilters = {
  text: '',
  group: '',
  situacion: 'all',
  band: 'all',
  balance: 'all',
  decision: 'all',
};
/** The decisions as the filter offers them: the best first. */
export const DECISION_CHOICES: readonly PolicyOutcome[] = ['APROBAR', 'OBSERVAR', 'RECHAZAR'];

export type SortKey = ProfileSortKey;
export type SortDirection = 'asc' | 'desc';
export interface PortfolioSort {
  key: SortKey;
  direction: SortDirection;
}

/** The filters and order as GET /profiles and GET /profiles/export read them (unset filters left out). */
export function filterQuery(filters: PortfolioFilters, sort: PortfolioSort): ProfileFilterQuery {
  const text = filters.text.trim();
  return {
    sort: sort.key,
    order: sort.direction,
    ...(text ? { q: text } : {}),
    ...(filters.group ? { group: filters.group === NO_GROUP ? '' : filters.group } : {}),
    ...(filters.situacion !== 'all' ? { situacion: Number(filters.situacion) } : {}),
    ...(filters.band !== 'all' ? { band: filters.band === NO_BAND ? NO_BAND_FILTER : filters.band } : {}),
    ...(filters.balance === 'with' || filters.balance === 'without' ? { balance: filters.balance } : {}),
    ...(filters.decision !== 'all' ? { decision: filters.decision } : {}),
  } as ProfileFilterQuery;
}

/** One page (0-based, as the table counts) of the filtered, sorted portfolio. */
export const pageQuery = (
  filters: PortfolioFilters,
  sort: PortfolioSort,
  page: number,
  pageSize: number,
): ProfileListParams => ({ ...filterQuery(filters, sort), page: page + 1, pageSize });

export const hasFilters = (filters: PortfolioFilters) => JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);
