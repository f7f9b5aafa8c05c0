/** BCRA Central de Deudores and Cheques from the embedded demo data — the same raw payloads as the live API. */
import { addMonthsToPeriod, latestInformedPeriod } from '@tirr/domain';
import { boundedMemo } from '../../lib/bounded-cache';
import { UpstreamError } from '../http';
import { buildCheques, buildDeudas, buildHistoricas, publishedAhead } from '../offline/build';
import { DEMO_ENTIDADES } from '../offline/entities';
import { demoProfiles, type DemoProfiles } from '../offline/profiles';
import { buildDenunciado } from '../offline/reported-cheques';
import type { BcraPublications } from './publications';
import {
  BCRA_BAD_CHEQUE_MESSAGE,
  BCRA_BAD_ID_MESSAGE,
  BCRA_NOT_FOUND_MESSAGE,
  type BcraAnswer,
  type BcraSource,
} from './types';

const notFound = (): BcraAnswer<never> => ({ status: 404, errorMessages: [BCRA_NOT_FOUND_MESSAGE] });
const isCode = (value: number) => Number.isSafeInteger(value) && value > 0;

/**
 * `publications` (optional) publishes demo periods ahead of the calendar: each one moves the demo histories
 * a month forward (ages below 0 of the curated profiles) and may bring new rejected cheques. `demoProfile`:
 * the demo registry (the data sources share one with the ARCA source).
 */
export function createBcraOffline(
  today: () => string,
  publications?: BcraPublications,
  demoProfile: DemoProfiles = demoProfiles(),
): BcraSource {
  // Answers are pure functions of (tax id, endpoint, day, periods ahead): memoised, bounded.
  const remember = boundedMemo<BcraAnswer<unknown>>(3000);
  const ahead = () => publications?.extraMonths() ?? 0;
  const profileOf = (cuit: string) => {
    if (!/^\d{11}$/.test(cuit)) throw new UpstreamError('BCRA', 'bad-request', BCRA_BAD_ID_MESSAGE, 400);
    const profile = demoProfile(cuit);
    return profile && publishedAhead(profile, ahead());
  };
  const latestOn = (day: string) => addMonthsToPeriod(latestInformedPeriod(day), ahead());
  return {
    deudas: async (cuit) => {
      const profile = profileOf(cuit);
      const day = today();
      return remember(`d:${cuit}:${day}:${ahead()}`, () =>
        profile ? buildDeudas(profile, cuit, latestOn(day)) : notFound(),
      ) as Awaited<ReturnType<BcraSource['deudas']>>;
    },
    historicas: async (cuit) => {
      const profile = profileOf(cuit);
      const day = today();
      return remember(`h:${cuit}:${day}:${ahead()}`, () =>
        profile ? buildHistoricas(profile, cuit, latestOn(day)) : notFound(),
      ) as Awaited<ReturnType<BcraSource['historicas']>>;
    },
    cheques: async (cuit) => {
      const profile = profileOf(cuit);
      const day = today();
      return remember(`c:${cuit}:${day}:${ahead()}`, () =>
        profile ? buildCheques(profile, cuit, day) : notFound(),
      ) as Awaited<ReturnType<BcraSource['cheques']>>;
    },
    entidades: async () => ({ status: 200, results: DEMO_ENTIDADES }),
    // Curated reported cheques and a seeded draw (offline/reported-cheques.ts); a bad parameter is a 400.
    denunciado: async (codigoEntidad, numeroCheque) => {
      if (!isCode(codigoEntidad) || !isCode(numeroCheque)) {
        throw new UpstreamError('BCRA', 'bad-request', BCRA_BAD_CHEQUE_MESSAGE, 400);
      }
      return buildDenunciado(codigoEntidad, numeroCheque, today());
    },
  };
}
