import { z } from 'zod';
import { apiScope, type ApiScope } from './integrations';

/**
 * Organisations (docs/domain/organisations.md): a premium account's team. Members work in the organisation's Mis
 * Perfiles, policy, batch lookups, cheque portfolios and monitoring events; what each may do is their role's.
 */
export const ORGANISATION_ROLES = ['owner', 'analyst', 'viewer'] as const;
export const organisationRole = z.enum(ORGANISATION_ROLES, { error: 'El rol no es válido.' });
export type OrganisationRole = z.infer<typeof organisationRole>;

/** Roles an invitation may give (there is one owner: the account that created the organisation). */
export const INVITED_ROLES = ['analyst', 'viewer'] as const;
export const invitedRole = z.enum(INVITED_ROLES, { error: 'El rol debe ser analista o lector.' });

/**
 * What each role may do in the organisation's data, as API scopes (docs/api/keys.md): the routes declaring a scope
 * outside the role's answer 403 to the member — through the browser and through their API keys alike.
 */
export const ROLE_SCOPES: Record<OrganisationRole, readonly ApiScope[]> = {
  owner: ['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'],
  analyst: ['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'],
  viewer: ['portfolio:read'],
};

/** Error codes of the organisation routes. */
export const ORGANISATION_ERROR_CODES = {
  /** 409: the account already belongs to an organisation (one per account). */
  alreadyMember: 'ALREADY_IN_ORGANISATION',
  /** 404: the invitation does not exist, was used, revoked or expired. */
  invitationInvalid: 'INVITATION_INVALID',
  /** 403: the invitation was sent to another email than the signed-in account's confirmed one. */
  invitationOtherEmail: 'INVITATION_OTHER_EMAIL',
} as const;

export const ORGANISATION_NAME_MAX = 120;
/** Members an organisation may have (owner included). */
export const ORGANISATION_MEMBERS_MAX = 50;

/** POST /organisations (permission 'premium'). */
export const createOrganisationBody = z.object({
  name: z
    .string({ error: 'Escribí el nombre de la organización.' })
    .trim()
    .min(1, 'Escribí el nombre de la organización.')
    .max(ORGANISATION_NAME_MAX, `El nombre admite hasta ${ORGANISATION_NAME_MAX} caracteres.`),
});
export type CreateOrganisationBody = z.infer<typeof createOrganisationBody>;

/** POST /organisations/{id}/invitations (the owner). */
export const createInvitationBody = z.object({
  email: z
    .string({ error: 'Escribí el correo de la persona.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'El correo electrónico no es válido.' }).max(254, 'El correo admite hasta 254 caracteres.')),
  role: invitedRole,
});
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

/** POST /organisations/invitations/accept (signed in, with the invited email confirmed). */
export const acceptInvitationBody = z.object({
  token: z
    .string({ error: 'Falta el código de la invitación.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'El código de la invitación no es válido.'),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const organisationIdParam = z.object({ id: z.uuid('El id de la organización no es válido.') });
export const organisationMemberParams = z.object({
  id: z.uuid('El id de la organización no es válido.'),
  userId: z.uuid('El id del miembro no es válido.'),
});
export const organisationInvitationParams = z.object({
  id: z.uuid('El id de la organización no es válido.'),
  invitationId: z.uuid('El id de la invitación no es válido.'),
});

export const organisationMember = z.object({
  userId: z.uuid(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  role: organisationRole,
  joinedAt: z.iso.datetime({ offset: true }),
});
export type OrganisationMember = z.infer<typeof organisationMember>;

export const organisationInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: invitedRole,
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
});
export type OrganisationInvitation = z.infer<typeof organisationInvitation>;

export const organisation = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The caller's role in it. */
  role: organisationRole,
  /** What the caller may do in it (their role's scopes). */
  scopes: z.array(apiScope),
  createdAt: z.iso.datetime({ offset: true }),
  members: z.array(organisationMember),
  /** Open and past invitations: the owner sees them; others get an empty list. */
  invitations: z.array(organisationInvitation),
});
export type Organisation = z.infer<typeof organisation>;

/** GET /organisations: the caller's organisation (at most one). */
export const organisationList = z.object({ items: z.array(organisation) });
export type OrganisationList = z.infer<typeof organisationList>;

/** The System area's view (sysadmin): every organisation with its members and this month's consults. */
export const systemOrganisation = z.object({
  id: z.uuid(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  members: z.array(organisationMember.extend({ consultsThisMonth: z.number().int() })),
  pendingInvitations: z.number().int(),
  consultsThisMonth: z.number().int(),
});
export type SystemOrganisation = z.infer<typeof systemOrganisation>;
export const systemOrganisationList = z.object({ items: z.array(systemOrganisation) });
export type SystemOrganisationList = z.infer<typeof systemOrganisationList>;
