import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ApiScope } from '@tirr/contracts';
import type { Requirement } from '@tirr/domain';

/**
 * Route metadata (docs/architecture.md §2): the one source of truth read by the side navigation, the guard, the
 * document title and, later, the menu search and the help panel. Features put it in each route's `handle`.
 */

/** Navigation sections, in display order. The shell owns their labels. */
export const NAV_SECTIONS = ['main', 'credits', 'capital', 'academy', 'integrations', 'system'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export interface NavEntry {
  section: NavSection;
  /** Position inside the section (ascending). */
  order: number;
  icon: ComponentType<SvgIconProps>;
  /** i18n key, `namespace:key`. */
  labelKey: string;
  badge?: 'new';
  /**
   * Who sees the menu item, when it differs from who may open the route. docs/product.md §6 lists the search,
   * simulators and profile report as 'open' menu items: guests see them, and opening one sends them to
   * sign in (the route itself still needs a signed-in user) and back.
   */
  visibleTo?: Requirement;
}

export interface LayoutFlags {
  navbar?: false;
  toolbar?: false;
  footer?: false;
}

export interface RouteHandle {
  /** i18n key of the page title, `namespace:key`. */
  titleKey: string;
  /** What the route requires, checked with `can()` by the guard. */
  permission: Requirement;
  /**
   * The API scope the page's requests need (docs/api/keys.md). Inside an organisation a member whose role lacks it
   * neither sees the menu item nor opens the route (`canUseScope`, docs/domain/organisations.md §4); outside one it
   * changes nothing.
   */
  scope?: ApiScope;
  nav?: NavEntry;
  layout?: LayoutFlags;
  helpCode?: string;
  tourId?: string;
}

/** Identity function that type-checks a handle where `RouteObject.handle` is `any`. */
export function defineHandle(handle: RouteHandle): RouteHandle {
  return handle;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'permission' in value && 'titleKey' in value;
}

/** Nested translation messages of one namespace. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Messages loaded on demand (English, so the first page carries only the source language; ADR 0063). */
export type LazyMessages = () => Promise<Messages>;

/** What a feature contributes to the app: its routes (with handles) and its i18n namespace. */
export interface FeatureDefinition {
  /** i18n namespace, also the feature's folder name. */
  namespace: string;
  /** es is the source and ships with the first page; en may be a loader. */
  messages: { es: Messages; en: Messages | LazyMessages };
  routes: RouteObject[];
  /**
   * Loaders of these routes (by path) that start a page's requests in the app's query cache while the
   * page's module loads (ADR 0094). The app's router passes its cache in (app/routes.tsx); a router
   * without one (screen tests) leaves them out, and the pages send their requests.
   */
  queryLoaders?: Readonly<Record<string, (queryClient: QueryClient) => LoaderFunction>>;
}
