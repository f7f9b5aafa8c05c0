import { z } from 'zod';

/*
 * Credit-risk API, identity and registry lookups (docs/product.md §2, §4; docs/domain/tax-ids.md). Re-exported by
 * credit.ts: the web loads both as the 'credit' contract area. Every path is under /api/v1.
 */

export const personTypeSchema = z.enum(['FISICA', 'JURIDICA']);
export type PersonTypeValue = z.infer<typeof personTypeSchema>;

// ---------------------------------------------------------------------------------------------
// Identity

/**
 * GET /identity/id/{dni} and GET /identity/taxId/{cuit} (permission 'free', no quota): only what confirms
 * whom the user is about to consult (ADR 0102). Not found, under 18 or a person without a birth date in
 * the registry → 404 { code: 'UNAVAILABLE' }. Upstream failure → 503 'UNAVAILABLE'.
 */
export const identityLookup = z.object({
  name: z.string(),
  /** 11 digits, no dashes. */
  taxId: z.string(),
  personType: personTypeSchema,
  /** Other CUIT/CUILs registered to the same DNI (DNI lookups only; empty otherwise). */
  otherTaxIds: z.array(z.string()),
});
export type IdentityLookup = z.infer<typeof identityLookup>;

export const registryAddress = z.object({
  tipoDomicilio: z.string(),
  direccion: z.string().nullable(),
  localidad: z.string().nullable(),
  codigoPostal: z.string().nullable(),
  provincia: z.string().nullable(),
});
export type RegistryAddress = z.infer<typeof registryAddress>;

/**
 * GET /identity/{taxNumber}/details (permission 'free'): registry (ARCA padrón A13) data. Part of a report:
 * it takes the caller's quota slot of the tax id (else 402 QUOTA_EXCEEDED) and is audited; minors and
 * people without a birth date in the registry are 404 UNAVAILABLE (ADR 0102).
 */
export const registryDetails = z.object({
  cuit: z.string(),
  metadata: z.object({
    fechaHora: z.string().nullable(),
    servidor: z.string().nullable(),
    source: z.enum(['offline', 'live']),
  }),
  persona: z.object({
    nombre: z.string().nullable(),
    apellido: z.string().nullable(),
    razonSocial: z.string().nullable(),
    /** Display name: 'APELLIDO NOMBRE' for people, razón social for companies. */
    displayName: z.string(),
    tipoPersona: personTypeSchema,
    tipoClave: z.string(),
    estadoClave: z.enum(['ACTIVO', 'INACTIVO']),
    tipoDocumento: z.string().nullable(),
    numeroDocumento: z.string().nullable(),
    domicilio: z.array(registryAddress),
    actividad: z.object({ id: z.number().int(), descripcion: z.string(), periodo: z.string().nullable() }).nullable(),
    formaJuridica: z.string().nullable(),
    fechaNacimiento: z.string().nullable(),
    fechaFallecimiento: z.string().nullable(),
    fechaContratoSocial: z.string().nullable(),
    mesCierre: z.number().int().nullable(),
  }),
});
export type RegistryDetails = z.infer<typeof registryDetails>;
