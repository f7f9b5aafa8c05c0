/**
 * Organisations (docs/domain/organisations.md, ADR 0146): a premium account creates one and invites people by email
 * as analysts or viewers; members work in the organisation's data (its owner's account) within their role; the owner
 * removes members and a member may leave. Every change of membership is seen at the member's next request on every
 * instance ('user-changed'), through the browser and their API keys alike.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  ORGANISATION_ERROR_CODES,
  ORGANISATION_MEMBERS_MAX,
  ROLE_SCOPES,
  type CreateInvitationBody,
  type Organisation,
  type OrganisationInvitation,
  type SystemOrganisation,
} from '@tirr/contracts';
import { canManageOrganisation, canRemoveMember, quotaMonth, quotaMonthStart } from '@tirr/domain';
import type { AppEvents } from '../../lib/app-events';
import { AppError, notFound } from '../../lib/errors';
import type { MailLanguage } from '../../lib/mail-frame';
import { invitationMail, type InvitationMail } from './organisations.mail';
import type { InvitationRow, OrganisationsRepository } from './organisations.repository';

/** How long an invitation's link works. */
const INVITATION_DAYS = 7;

export interface OrganisationsServiceDeps {
  repository: OrganisationsRepository;
  events: AppEvents;
  mail: (mail: InvitationMail) => Promise<void>;
  /** The web's address: invitation links lead to its join page. */
  publicUrl: string;
  now: () => Date;
}

