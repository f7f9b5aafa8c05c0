import { http, HttpResponse } from 'msw';
import type { CreateInvitationBody, Organisation, OrganisationInvitation, OrganisationMember } from '@tirr/contracts';
import { server } from '../../../test/server';

/** The pages' addresses and the organisations API they talk to (MSW), recording what it is sent. */
export const ORGANISATION_PATH = '/organisation';
export const joinPath = (token: string) => `/organisation/join?token=${token}`;

export const ORG_ID = '4b0e8d52-1f3a-4c6b-9d7e-2a5c8e1f0b3d';
export const OWNER_ID = '11111111-1111-4111-8111-111111111111';
export const ANALYST_ID = '22222222-2222-4222-8222-222222222222';

export function member(over: Partial<OrganisationMember> = {}): OrganisationMember {
  return {
    userId: ANALYST_ID,
    email: 'lucia@example.com',
    name: 'Lucía Pérez',
    role: 'analyst',
    joinedAt: '2026-11-21T15:00:00.000Z',
    ...over,
  };
}

export function invitation(over: Partial<OrganisationInvitation> = {}): OrganisationInvitation {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    email: 'pablo@example.com',
    role: 'viewer',
    createdAt: '2026-11-24T13:30:00.000Z',
    expiresAt: '2026-12-01T13:30:00.000Z',
    status: 'pending',
    ...over,
  };
}

/** Acme, owned by the test's premium user (`premium@tirr.test`, testUser's email) with one analyst. */
export function organisationFixture(over: Partial<Organisation> = {}): Organisation {
  return {
    id: ORG_ID,
    name: 'Acme SA',
    role: 'owner',
    scopes: ['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'],
    createdAt: '2026-11-20T13:00:00.000Z',
    members: [
      member({
        userId: OWNER_ID,
        email: 'premium@tirr.test',
        name: 'Ana premium',
        role: 'owner',
        joinedAt: '2026-11-20T13:00:00.000Z',
      }),
      member(),
    ],
    invitations: [],
    ...over,
  };
}

type Answer = () => Response;

/**
 * GET /organisations over `organisation` (null: none) and the routes that change it; `invite` and `accept` replace
 * those answers.
 */
export function organisationsApi({
  organisation = null as Organisation | null,
  invite,
  accept,
}: { organisation?: Organisation | null; invite?: Answer; accept?: Answer } = {}) {
  const sent = {
    creates: [] as string[],
    invites: [] as CreateInvitationBody[],
    revokes: [] as string[],
    removes: [] as string[],
    accepts: [] as string[],
  };
  let current = organisation;
  const answer = () => HttpResponse.json(current);
  server.use(
    http.get('*/api/v1/organisations', () => HttpResponse.json({ items: current ? [current] : [] })),
    http.post('*/api/v1/organisations', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      sent.creates.push(name);
      current = organisationFixture({ name, members: [organisationFixture().members[0]!] });
      return HttpResponse.json(current, { status: 201 });
    }),
    http.post('*/api/v1/organisations/:id/invitations', async ({ request }) => {
      const body = (await request.json()) as CreateInvitationBody;
      sent.invites.push(body);
      if (invite) return invite();
      const created = invitation({ id: '44444444-4444-4444-8444-444444444444', ...body });
      current = current && { ...current, invitations: [created, ...current.invitations] };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('*/api/v1/organisations/:id/invitations/:invitationId', ({ params }) => {
      sent.revokes.push(String(params.invitationId));
      current = current && {
        ...current,
        invitations: current.invitations.map((i) =>
          i.id === params.invitationId ? { ...i, status: 'revoked' as const } : i,
        ),
      };
      return answer();
    }),
    http.delete('*/api/v1/organisations/:id/members/:userId', ({ params }) => {
      const userId = String(params.userId);
      sent.removes.push(userId);
      // Only the owner removes others: anyone else removing someone is leaving.
      const leaving = current?.role !== 'owner';
      current = leaving ? null : current && { ...current, members: current.members.filter((m) => m.userId !== userId) };
      return HttpResponse.json({ items: current ? [current] : [] });
    }),
    http.post('*/api/v1/organisations/invitations/accept', async ({ request }) => {
      sent.accepts.push(((await request.json()) as { token: string }).token);
      if (accept) return accept();
      current = organisationFixture({ role: 'viewer', scopes: ['portfolio:read'] });
      return answer();
    }),
  );
  return sent;
}
