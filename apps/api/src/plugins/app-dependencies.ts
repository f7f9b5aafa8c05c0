import type { Config } from '../config';
import type { Database } from '../db/client';
import type { HashGate } from '../identity-provider/hash-gate';
import type { PasswordHasher } from '../identity-provider/passwords';
import type { ProviderKeys } from '../identity-provider/keys';
import type { SourcesWithoutPublications } from '../integrations';
import type { MercadoPagoApi } from '../integrations/mercadopago/types';
import type { SessionRevocationsOptions } from '../lib/revocations';

/** What `buildApp` is given: configuration, the database and what tests replace (docs/architecture.md §2). */
export interface AppDependencies {
  config: Config;
  database: Database;
  /** The credit data sources; by default chosen from config.dataSources. */
  dataSources?: SourcesWithoutPublications | undefined;
  /** Keys of the built-in provider (required when config.auth.kind is 'builtin'). */
  keys?: ProviderKeys | undefined;
  logger?: boolean | object;
  /** The server clock (tests inject one); today is its date in Buenos Aires. */
  clock?: (() => Date) | undefined;
  /** Mercado Pago (tests inject the live client pointed at a replay server). */
  mercadopago?: MercadoPagoApi | undefined;
  /** Settles when the fund tables are loaded (the offline seed runs after listen); fund routes wait for it. */
  fundsReady?: Promise<unknown>;
  /** How often the portfolio monitoring job looks for a new BCRA period (server.ts sets it; tests run it by hand). */
  monitoringEveryMs?: number | undefined;
  /** How often mails whose delivery failed are tried again (server.ts sets it; ADR 0105). */
  mailRetryEveryMs?: number | undefined;
  /** The password-hashing gate of the built-in provider (tests inject one to read its figures). */
  hashGate?: HashGate | undefined;
  /** The built-in provider's password hashing (tests inject one to read its scrypt figures). */
  passwords?: PasswordHasher | undefined;
  /** Node's process metrics on /metrics (server.ts turns them on; ADR 0134). */
  processMetrics?: boolean | undefined;
  /** The revocation list's maximum age and clock (tests advance the clock instead of waiting). */
  revocations?: Pick<SessionRevocationsOptions, 'maxAgeMs' | 'now'> | undefined;
}

/** The dependencies with the clock's default filled in: what every plugin of the app reads. */
export type AppContext = AppDependencies & { clock: () => Date };
