import { getBytes, getJson, UpstreamError, type HttpOptions } from '../http-json';
import type { Catalogue, DailyResponse, Ficha } from './types';

/**
 * Live CAFCI adapter (docs/domain/data-sources.md §3). The catalogue comes from estadisticas.cafci.org.ar; the day's
 * values from the daily spreadsheet (`pb_get`, XLSX); history and fallbacks from the pub JSON API, falling
 * back to the legacy host when one answers 401/403 (token or geo-block, "Route not allowed"). Calls are
 * spaced (≥ 0.3 s by default) to be polite.
 */
export interface CafciClientOptions extends HttpOptions {
  catalogueUrl?: string;
  /** The daily spreadsheet ("Planilla Diaria"). */
  planillaUrl?: string;
  /** JSON API hosts in the order they are tried. */
  apiHosts?: string[];
  /** Minimum time between two calls. */
  spacingMs?: number;
}

export const CAFCI_DEFAULTS = {
  catalogueUrl: 'https://estadisticas.cafci.org.ar/consulta-de-fondos.json',
  planillaUrl: 'https://api.pub.cafci.org.ar/pb_get',
  apiHosts: ['https://api.pub.cafci.org.ar', 'https://api.cafci.org.ar'],
};

/** Every host denied access (401/403): the caller falls back to another source. */
export class CafciDeniedError extends Error {
  constructor(
    readonly path: string,
    readonly causes: UpstreamError[],
  ) {
    super(`CAFCI denied ${path} on every host (${causes.map((c) => c.status).join(', ')})`);
  }
}

export function cafciClient(options: CafciClientOptions = {}) {
  const catalogueUrl = options.catalogueUrl ?? CAFCI_DEFAULTS.catalogueUrl;
  const hosts = options.apiHosts ?? CAFCI_DEFAULTS.apiHosts;
  const planillaUrl = options.planillaUrl ?? CAFCI_DEFAULTS.planillaUrl;
  const spacing = options.spacingMs ?? 300;
  const http: HttpOptions = {
    source: 'cafci',
    ...options,
    headers: { origin: 'https://www.cafci.org.ar', referer: 'https://www.cafci.org.ar/', ...options.headers },
  };
  let nextAt = 0;
  async function polite<T>(call: () => Promise<T>): Promise<T> {
    const wait = nextAt - Date.now();
    if (wait > 0) await (options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(wait);
    nextAt = Date.now() + spacing;
    return call();
  }

  /** GET a JSON API path on each host in turn; 401/403 moves on to the next host. */
  async function api<T>(path: string): Promise<T> {
    const denied: UpstreamError[] = [];
    for (const host of hosts) {
      try {
        return await polite(() => getJson<T>(`${host}${path}`, http));
      } catch (error) {
        if (error instanceof UpstreamError && error.denied) {
          denied.push(error);
          continue;
        }
        throw error;
      }
    }
    throw new CafciDeniedError(path, denied);
  }

  return {
    catalogue: () => polite(() => getJson<Catalogue>(`${catalogueUrl}?d=${Date.now()}`, http)),
    /** The daily spreadsheet (XLSX bytes, with a cache-buster); 401/403 → CafciDeniedError. */
    planilla: async (): Promise<Buffer> => {
      try {
        return await polite(() => getBytes(`${planillaUrl}?d=${Date.now()}`, http));
      } catch (error) {
        if (error instanceof UpstreamError && error.denied) throw new CafciDeniedError('/pb_get', [error]);
        throw error;
      }
    },
    /** One category's values for a date; `{"error":"inexistance"}` (no data that day) is a normal answer. */
    daily: (tipoRentaId: number, date: string) =>
      api<DailyResponse>(`/estadisticas/informacion/diaria/${tipoRentaId}/${date}`),
    ficha: (fondoId: number, claseId: number) => api<Ficha>(`/fondo/${fondoId}/clase/${claseId}/ficha`),
  };
}
export type CafciClient = ReturnType<typeof cafciClient>;