/** Who asks: their user row's id, confirmed email and name. */
export interface OrganisationCaller {
  userId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const iso = (d: Date) => d.toISOString();

const alreadyMember = () =>
  new AppError(409, ORGANISATION_ERROR_CODES.alreadyMember, 'Ya formás parte de una organización.');
const invalidInvitation = () =>
  new AppError(404, ORGANISATION_ERROR_CODES.invitationInvalid, 'La invitación no existe, venció o ya se usó.');
const notYours = () => notFound('No encontramos esa organización.');
const ownerOnly = () => new AppError(403, ERROR_CODES.forbidden, 'Solo quien creó la organización puede hacer esto.');

export function organisationsService(deps: OrganisationsServiceDeps) {
  const { repository, now } = deps;
  const changed = (userId: string) => deps.events.emit('user-changed', { user: userId });

  const invitationStatus = (row: InvitationRow, at: Date): OrganisationInvitation['status'] =>
    row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expiresAt <= at ? 'expired' : 'pending';

  /** The caller's membership of organisation `id`: 404 when they are not in it (its existence is not revealed). */
  async function membershipIn(caller: OrganisationCaller, id: string) {
    const mine = await repository.ofUser(caller.userId);
    if (!mine || mine.organisation.id !== id) throw notYours();
    return mine;
  }

  async function view(organisationId: string, role: Organisation['role']): Promise<Organisation> {
    const organisation = (await repository.byId(organisationId))!;
    const at = now();
    const invitations = canManageOrganisation(role) ? await repository.invitations(organisationId) : [];
    return {
      id: organisation.id,
      name: organisation.name,
      role,
      scopes: [...ROLE_SCOPES[role]],
      createdAt: iso(organisation.createdAt),
      members: (await repository.members(organisationId)).map((m) => ({ ...m, joinedAt: iso(m.joinedAt) })),
      invitations: invitations.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        status: invitationStatus(row, at),
      })),
    };
  }

  return {
    async create(caller: OrganisationCaller, name: string) {
      if (await repository.ofUser(caller.userId)) throw alreadyMember();
      const row = await repository.create(caller.userId, name, now());
      if (!row) throw alreadyMember();
      changed(caller.userId);
      return view(row.id, 'owner');
    },

    async mine(caller: OrganisationCaller) {
      const mine = await repository.ofUser(caller.userId);
      return { items: mine ? [await view(mine.organisation.id, mine.role)] : [] };
    },

    async invite(caller: OrganisationCaller, id: string, body: CreateInvitationBody, lang: MailLanguage) {
      const mine = await membershipIn(caller, id);
      if (!canManageOrganisation(mine.role)) throw ownerOnly();
      const members = await repository.members(id);
      if (members.some((m) => m.email?.toLowerCase() === body.email))
        throw new AppError(409, ERROR_CODES.conflict, 'Esa persona ya es miembro de la organización.');
      if (members.length >= ORGANISATION_MEMBERS_MAX)
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          `La organización ya tiene ${ORGANISATION_MEMBERS_MAX} miembros: quitá a alguien para invitar a otra persona.`,
          { limit: ORGANISATION_MEMBERS_MAX },
        );
      const at = now();
      const token = randomBytes(32).toString('base64url');
      const row = await repository.invite({
        organisationId: id,
        email: body.email,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: caller.userId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + INVITATION_DAYS * 86_400_000),
      });
      await deps.mail(
        invitationMail(lang, {
          email: body.email,
          role: body.role,
          organisation: mine.organisation.name,
          invitedBy: caller.name || caller.email || mine.organisation.name,
          url: `${deps.publicUrl}/organisation/join?token=${token}`,
        }),
      );
      return {
        id: row.id,
        email: row.email,
        role: row.role,
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        status: 'pending' as const,
      };
    },

    async revokeInvitation(caller: OrganisationCaller, id: string, invitationId: string) {
      const mine = await membershipIn(caller, id);
      if (!canManageOrganisation(mine.role)) throw ownerOnly();
      if (!(await repository.revokeInvitation(id, invitationId, now())))
        throw notFound('No encontramos esa invitación abierta.');
      return view(id, mine.role);
    },

    /** Joins the invitation's organisation: the signed-in account's confirmed email must be the invited one. */
    async accept(caller: OrganisationCaller, token: string) {
      const invitation = await repository.invitationByToken(hashToken(token));
      const at = now();
      if (!invitation || invitationStatus(invitation, at) !== 'pending') throw invalidInvitation();
      if (!caller.emailVerified || caller.email?.toLowerCase() !== invitation.email)
        throw new AppError(
          403,
          ORGANISATION_ERROR_CODES.invitationOtherEmail,
          'Esta invitación es para otro correo: ingresá con la cuenta de ese correo (confirmado) para aceptarla.',
        );
      if (await repository.ofUser(caller.userId)) throw alreadyMember();
      if (!(await repository.accept(invitation, caller.userId, at))) throw invalidInvitation();
      changed(caller.userId);
      return view(invitation.organisationId, invitation.role);
    },

    /** The owner removes a member, or a member leaves: their access to the organisation's data ends at once. */
    async removeMember(caller: OrganisationCaller, id: string, userId: string) {
      const mine = await membershipIn(caller, id);
      const target = await repository.member(id, userId);
      if (!target) throw notFound('No encontramos a esa persona en la organización.');
      if (!canRemoveMember({ userId: caller.userId, role: mine.role }, target))
        throw target.role === 'owner'
          ? new AppError(409, ERROR_CODES.conflict, 'Quien creó la organización no puede quitarse de ella.')
          : ownerOnly();
      if (!(await repository.removeMember(id, userId)))
        throw notFound('No encontramos a esa persona en la organización.');
      changed(userId);
      return userId === caller.userId ? { items: [] } : { items: [await view(id, mine.role)] };
    },

    /** The System area: every organisation with its members and this month's consults (sysadmin). */
    async all(): Promise<{ items: SystemOrganisation[] }> {
      const at = now();
      const rows = await repository.all(quotaMonthStart(quotaMonth(at)), at);
      return {
        items: rows.map(({ organisation, ownerEmail, members, pendingInvitations }) => ({
          id: organisation.id,
          name: organisation.name,
          ownerEmail,
          createdAt: iso(organisation.createdAt),
          members: members.map(({ organisationId: _o, ...m }) => ({ ...m, joinedAt: iso(m.joinedAt) })),
          pendingInvitations,
          consultsThisMonth: members.reduce((sum, m) => sum + m.consultsThisMonth, 0),
        })),
      };
    },
  };
}
export type OrganisationsService = ReturnType<typeof organisationsService>;
