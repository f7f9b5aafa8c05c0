/** Filtering, sorting and paging of the portfolio table (pure; the page keeps the state). */
import type { ProfileListItem } from '@tirr/contracts';

export interface PortfolioFilters {
  text: string;
  /** '' = every group; NO_GROUP = profiles without a group. */
  group: string;
  /** 'all' or a situación code as text ('0' = no debts). */
  situacion: string;
  /** 'all', a band code, or NO_BAND. */
  band: string;
}

export const NO_GROUP = '__none__';
export const NO_BAND = '__none__';
export const EMPTY_FILTERS: PortfolioFilters = { text: '', group: '', situacion: 'all', band: 'all' };

export type SortKey =
  'name' | 'taxNumber' | 'group' | 'income' | 'behaviour' | 'date' | 'debt' | 'situacion' | 'score' | 'ultimoBalance';
export type SortDirection = 'asc' | 'desc';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether a profile passes the filters (text: name, CUIT with or without dashes, group, behaviour; accents ignored). */
export function matches(profile: ProfileListItem, filters: PortfolioFilters): boolean {
  const text = fold(filters.text.trim());
  if (text) {
    const digits = text.replace(/[^0-9]/g, '');
    const haystack = fold([profile.name, profile.group ?? '', profile.behaviour ?? ''].join(' '));
    const byText = haystack.includes(text);
    const byCuit = digits.length > 0 && /^[\d\s-]+$/.test(text) && profile.taxNumber.includes(digits);
    if (!byText && !byCuit) return false;
  }
  if (filters.group === NO_GROUP ? profile.group !== null : filters.group && profile.group !== filters.group) {
    return false;
  }
  if (filters.situacion !== 'all' && profile.situacion !== Number(filters.situacion)) return false;
  if (filters.band === NO_BAND ? profile.band !== null : filters.band !== 'all' && profile.band !== filters.band) {
    return false;
  }
  return true;
}

export const filterPortfolio = (items: readonly ProfileListItem[], filters: PortfolioFilters) =>
  items.filter((p) => matches(p, filters));

const sortValue = (p: ProfileListItem, key: SortKey): string | number | null => {
  switch (key) {
    case 'ultimoBalance':
      return p.ultimoBalance?.date ?? null;
    default:
      return p[key];
  }
};

/** Sorted copy; empty values always go last, ties keep the name order. */
export function sortPortfolio(items: readonly ProfileListItem[], key: SortKey, direction: SortDirection) {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === null || va === '') return vb === null || vb === '' ? a.name.localeCompare(b.name, 'es') : 1;
    if (vb === null || vb === '') return -1;
    const order =
      typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb), 'es');
    return order === 0 ? a.name.localeCompare(b.name, 'es') : sign * order;
  });
}

/** The distinct groups, alphabetically. */
export function groupsOf(items: readonly ProfileListItem[]): string[] {
  return [...new Set(items.map((p) => p.group).filter((g): g is string => !!g))].sort((a, b) =>
    a.localeCompare(b, 'es'),
  );
}

/** The page's rows; size −1 means all. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return size === -1 ? [...items] : items.slice(page * size, page * size + size);
}
