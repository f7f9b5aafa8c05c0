/** BCRA Central de Deudores from the embedded demo data — the same raw payloads as the live API. */
import { latestInformedPeriod } from '@tirr/domain';
import { UpstreamError } from '../http';
import { buildCheques, buildDeudas, buildHistoricas } from '../offline/build';
import { DEMO_ENTIDADES } from '../offline/entities';
import { demoProfile } from '../offline/profiles';
import { BCRA_BAD_ID_MESSAGE, BCRA_NOT_FOUND_MESSAGE, type BcraAnswer, type BcraSource } from './types';

const notFound = (): BcraAnswer<never> => ({ status: 404, errorMessages: [BCRA_NOT_FOUND_MESSAGE] });

/** Answers are pure functions of (tax id, endpoint, day): memoised, bounded (callers never mutate them). */
function memo<T>(limit = 3000) {
  const cache = new Map<string, T>();
  return (key: string, build: () => T): T => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build();
      if (cache.size >= limit) cache.delete(cache.keys().next().value!);
      cache.set(key, value);
    }
    return value;
  };
}

export function createBcraOffline(today: () => string): BcraSource {
  const remember = memo<BcraAnswer<unknown>>();
  const profileOf = (cuit: string) => {
    if (!/^\d{11}$/.test(cuit)) throw new UpstreamError('BCRA', 'bad-request', BCRA_BAD_ID_MESSAGE, 400);
    return demoProfile(cuit);
  };
  return {
    deudas: async (cuit) => {
      const profile = profileOf(cuit);
      const day = today();
      return remember(`d:${cuit}:${day}`, () =>
        profile ? buildDeudas(profile, cuit, latestInformedPeriod(day)) : notFound(),
      ) as Awaited<ReturnType<BcraSource['deudas']>>;
    },
    historicas: async (cuit) => {
      const profile = profileOf(cuit);
      const day = today();
      return remember(`h:${cuit}:${day}`, () =>
        profile ? buildHistoricas(profile, cuit, latestInformedPeriod(day)) : notFound(),
      ) as Awaited<ReturnType<BcraSource['historicas']>>;
    },
    cheques: async (cuit) => {
      const profile = profileOf(cuit);
      const day = today();
      return remember(`c:${cuit}:${day}`, () => (profile ? buildCheques(profile, cuit, day) : notFound())) as Awaited<
        ReturnType<BcraSource['cheques']>
      >;
    },
    entidades: async () => ({ status: 200, results: DEMO_ENTIDADES }),
  };
}
