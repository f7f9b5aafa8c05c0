/** ARCA A13 raw JSON → the registry details of the API (XML quirks: single-element lists, strings for numbers). */
import type { IdentityLookup, RegistryDetails } from '@tirr/contracts';
import type { A13IdListReturn, A13PersonaReturn } from './types';

const text = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};
const int = (v: unknown): number | null => {
  const n = Number(v);
  return v === null || v === undefined || v === '' || !Number.isFinite(n) ? null : Math.trunc(n);
};
/** Only the date part: the time/offset rendering of A13 dates is not reliable (docs/domain/data-sources.md §2). */
const datePart = (v: unknown): string | null => {
  const s = text(v);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
};
const list = <T>(v: T[] | T | null | undefined): T[] =>
  v === null || v === undefined ? [] : Array.isArray(v) ? v : [v];

export function displayNameOf(p: { nombre?: unknown; apellido?: unknown; razonSocial?: unknown }): string {
  const company = text(p.razonSocial);
  if (company) return company;
  return [text(p.apellido), text(p.nombre)].filter(Boolean).join(' ') || 'Sin nombre';
}

export function normalizePersona(raw: A13PersonaReturn, source: 'offline' | 'live'): RegistryDetails {
  const { metadata, persona: p } = raw.personaReturn;
  const tipoPersona = p.tipoPersona === 'JURIDICA' ? 'JURIDICA' : 'FISICA';
  const activityId = int(p.idActividadPrincipal);
  const period = text(p.periodoActividadPrincipal);
  return {
    cuit: String(p.idPersona).padStart(11, '0'),
    metadata: { fechaHora: text(metadata?.fechaHora), servidor: text(metadata?.servidor), source },
    persona: {
      nombre: text(p.nombre),
      apellido: text(p.apellido),
      razonSocial: text(p.razonSocial),
      displayName: displayNameOf(p),
      tipoPersona,
      tipoClave: text(p.tipoClave) ?? 'CUIT',
      estadoClave: p.estadoClave === 'INACTIVO' ? 'INACTIVO' : 'ACTIVO',
      tipoDocumento: text(p.tipoDocumento),
      numeroDocumento: text(p.numeroDocumento),
      domicilio: list(p.domicilio).map((d) => ({
        tipoDomicilio: text(d.tipoDomicilio) ?? 'FISCAL',
        direccion: text(d.direccion),
        localidad: text(d.localidad),
        codigoPostal: text(d.codigoPostal),
        provincia: text(d.descripcionProvincia),
      })),
      actividad:
        activityId !== null
          ? {
              id: activityId,
              descripcion: text(p.descripcionActividadPrincipal) ?? '',
              periodo: period && /^\d{6}$/.test(period) ? `${period.slice(4)}/${period.slice(0, 4)}` : null,
            }
          : null,
      formaJuridica: text(p.formaJuridica),
      fechaNacimiento: datePart(p.fechaNacimiento),
      fechaFallecimiento: datePart(p.fechaFallecimiento),
      fechaContratoSocial: datePart(p.fechaContratoSocial),
      mesCierre: int(p.mesCierre),
    },
  };
}

export function identityOf(details: RegistryDetails, otherTaxIds: string[] = []): IdentityLookup {
  return {
    name: details.persona.displayName,
    taxId: details.cuit,
    personType: details.persona.tipoPersona,
    otherTaxIds,
  };
}

/** All CUIT/CUILs of a DNI, as 11-digit strings. */
export function normalizeIdList(raw: A13IdListReturn): string[] {
  return list(raw.idPersonaListReturn.idPersona).map((id) => String(id).padStart(11, '0'));
}
