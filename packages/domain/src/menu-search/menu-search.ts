/**
 * Menu search (docs/product.md §2 Shell, §9): accent- and case-insensitive matching of menu labels, ranked, at most
 * `MENU_SEARCH_LIMIT` suggestions. Pure: the caller passes the items it may show (already filtered by
 * permission) and their translated labels.
 */
export const MENU_SEARCH_LIMIT = 10;

export interface MenuSearchItem {
  /** Stable id (the route path). */
  id: string;
  label: string;
  /** Extra words that also match (e.g. the section title); ranked below label matches. */
  keywords?: readonly string[];
}

/** Lower case without diacritics: 'Educación' → 'educacion'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** 0 is best; null means no match. */
function rank(item: MenuSearchItem, query: string): number | null {
  const label = foldText(item.label);
  if (label === query) return 0;
  if (label.startsWith(query)) return 1;
  if (label.split(/[\s/-]+/).some((word) => word.startsWith(query))) return 2;
  if (label.includes(query)) return 3;
  if ((item.keywords ?? []).some((k) => foldText(k).includes(query))) return 4;
  return null;
}

/**
 * The items matching `query`, best first (exact label, label prefix, word prefix, substring, keyword),
 * ties in the given order; empty for a blank query; never more than `limit`.
 */
export function searchMenu<T extends MenuSearchItem>(
  items: readonly T[],
  query: string,
  limit = MENU_SEARCH_LIMIT,
): T[] {
  const folded = foldText(query);
  if (!folded) return [];
  return items
    .map((item, index) => ({ item, index, rank: rank(item, folded) }))
    .filter((r): r is { item: T; index: number; rank: number } => r.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map((r) => r.item);
}
