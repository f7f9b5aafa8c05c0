import type { RouteObject } from 'react-router';
import type { ApiScope } from '@tirr/contracts';
import {
  can,
  canUseScope,
  type MenuVariant,
  type OrganisationAccess,
  type Permission,
  type Requirement,
} from '@tirr/domain';
import { NAV_SECTIONS, isRouteHandle, type NavEntry, type NavSection } from '../../shared/routing/route-handle';

export interface NavItem {
  path: string;
  entry: NavEntry;
  /** What the route requires (the guard's check). */
  permission: Requirement;
  /** The API scope the route needs (hidden from an organisation's members whose role lacks it). */
  scope?: ApiScope;
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
      const { nav: entry, permission, scope } = route.handle;
      items.push({ path, entry, permission, ...(scope ? { scope } : {}) });
    }
    if (route.children) items.push(...collectNavItems(route.children, path));
  }
  return items;
}

/**
 * Whether a user with these permissions sees the item (items not permitted are hidden, docs/product.md §6); inside an
 * organisation, also only when their role has the route's scope (docs/domain/organisations.md §4).
 */
export function isNavItemVisible(
  item: NavItem,
  permissions: readonly Permission[],
  organisation?: OrganisationAccess | null,
): boolean {
  return can(permissions, item.entry.visibleTo ?? item.permission) && canUseScope(organisation, item.scope);
}

/** The visible items grouped by section (sections in NAV_SECTIONS order, items by `order`). */
export function buildNav(
  items: readonly NavItem[],
  permissions: readonly Permission[],
  organisation?: OrganisationAccess | null,
): NavGroup[] {
  return NAV_SECTIONS.map((section) => ({
    section,
    items: items
      .filter((item) => item.entry.section === section && isNavItemVisible(item, permissions, organisation))
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
