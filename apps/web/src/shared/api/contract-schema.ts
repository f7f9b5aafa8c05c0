/**
 * The contracts by area, each loaded on first use: the one way the app checks what it sends and what the
 * API answers (`contractSchema`, `loadContracts`; ADR 0122). The schema library stays out of the initial
 * JavaScript (quality bar: ≤ 250 KB gzip, ADR 0063) and a page builds only its area's schemas — a zod
 * schema is built when its module is evaluated, and all areas together cost the report ≈ 150 ms of main
 * thread under 4× CPU throttling (ADR 0099). Types and constants (limits, error codes) are imported as
 * usual.
 */
const AREAS = {
  academy: () => import('@tirr/contracts/academy'),
  auth: () => import('@tirr/contracts/auth'),
  balances: () => import('@tirr/contracts/balances'),
  batch: () => import('@tirr/contracts/batch'),
  cheques: () => import('@tirr/contracts/cheques'),
  chequePortfolios: () => import('@tirr/contracts/cheque-portfolios'),
  credit: () => import('@tirr/contracts/credit'),
  funds: () => import('@tirr/contracts/funds'),
  integrations: () => import('@tirr/contracts/integrations'),
  logs: () => import('@tirr/contracts/logs'),
  mail: () => import('@tirr/contracts/mail'),
  organisations: () => import('@tirr/contracts/organisations'),
  payments: () => import('@tirr/contracts/payments'),
  policy: () => import('@tirr/contracts/policy'),
  profiles: () => import('@tirr/contracts/profiles'),
  quickPanel: () => import('@tirr/contracts/quick-panel'),
  system: () => import('@tirr/contracts/system'),
  users: () => import('@tirr/contracts/users'),
};

export type ContractArea = keyof typeof AREAS;
export type AreaContracts<A extends ContractArea> = Awaited<ReturnType<(typeof AREAS)[A]>>;

const loaded: Partial<Record<ContractArea, Promise<unknown>>> = {};

/**
 * The schemas of one area of the contracts (the module is fetched while the request is in flight). The
 * promise is kept: once an area is loaded, awaiting it takes microtasks only, so an optimistic update that
 * checks its input first (the settings' `updateInfo`) still lands in the same task as the click.
 */
export function loadContracts<A extends ContractArea>(area: A): Promise<AreaContracts<A>> {
  // A failed load (network) is not kept: the next request tries again.
  loaded[area] ??= AREAS[area]().catch((error: unknown) => {
    delete loaded[area];
    throw error;
  });
  return loaded[area] as Promise<AreaContracts<A>>;
}

/** Anything with a zod-like `parse` (a contracts schema). */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** A schema resolved when a request starts (see RequestOptions.schema). */
export interface LazyParser<T> {
  load(): Promise<Parser<T>>;
}

/** `contractSchema('users', (c) => c.me)`: validate an answer with a contracts schema without importing it eagerly. */
export function contractSchema<A extends ContractArea, T>(
  area: A,
  pick: (c: AreaContracts<A>) => Parser<T>,
): LazyParser<T> {
  return { load: () => loadContracts(area).then(pick) };
}
