import { z } from 'zod';
import { POLICY_OUTCOMES } from '@tirr/domain';
import { personTypeSchema, scoreBand, situacionSchema } from './credit';

/*
 * 'Mis Perfiles' (docs/product.md §3 Profile and Balance, §7, §8). Premium only. Amounts are pesos, dates ISO
 * 'YYYY-MM-DD', periods of the credit snapshot 'YYYYMM'.
 */

/** The notices of docs/product.md §8, verbatim ({cuit} is the formatted CUIT). */
export const PROFILE_MESSAGES = {
  duplicate: 'Ya existe el perfil en Mis Perfiles.',
  added: 'Se agregó el cuit {cuit} a la lista de favoritos.',
  notFound: 'No se ha encontrado el perfil en la lista de Mis Perfiles.',
  removed: 'Se eliminó el cuit {cuit} a la lista de favoritos.',
  updated: 'Actualizaste la información del cuit {cuit} correctamente.',
  addFailed: 'Hubo un problema para agregar el cuit',
  updateFailed: 'Hubo un problema para actualizar el cuit',
  listFailed: 'Hubo un problema al obtener el portfolio',
} as const;

export const PROFILE_ERROR_CODES = {
  /** 409: the tax id is already in the caller's portfolio. */
  duplicate: 'PROFILE_EXISTS',
} as const;

/** Limits of the user-editable fields. */
export const PROFILE_LIMITS = { group: 60, behaviour: 200, incomeMax: 1e15 } as const;

const isoDate = z.iso.date({ error: 'la fecha debe tener el formato AAAA-MM-DD.' });

/** A balance sheet of a profile; patrimonioNeto = AC + ANC − PC − PNC (computed, never stored). */
export const profileBalance = z.object({
  id: z.string(),
  period: z.string(),
  date: z.string(),
  parameters: z.object({
    ventas: z.number(),
    resultadoNeto: z.number(),
    activosCorrientes: z.number(),
    activosNoCorrientes: z.number(),
    pasivosCorrientes: z.number(),
    pasivosNoCorrientes: z.number(),
    patrimonioNeto: z.number(),
  }),
});
export type ProfileBalance = z.infer<typeof profileBalance>;

/** The last balance's summary in the list (null when the profile has none). */
export const ultimoBalanceSummary = z.object({ id: z.string(), period: z.string(), date: z.string() });

/** One row of GET /profiles. */
export const profileListItem = z.object({
  id: z.string(),
  /** 11 digits, no dashes (format with formatCuit). */
  taxNumber: z.string(),
  name: z.string(),
  personType: personTypeSchema,
  group: z.string().nullable(),
  income: z.number().nullable(),
  behaviour: z.string().nullable(),
  date: z.string().nullable(),
  /** Total debt in pesos at the snapshot's period. */
  debt: z.number(),
  /** Maximum current situación (0 = no debts informed). */
  situacion: situacionSchema,
  score: z.number().int().nullable(),
  band: scoreBand.nullable(),
  rejectedCheques: z.number().int(),
  /** BCRA period 'YYYYMM' of the snapshot (null when BCRA has no records). */
  period: z.string().nullable(),
  refreshedAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  ultimoBalance: ultimoBalanceSummary.nullable(),
  /**
   * The decision under the user's credit policy, its newest version (docs/domain/credit-policy.md §12): null without
   * a saved policy, or before the profile's report facts are stored (a profile added by a batch lookup).
   */
  decision: z.enum(POLICY_OUTCOMES).nullable(),
});
export type ProfileListItem = z.infer<typeof profileListItem>;

/** GET /profiles: one page of the portfolio and how many profiles pass the filters (ADR 0135). */
export const profileList = z.object({
  items: z.array(profileListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The credit policy version the items' decisions are under; null when the user has not saved one. */
  policy: z.object({ name: z.string(), version: z.number().int() }).nullable(),
});
export type ProfileList = z.infer<typeof profileList>;

/** The columns the portfolio sorts by (ties broken by id, so pages never overlap). */
export const PROFILE_SORT_KEYS = [
  'name',
  'taxNumber',
  'group',
  'income',
  'behaviour',
  'date',
  'debt',
  'situacion',
  'score',
  'band',
  'lastBalance',
  'updated',
  'created',
] as const;
export type ProfileSortKey = (typeof PROFILE_SORT_KEYS)[number];
/** The `band` filter's value for profiles without a band. */
export const NO_BAND_FILTER = 'NONE';
export const PROFILE_PAGE_SIZE = { default: 50, max: 100 } as const;

const oneOf = (label: string, values: readonly string[]) => `${label} debe ser uno de: ${values.join(', ')}.`;

/**
 * The filters and order of GET /profiles and GET /profiles/export. `group` '' means profiles without a
 * group; `band` NONE those without a band; `q` looks in the name, the CUIT (digits, dashes ignored), the
 * group and the behaviour, accents and case ignored; `decision` the profiles with that decision under the
 * user's credit policy.
 */
export const profileFilterQuery = z.object({
  sort: z.enum(PROFILE_SORT_KEYS, { error: oneOf('el orden', PROFILE_SORT_KEYS) }).default('created'),
  order: z.enum(['asc', 'desc'], { error: oneOf('el sentido', ['asc', 'desc']) }).optional(),
  q: z.string().trim().max(100, 'la búsqueda admite hasta 100 caracteres.').optional(),
  group: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.group, `el grupo admite hasta ${PROFILE_LIMITS.group} caracteres.`)
    .optional(),
  situacion: z.coerce
    .number({ error: 'la situación debe ser un número de 0 a 6.' })
    .int('la situación debe ser un número de 0 a 6.')
    .min(0, 'la situación debe ser un número de 0 a 6.')
    .max(6, 'la situación debe ser un número de 0 a 6.')
    .optional(),
  band: z
    .enum([...scoreBand.options, NO_BAND_FILTER], { error: oneOf('la banda', [...scoreBand.options, NO_BAND_FILTER]) })
    .optional(),
  balance: z.enum(['with', 'without'], { error: oneOf('el balance', ['with', 'without']) }).optional(),
  decision: z.enum(POLICY_OUTCOMES, { error: oneOf('la decisión', POLICY_OUTCOMES) }).optional(),
});
export type ProfileFilterQuery = z.infer<typeof profileFilterQuery>;

