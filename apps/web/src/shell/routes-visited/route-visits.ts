import type { RouteVisit } from '@tirr/contracts';

/** How many visits are kept (the contract's limit); the least recent go first. */
export const MAX_ROUTE_VISITS = 500;

/**
 * The matched route pattern of a page: its path with each parameter value put back as `:name`
 * ('/credits/profiles/20123456786' with { id } → '/credits/profiles/:id').
 */
export function routePattern(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  const segments = pathname.split('/');
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (value && name !== '*') byValue.set(value, name);
  }
  return segments.map((segment) => (byValue.has(segment) ? `:${byValue.get(segment)}` : segment)).join('/') || '/';
}

/** Records a visit (docs/product.md §3): lastTime always, firstTime only the first time the route is seen. */
export function recordVisit(visits: readonly RouteVisit[], route: string, at: string): RouteVisit[] {
  const existing = visits.find((v) => v.route === route);
  const entry: RouteVisit = existing ? { ...existing, lastTime: at } : { route, lastTime: at, firstTime: at };
  const rest = visits.filter((v) => v.route !== route);
  const next = [...rest, entry];
  return next.length > MAX_ROUTE_VISITS ? next.slice(next.length - MAX_ROUTE_VISITS) : next;
}
