/**
 * Raw shapes of the BCRA statistics API v4.0 (docs/domain/data-sources.md §4): the offline data mimics them
 * exactly.
 */

export interface V4SeriesPoint {
  fecha: string;
  valor: number;
}

export interface V4SeriesResponse {
  status: number;
  metadata: { resultset: { count: number; offset: number; limit: number } };
  results: { idVariable: number; detalle: V4SeriesPoint[] }[];
}

export interface V4ErrorResponse {
  status: number;
  errorMessages: string[];
}

/** Our series names and their v4 ids (kept in config: ids are resolved from the catalogue in live mode). */
export type SeriesName = 'cer' | 'badlar' | 'cpi';
export const DEFAULT_VARIABLE_IDS: Record<SeriesName, number> = { badlar: 7, cpi: 27, cer: 30 };

/** One series of the v4 catalogue (`GET /estadisticas/v4.0/Monetarias`). */
export interface V4CatalogueItem {
  idVariable: number;
  descripcion: string;
  categoria?: string;
  tipoSerie?: string;
  periodicidad?: string;
  unidadExpresion?: string;
  moneda?: string;
  primerFechaInformada?: string;
  ultFechaInformada?: string;
  ultValorInformado?: number;
}

export interface V4CatalogueResponse {
  status: number;
  metadata?: { resultset?: { count: number; offset: number; limit: number } };
  results: V4CatalogueItem[];
}
