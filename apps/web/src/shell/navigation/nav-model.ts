import type { RouteObject } from 'react-router';
import { can, type MenuVariant, type Permission, type Requirement } from '@tirr/domain';
import { NAV_SECTIONS, isRouteHandle, type NavEntry, type NavSection } from '../../shared/routing/route-handle';

export interface NavItem {
  path: string;
  entry: NavEntry;
  /** What the route requires (the guard's check). */
  permission: Requirement;
}

export interface NavGroup {
  section: NavSection;
  items: NavItem[];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return `${base}${path}`;
}

/** Every route with a `handle.nav` entry, with its full path, in route-table order. */
export function collectNavItems(routes: readonly RouteObject[], parent = '/'): NavItem[] {
  const items: NavItem[] = [];
  for (const route of routes) {
    const path = route.path ? joinPath(parent, route.path) : parent;
    if (isRouteHandle(route.handle) && route.handle.nav) {
      items.push({ path, entry: route.handle.nav, permission: route.handle.permission });
    }
    if (route.children) items.push(...collectNavItems(route.children, path));
  }
  return items;
}

/** Whether a user with these permissions sees the item (items not permitted are hidden, docs/product.md §6). */
export function isNavItemVisible(item: NavItem, permissions: readonly Permission[]): boolean {
  return can(permissions, item.entry.visibleTo ?? item.permission);
}

/** The visible items grouped by section (sections in NAV_SECTIONS order, items by `order`). */
export function buildNav(items: readonly NavItem[], permissions: readonly Permission[]): NavGroup[] {
  return NAV_SECTIONS.map((section) => ({
    section,
    items: items
      .filter((item) => item.entry.section === section && isNavItemVisible(item, permissions))
      .sort((a, b) => a.entry.order - b.entry.order),
  })).filter((group) => group.items.length > 0);
}

/** The item to highlight: the longest item path that is the current path or a parent of it. */
export function activeNavPath(items: readonly NavItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const { path } of items) {
    const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}

/** The i18n key of a section title: the later menu variant says 'Mercado de …' (docs/product.md §1). */
export function sectionTitleKey(section: NavSection, variant: MenuVariant): string {
  return variant === 'classic' && (section === 'credits' || section === 'capital')
    ? `nav.classicSections.${section}`
    : `nav.sections.${section}`;
}
