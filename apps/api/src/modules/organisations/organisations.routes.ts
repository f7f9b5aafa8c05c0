import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationBody,
  createInvitationBody,
  createOrganisationBody,
  organisation,
  organisationIdParam,
  organisationInvitation,
  organisationInvitationParams,
  organisationList,
  organisationMemberParams,
  systemOrganisationList,
} from '@tirr/contracts';
import { requestLanguage } from '../../lib/language';
import { noStore } from '../../lib/no-store';
import type { OrganisationCaller, OrganisationsService } from './organisations.service';

export interface OrganisationsRoutesOptions {
  service: OrganisationsService;
  /** The signed-in user's row (created on first use): id, confirmed email and name. */
  account: (request: FastifyRequest) => Promise<OrganisationCaller>;
}

const tags = ['organisations'];
/** Managed from the browser session only: no API key scope. What each member may do is the service's. */
const signedIn = { permission: 'signedIn' as const };

/** Organisations (docs/domain/organisations.md): create, invite, accept, remove or leave; the System area's list. */
export const organisationsRoutes: FastifyPluginAsyncZod<OrganisationsRoutesOptions> = async (
  app,
  { service, account },
) => {
  // Members' names and emails: never kept by a browser or a proxy.
  noStore(app);

  app.post(
    '/organisations',
    {
      config: { permission: 'premium' },
      schema: {
        tags,
        summary: 'Creates an organisation owned by the caller (409 ALREADY_IN_ORGANISATION if they belong to one)',
        body: createOrganisationBody,
        response: { 201: organisation },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(await account(request), request.body.name)),
  );

  app.get(
    '/organisations',
    {
      config: signedIn,
      schema: { tags, summary: "The caller's organisation (none or one)", response: { 200: organisationList } },
    },
    async (request) => service.mine(await account(request)),
  );

  app.post(
    '/organisations/:id/invitations',
    {
      config: {
        ...signedIn,
        // Each invitation mails someone outside Tirr: at most 30 an hour per account, so an owner cannot use the
        // organisation to send mass mail (counted in the database: every instance).
        rateLimit: {
          max: 30,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `invitations:${request.principal!.sub}`,
        },
      },
      schema: {
        tags,
        summary: 'Invites someone by email as analyst or viewer (the owner); the link is mailed, valid 7 days',
        params: organisationIdParam,
        body: createInvitationBody,
        response: { 201: organisationInvitation },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.invite(await account(request), request.params.id, request.body, requestLanguage(request))),
  );

  app.delete(
    '/organisations/:id/invitations/:invitationId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Revokes an open invitation (the owner)',
        params: organisationInvitationParams,
        response: { 200: organisation },
      },
    },
    async (request) => service.revokeInvitation(await account(request), request.params.id, request.params.invitationId),
  );

  app.post(
    '/organisations/invitations/accept',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "Joins the invitation's organisation (the signed-in account's confirmed email must be the invited one)",
        body: acceptInvitationBody,
        response: { 200: organisation },
      },
    },
    async (request) => service.accept(await account(request), request.body.token),
  );

  app.delete(
    '/organisations/:id/members/:userId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Removes a member (the owner) or leaves (oneself); their access ends at their next request',
        params: organisationMemberParams,
        response: { 200: organisationList },
      },
    },
    async (request) => service.removeMember(await account(request), request.params.id, request.params.userId),
  );

  app.get(
    '/system/organisations',
    {
      config: { permission: 'sysadmin' },
      schema: {
        tags: ['system'],
        summary: 'Every organisation with its members, open invitations and consults this month',
        response: { 200: systemOrganisationList },
      },
    },
    async () => service.all(),
  );
};
