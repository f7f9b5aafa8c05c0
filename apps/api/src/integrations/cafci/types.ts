/**
 * Raw CAFCI shapes (docs/domain/data-sources.md §3): the catalogue JSON of estadisticas.cafci.org.ar (snake_case,
 * numeric ids), the legacy/pub JSON API (string ids, numeric strings, dd/mm/yyyy dates). The offline data
 * produces exactly these shapes, so swapping offline ↔ live never changes the normaliser's input.
 */

export interface IdName {
  id: number;
  nombre: string;
}

export interface CatalogueClass {
  id: number;
  nombre: string;
  moneda: IdName;
  inversion_minima: string;
  honorarios: {
    ingreso: string;
    rescate: string;
    transferencia: string;
    administracion_gerente: string;
    administracion_depositaria: string;
    gasto_ordinario_gestion: string;
  };
  suscripcion: string | null;
  liquidez: string | null;
  rg384: boolean | null;
  log_abierto: boolean | null;
  ticker_bloomberg: string | null;
  ticker_isin: string | null;
}

export interface CatalogueFund {
  id: number;
  nombre: string;
  codigo_cnv: string | null;
  estado: number | string;
  objetivo: string | null;
  tipo_dinero: string | null;
  valuacion: string | null;
  dias_liquidacion: number;
  inicio: string | null;
  mm_puro: boolean | null;
  mm_indice: boolean | null;
  sociedad_gerente: IdName;
  sociedad_depositaria: IdName | null;
  moneda: IdName;
  tipo_renta: IdName;
  tipo_renta_mixta: IdName | null;
  region: IdName | null;
  duration: IdName | null;
  benchmark: IdName | null;
  horizonte: IdName | null;
  clases: CatalogueClass[];
}

export interface Catalogue {
  generated_at: string;
  total_fondos: number;
  total_clases: number;
  filtros: { sociedad_gerente: IdName[]; tipo_renta: IdName[]; moneda: IdName[] } & Record<string, unknown>;
  fondos: CatalogueFund[];
}

/** A row of `/estadisticas/informacion/diaria/{tipoRentaId}/{fecha}`; aggregate rows only have fondo + patrimonio. */
export interface DailyRow {
  fondo: string;
  fecha?: string | null;
  vcp?: string | null;
  ccp?: string | null;
  patrimonio: string | null;
  horizonte?: string | null;
}

export type DailyResponse = { success: true; data: DailyRow[] } | { error: string };

/** `/fondo/{f}/clase/{c}/ficha` (trimmed to what the sync reads). */
export interface Ficha {
  success: boolean;
  data: {
    model: { id: string; nombre: string; fondo: { id: string; diasLiquidacion: string } };
    info: {
      diaria: {
        referenceDay: string;
        actual: { fecha: string; vcp: string; vcpUnitario?: string; patrimonio: string; ccp?: string };
      };
      mensual?: { honorariosComisiones?: Record<string, string> };
    };
  };
}
