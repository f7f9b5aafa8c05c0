import type * as ContractsModule from '@tirr/contracts';
import type { Parser } from './client';

type Contracts = typeof ContractsModule;

let contracts: Promise<Contracts> | undefined;

/**
 * The contracts (and the schema library under them), loaded on first use. The code of the first page
 * (session, shell) validates answers with these lazily: the module is fetched while the request is in
 * flight, so it stays out of the initial JavaScript (quality bar: ≤ 250 KB gzip, ADR 0063).
 */
export function loadContracts(): Promise<Contracts> {
  contracts ??= import('@tirr/contracts');
  return contracts;
}

/** A schema resolved when a request starts (see RequestOptions.schema). */
export interface LazyParser<T> {
  load(): Promise<Parser<T>>;
}

/** `contractSchema((c) => c.me)`: validate an answer with a contracts schema without importing it eagerly. */
export function contractSchema<T>(pick: (c: Contracts) => Parser<T>): LazyParser<T> {
  return { load: () => loadContracts().then(pick) };
}
