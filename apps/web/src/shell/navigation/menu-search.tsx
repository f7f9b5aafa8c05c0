import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import type { NavItem } from './nav-model';
import { Hint } from '../layout/hint';

// The search box (Autocomplete and its popup) is loaded when the search is first opened: it is not part
// of the first page's JavaScript (quality bar, ADR 0063).
const MenuSearchBox = lazy(() => import('./menu-search-box').then((m) => ({ default: m.MenuSearchBox })));

/**
 * Menu search (docs/product.md §2 Shell, §9): the permitted menu items, accent- and case-insensitive, at most 10
 * suggestions, 'Sin resultados' ('No results..' in English) when none; Enter or a click opens the item, Escape
 * closes the search.
 */
export function MenuSearch({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const button = (
    <Hint title={t('search.open')}>
      <IconButton aria-label={t('search.open')} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
    </Hint>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <MenuSearchBox items={items} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
