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
  /**
   * Schedules the background work on the job queue (server.ts sets it; tests run it by hand, ADR 0133):
   * portfolio monitoring at start-up and every 15 minutes, mail retries every minute.
   */
  schedules?: boolean | undefined;
  /** The password-hashing gate of the built-in provider (tests inject one to read its figures). */
  hashGate?: HashGate | undefined;
  /** The built-in provider's password hashing (tests inject one to read its scrypt figures). */
  passwords?: PasswordHasher | undefined;
  /** This instance's name among those on one database (default: lib/instance.ts, ADR 0132). */
  instance?: string | undefined;
  /** Node's process metrics on /metrics (server.ts turns them on; ADR 0134). */
  processMetrics?: boolean | undefined;
  /** The revocation list's maximum age and clock (tests advance the clock instead of waiting). */
  revocations?: Pick<SessionRevocationsOptions, 'maxAgeMs' | 'now'> | undefined;
}

/** The dependencies with the defaults filled in (clock, instance): what every plugin of the app reads. */
export type AppContext = AppDependencies & { clock: () => Date; instance: string };
