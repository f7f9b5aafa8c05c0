/** Chooses the data sources: embedded demo data (DATA_SOURCES=offline, the default) or the live adapters. */
import fs from 'node:fs';
import { buenosAiresDate } from '@tirr/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createArcaClient } from './arca/client';
import { createArcaOffline } from './arca/offline';
import type { ArcaSource } from './arca/types';
import { createWsaa } from './arca/wsaa';
import { createBcraClient } from './bcra/client';
import { createBcraOffline } from './bcra/offline';
import { demoPublications, observedPublications, type BcraPublications } from './bcra/publications';
import type { BcraSource } from './bcra/types';
import type { AppEvents } from '../lib/app-events';
import { cachedBcra, dbDemoPeriodStore, dbPublishedPeriodStore, dbTicketStore } from './cache';
import { createHttpClient } from './http';
import { demoProfiles } from './offline/profiles';

export interface DataSources {
  kind: 'offline' | 'live';
  bcra: BcraSource;
  arca: ArcaSource;
  /**
   * The latest period BCRA has published (offline: the dataset's, which the demo can advance; live: the
   * newest seen in a Deudas answer, persisted).
   */
  publications: BcraPublications;
}

/** Sources given without their publications (tests) get the live rule on the database. */
export type SourcesWithoutPublications = Omit<DataSources, 'publications'> & { publications?: BcraPublications };

export function withPublications(
  sources: SourcesWithoutPublications,
  db: Db,
  now: () => Date = () => new Date(),
): DataSources {
  return {
    ...sources,
    publications:
      sources.publications ?? observedPublications(dbPublishedPeriodStore(db), () => buenosAiresDate(now())),
  };
}

export function createDataSources(
  config: Config,
  db: Db,
  now: () => Date = () => new Date(),
  /** The app's events: the demo's published periods reach every instance (ADR 0132). */
  events?: AppEvents,
): DataSources {
  const today = () => buenosAiresDate(now());
  if (config.dataSources === 'offline') {
    const publications = demoPublications(today, dbDemoPeriodStore(db), { events });
    const profiles = demoProfiles();
    return {
      kind: 'offline',
      bcra: createBcraOffline(today, publications, profiles),
      arca: createArcaOffline(now, profiles),
      publications,
    };
  }
  const { bcra, arca, timeoutMs } = config.upstream;
  const bcraClient = createBcraClient({
    baseUrl: bcra.baseUrl,
    timeoutMs,
    minIntervalMs: bcra.minIntervalMs,
    extraCa: bcra.caFile ? fs.readFileSync(bcra.caFile, 'utf8') : undefined,
  });
  const soap = createHttpClient({ source: 'ARCA', timeoutMs, retries: 2, backoffMs: 1000, minIntervalMs: 0 });
  const wsaa = createWsaa({
    url: arca.wsaaUrl,
    certPem: fs.readFileSync(arca.certPath!, 'utf8'),
    keyPem: fs.readFileSync(arca.keyPath!, 'utf8'),
    http: soap,
    store: dbTicketStore(db),
    now,
  });
  return {
    kind: 'live',
    publications: observedPublications(dbPublishedPeriodStore(db), today),
    bcra: cachedBcra(bcraClient, db, today),
    arca: createArcaClient({ url: arca.padronUrl, cuitRepresentada: arca.cuit!, wsaa, http: soap }),
  };
}
