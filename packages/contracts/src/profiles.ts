import { z } from 'zod';
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
});
export type ProfileListItem = z.infer<typeof profileListItem>;

/** GET /profiles */
export const profileList = z.object({ items: z.array(profileListItem) });
export type ProfileList = z.infer<typeof profileList>;

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
