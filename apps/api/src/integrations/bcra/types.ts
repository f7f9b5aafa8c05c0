/**
 * Raw shapes of the BCRA Central de Deudores v1.0 API (docs/domain/data-sources.md §1) — the offline data uses
 * them too.
 */

export interface BcraDeudaEntity {
  entidad: string | null;
  situacion: number | null;
  fechaSit1: string | null;
  /** Thousands of pesos. */
  monto: number | null;
  diasAtrasoPago: number | null;
  refinanciaciones: boolean;
  recategorizacionOblig: boolean;
  situacionJuridica: boolean;
  irrecDisposicionTecnica: boolean;
  enRevision: boolean;
  procesoJud: boolean;
}

export interface BcraHistoricaEntity {
  entidad: string | null;
  situacion: number | null;
  monto: number | null;
  enRevision: boolean;
  procesoJud: boolean;
}

export interface BcraPeriodo<E> {
  periodo: string;
  entidades: E[];
}

export interface BcraDeudasResults<E> {
  identificacion: number | string;
  denominacion: string | null;
  periodos: Array<BcraPeriodo<E>>;
}

export interface BcraChequeDetalle {
  nroCheque: number;
  fechaRechazo: string;
  /** Pesos. */
  monto: number;
  fechaPago: string | null;
  fechaPagoMulta: string | null;
  estadoMulta: string | null;
  ctaPersonal: boolean;
  denomJuridica: string | null;
  enRevision: boolean;
  procesoJud: boolean;
}

export interface BcraChequesResults {
  identificacion: number | string;
  denominacion: string | null;
  causales: Array<{ causal: string; entidades: Array<{ entidad: number; detalle: BcraChequeDetalle[] }> }>;
}

export interface BcraEntidad {
  codigoEntidad: number;
  denominacion: string;
}

export interface BcraOk<T> {
  status: 200;
  results: T;
  /** Set when BCRA did not answer and an earlier day's cached answer was served instead ('YYYY-MM-DD'). */
  cachedOn?: string;
}
export interface BcraError {
  status: number;
  errorMessages: string[];
  cachedOn?: string;
}

/** An answer of one endpoint: the results, or a 404 'no records' body (an answer, not a failure). */
export type BcraAnswer<T> = BcraOk<T> | BcraError;

export const BCRA_NOT_FOUND_MESSAGE = 'No se encontró datos para la identificación ingresada.';
export const BCRA_BAD_ID_MESSAGE = 'Parámetro erróneo: Ingresar 11 dígitos para realizar la consulta.';

/** The four reads the report needs; the live client and the offline dataset implement it alike. */
export interface BcraSource {
  deudas(cuit: string): Promise<BcraAnswer<BcraDeudasResults<BcraDeudaEntity>>>;
  historicas(cuit: string): Promise<BcraAnswer<BcraDeudasResults<BcraHistoricaEntity>>>;
  cheques(cuit: string): Promise<BcraAnswer<BcraChequesResults>>;
  entidades(): Promise<BcraAnswer<BcraEntidad[]>>;
}

export const isOk = <T>(answer: BcraAnswer<T>): answer is BcraOk<T> => answer.status === 200 && 'results' in answer;
