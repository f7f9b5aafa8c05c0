import { getJson, type HttpOptions } from '../http-json';
import type { V4CatalogueItem, V4CatalogueResponse, V4SeriesResponse } from './types';

/** Live BCRA statistics v4.0 adapter (docs/domain/data-sources.md §4): pages through a series, newest first. */
export interface BcraStatisticsOptions extends HttpOptions {
  baseUrl?: string;
  pageSize?: number;
}

export function bcraStatisticsClient(options: BcraStatisticsOptions = {}) {
  const baseUrl = options.baseUrl ?? 'https://api.bcra.gob.ar';
  const limit = Math.min(options.pageSize ?? 3000, 3000);
  const http: HttpOptions = { source: 'bcra-statistics', ...options };
  return {
    /** The whole v4 catalogue of series (every page), to resolve ids by description (ADR 0119). */
    async catalogue(): Promise<V4CatalogueItem[]> {
      const items: V4CatalogueItem[] = [];
      for (let offset = 0; ; offset += limit) {
        const query = new URLSearchParams({ Limit: String(limit), Offset: String(offset) });
        const page = await getJson<V4CatalogueResponse>(`${baseUrl}/estadisticas/v4.0/Monetarias?${query}`, http);
        const results = Array.isArray(page.results) ? page.results : [];
        items.push(...results);
        const count = page.metadata?.resultset?.count ?? items.length;
        if (results.length === 0 || results.length < limit || items.length >= count) break;
      }
      return items;
    },

    /** Every point of a variable between two dates (all pages), as the raw v4 answer merged. */
    async series(idVariable: number, desde: string, hasta: string): Promise<V4SeriesResponse> {
      const detalle: V4SeriesResponse['results'][number]['detalle'] = [];
      let count: number | undefined;
      for (let offset = 0; ; offset += limit) {
        const query = new URLSearchParams({ Desde: desde, Hasta: hasta, Limit: String(limit), Offset: String(offset) });
        const page = await getJson<V4SeriesResponse>(
          `${baseUrl}/estadisticas/v4.0/Monetarias/${idVariable}?${query}`,
          http,
        );
        count = page.metadata?.resultset?.count ?? 0;
        const points = page.results?.[0]?.detalle ?? [];
        detalle.push(...points);
        if (points.length === 0 || detalle.length >= count) break;
      }
      return {
        status: 200,
        metadata: { resultset: { count: count ?? detalle.length, offset: 0, limit } },
        results: [{ idVariable, detalle }],
      };
    },
  };
}
export type BcraStatisticsClient = ReturnType<typeof bcraStatisticsClient>;