/** GET /profiles: the filters, a 1-based page and its size (1–100, default 50). */
export const profileListQuery = profileFilterQuery.extend({
  page: z.coerce
    .number({ error: 'la página debe ser un número entero desde 1.' })
    .int('la página debe ser un número entero desde 1.')
    .min(1, 'la página debe ser un número entero desde 1.')
    .max(1_000_000, 'la página es demasiado grande.')
    .default(1),
  pageSize: z.coerce
    .number({ error: `el tamaño de página debe ser un número de 1 a ${PROFILE_PAGE_SIZE.max}.` })
    .int(`el tamaño de página debe ser un número de 1 a ${PROFILE_PAGE_SIZE.max}.`)
    .min(1, `el tamaño de página debe ser un número de 1 a ${PROFILE_PAGE_SIZE.max}.`)
    .max(PROFILE_PAGE_SIZE.max, `el tamaño de página debe ser un número de 1 a ${PROFILE_PAGE_SIZE.max}.`)
    .default(PROFILE_PAGE_SIZE.default),
});
export type ProfileListQuery = z.input<typeof profileListQuery>;
/** The query with its defaults applied (what the web sends, every field known). */
export type ProfileListParams = z.infer<typeof profileListQuery>;

/**
 * GET /profiles/export: every profile that passes the filters, as a file, in the request's language
 * (`Accept-Language`, ADR 0139); `lang` overrides it for a caller that sends no header.
 */
export const profileExportQuery = profileFilterQuery.extend({
  format: z.enum(['csv', 'xlsx'], { error: oneOf('el formato', ['csv', 'xlsx']) }),
  lang: z.enum(['es', 'en'], { error: oneOf('el idioma', ['es', 'en']) }).optional(),
});
export type ProfileExportQuery = z.input<typeof profileExportQuery>;
export type ProfileExportParams = z.infer<typeof profileExportQuery>;

/** GET /profiles/facets: the choices of the filters (the user's groups, the person types in the portfolio). */
export const profileFacets = z.object({ groups: z.array(z.string()), personTypes: z.array(personTypeSchema) });
export type ProfileFacets = z.infer<typeof profileFacets>;

/** GET /profiles/by-tax-number/{taxNumber}: the caller's profile of a tax id, or null (the report's 'En Mis Perfiles'). */
export const profileLookup = z.object({ profile: profileListItem.nullable() });
export type ProfileLookup = z.infer<typeof profileLookup>;

/** GET /profiles/{id}: the profile with its balances (newest first) and the last one in full. */
export const profileDetail = profileListItem.omit({ ultimoBalance: true }).extend({
  balances: z.array(profileBalance),
  ultimoBalance: profileBalance.nullable(),
});
export type ProfileDetail = z.infer<typeof profileDetail>;

export const profileIdParam = z.object({ id: z.string() });

/** POST /profiles (the API validates the CUIT's check digit itself, naming `taxNumber`). */
export const createProfileBody = z.object({
  taxNumber: z.string({ error: 'ingresá un CUIT/CUIL.' }).max(20, 'el CUIT/CUIL es demasiado largo.'),
});
export type CreateProfileBody = z.infer<typeof createProfileBody>;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} debe ser texto.` })
    .trim()
    .max(max, `${label} admite hasta ${max} caracteres.`)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/** PATCH /profiles/{id}: the user's own fields; each may be null (cleared). Omitted fields stay. */
export const updateProfileBody = z
  .object({
    date: isoDate.nullable(),
    income: z
      .number({ error: 'el ingreso debe ser un número.' })
      .finite('el ingreso debe ser un número.')
      .min(0, 'el ingreso no puede ser negativo.')
      .max(PROFILE_LIMITS.incomeMax, 'el ingreso es demasiado grande.')
      .nullable(),
    group: optionalText(PROFILE_LIMITS.group, 'el grupo'),
    behaviour: optionalText(PROFILE_LIMITS.behaviour, 'el comportamiento'),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** Answer of POST/PATCH: the row and the Spanish notice to show. */
export const profileMutation = z.object({ profile: profileListItem, message: z.string() });
export type ProfileMutation = z.infer<typeof profileMutation>;
