import { getJson, type HttpOptions } from '../http-json';
import type { V4SeriesResponse } from './types';

/** Live BCRA statistics v4.0 adapter (data-sources.md §4): pages through a series, newest first. */
export interface BcraStatisticsOptions extends HttpOptions {
  baseUrl?: string;
  pageSize?: number;
}

export function bcraStatisticsClient(options: BcraStatisticsOptions = {}) {
  const baseUrl = options.baseUrl ?? 'https://api.bcra.gob.ar';
  const limit = Math.min(options.pageSize ?? 3000, 3000);
  return {
    /** Every point of a variable between two dates (all pages), as the raw v4 answer merged. */
    async series(idVariable: number, desde: string, hasta: string): Promise<V4SeriesResponse> {
      const detalle: V4SeriesResponse['results'][number]['detalle'] = [];
      let count: number | undefined;
      for (let offset = 0; ; offset += limit) {
        const query = new URLSearchParams({ Desde: desde, Hasta: hasta, Limit: String(limit), Offset: String(offset) });
        const page = await getJson<V4SeriesResponse>(
          `${baseUrl}/estadisticas/v4.0/Monetarias/${idVariable}?${query}`,
          options,
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
