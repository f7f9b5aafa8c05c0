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

/** One report of a cheque in the Cheques v1.0 'denunciados' answer (docs/domain/data-sources.md §6). */
export interface BcraDenunciadoDetalle {
  sucursal: number | string | null;
  numeroCuenta: number | string | null;
  causal: string | null;
}

/** `GET /cheques/v1.0/denunciados/{codigoEntidad}/{numeroCheque}` results: never-reported is `denunciado: false`. */
export interface BcraDenunciado {
  numeroCheque: number | string;
  denunciado: boolean;
  /** 'YYYY-MM-DD' (sometimes with a time). */
  fechaProcesamiento: string | null;
  denominacionEntidad: string | null;
  detalles: BcraDenunciadoDetalle[];
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
/** The offline twin's 400 for a malformed entity code or cheque number (live: BCRA's own 400). */
export const BCRA_BAD_CHEQUE_MESSAGE =
  'Parámetro erróneo: el código de entidad y el número de cheque deben ser números enteros positivos.';
/** The offline twin's 404 for an entity code BCRA does not list (live: BCRA's own 404). */
export const BCRA_UNKNOWN_ENTITY_MESSAGE = 'No se encontró datos para la entidad ingresada.';

/** The reads the report and 'Analizar cheque' need; the live client and the offline dataset implement it alike. */
export interface BcraSource {
  deudas(cuit: string): Promise<BcraAnswer<BcraDeudasResults<BcraDeudaEntity>>>;
  historicas(cuit: string): Promise<BcraAnswer<BcraDeudasResults<BcraHistoricaEntity>>>;
  cheques(cuit: string): Promise<BcraAnswer<BcraChequesResults>>;
  entidades(): Promise<BcraAnswer<BcraEntidad[]>>;
  /** Whether a cheque was reported lost, stolen or adulterated; 404 for an entity/number BCRA does not know. */
  denunciado(codigoEntidad: number, numeroCheque: number): Promise<BcraAnswer<BcraDenunciado>>;
}

export const isOk = <T>(answer: BcraAnswer<T>): answer is BcraOk<T> => answer.status === 200 && 'results' in answer;
