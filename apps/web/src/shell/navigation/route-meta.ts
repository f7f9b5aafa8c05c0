import type { UIMatch } from 'react-router';
import { isRouteHandle, type LayoutFlags, type RouteHandle } from '../../shared/routing/route-handle';

/** The handle of the deepest matched route that has one (the page being shown). */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** Layout flags of all matched routes, the deeper ones winning. */
export function layoutFlags(matches: readonly UIMatch[]): Required<{ [K in keyof LayoutFlags]: boolean }> {
  const flags = { navbar: true, toolbar: true, footer: true };
  for (const match of matches) {
    const handle = match.handle;
    if (isRouteHandle(handle) && handle.layout) {
      if (handle.layout.navbar === false) flags.navbar = false;
      if (handle.layout.toolbar === false) flags.toolbar = false;
      if (handle.layout.footer === false) flags.footer = false;
    }
  }
  return flags;
}
