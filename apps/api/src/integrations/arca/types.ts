/**
 * Raw shapes of ARCA padrón A13 after XML → JSON (docs/domain/data-sources.md §2) — the offline data uses them
 * too.
 */

export interface A13Domicilio {
  tipoDomicilio: string;
  estadoDomicilio?: string | null;
  direccion?: string | null;
  calle?: string | null;
  numero?: number | string | null;
  localidad?: string | null;
  codigoPostal?: string | number | null;
  idProvincia?: number | string | null;
  descripcionProvincia?: string | null;
}

export interface A13Persona {
  idPersona: number | string;
  tipoPersona: 'FISICA' | 'JURIDICA' | string;
  tipoClave: string;
  estadoClave: 'ACTIVO' | 'INACTIVO' | string;
  nombre?: string | null;
  apellido?: string | null;
  razonSocial?: string | null;
  tipoDocumento?: string | null;
  numeroDocumento?: string | number | null;
  fechaNacimiento?: string | null;
  fechaFallecimiento?: string | null;
  fechaContratoSocial?: string | null;
  formaJuridica?: string | null;
  mesCierre?: number | string | null;
  idActividadPrincipal?: number | string | null;
  descripcionActividadPrincipal?: string | null;
  periodoActividadPrincipal?: number | string | null;
  claveInactivaAsociada?: Array<number | string> | number | string | null;
  domicilio?: A13Domicilio[] | A13Domicilio | null;
}

export interface A13Metadata {
  fechaHora?: string | null;
  servidor?: string | null;
}

export interface A13PersonaReturn {
  personaReturn: { metadata?: A13Metadata; persona: A13Persona };
}

export interface A13IdListReturn {
  idPersonaListReturn: { metadata?: A13Metadata; idPersona?: Array<number | string> | number | string | null };
}

/** An answer: found, or a business 'not found' (a fault such as 'La Clave … es inexistente'). */
export type ArcaAnswer<T> = { kind: 'found'; raw: T } | { kind: 'not-found'; message: string };

/** The two A13 reads; the live SOAP client and the offline dataset implement it alike. */
export interface ArcaSource {
  getPersona(cuit: string): Promise<ArcaAnswer<A13PersonaReturn>>;
  getIdPersonaListByDocumento(dni: string): Promise<ArcaAnswer<A13IdListReturn>>;
}
