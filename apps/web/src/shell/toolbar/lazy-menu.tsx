import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type MenuComponent from '@mui/material/Menu';

// Menus (and the popover under them) load when first opened, not with the first page (ADR 0063).
const Menu = lazy(() => import('@mui/material/Menu'));

/** MUI's Menu, loaded on first open and kept mounted afterwards (so closing animates). */
export function LazyMenu(props: ComponentProps<typeof MenuComponent>) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
