import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationBody, Organisation, OrganisationList } from '@tirr/contracts';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';

/**
 * Organisations (docs/domain/organisations.md): the user's organisation (none or one), creating it, inviting and
 * revoking (the owner), removing a member or leaving, and accepting an invitation.
 */
export const organisationKeys = { mine: () => ['organisations', 'mine'] as const };

const organisation = contractSchema('organisations', (c) => c.organisation);
const organisationList = contractSchema('organisations', (c) => c.organisationList);

/** GET /organisations: the user's organisation, or null. */
export function useMyOrganisation() {
  return useQuery({
    queryKey: organisationKeys.mine(),
    queryFn: ({ signal }) => api.get('/organisations', { schema: organisationList, signal }),
    select: (list) => list.items[0] ?? null,
    // Each visit asks again: the owner may have removed the member meanwhile (the page then reloads the user).
    staleTime: 0,
  });
}

/** Keeps the cached organisation as the API answered it (a change answers the organisation as it now is). */
function useOrganisationChanged() {
  const client = useQueryClient();
  return (next: Organisation | null) => {
    client.setQueryData<OrganisationList>(organisationKeys.mine(), { items: next ? [next] : [] });
    void client.invalidateQueries({ queryKey: organisationKeys.mine() });
  };
}

/** POST /organisations (premium): the caller becomes its owner. */
export function useCreateOrganisation() {
  const changed = useOrganisationChanged();
  return useMutation({
    mutationFn: (name: string) => api.post('/organisations', { name }, { schema: organisation }),
    onSuccess: changed,
  });
}

/** POST /organisations/{id}/invitations (the owner): mails the link; the list is asked again to show it. */
export function useInvite(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) =>
      api.post(`/organisations/${organisationId}/invitations`, body, {
        schema: contractSchema('organisations', (c) => c.organisationInvitation),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: organisationKeys.mine() }),
  });
}

/** DELETE /organisations/{id}/invitations/{invitationId} (the owner): the link stops working. */
export function useRevokeInvitation(organisationId: string) {
  const changed = useOrganisationChanged();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.delete(`/organisations/${organisationId}/invitations/${invitationId}`, { schema: organisation }),
    onSuccess: changed,
  });
}

/** DELETE /organisations/{id}/members/{userId}: the owner removes a member, or a member leaves (oneself). */
export function useRemoveMember(organisationId: string) {
  const changed = useOrganisationChanged();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete(`/organisations/${organisationId}/members/${userId}`, { schema: organisationList }),
    onSuccess: (list) => changed(list.items[0] ?? null),
  });
}

/**
 * POST /organisations/invitations/accept: joins the invitation's organisation. Its refusals (an invalid link is a
 * 404) are answers the join page words itself.
 */
export function useAcceptInvitation() {
  const changed = useOrganisationChanged();
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/organisations/invitations/accept', { token }, { schema: organisation, notFoundIsAnswer: true }),
    onSuccess: changed,
  });
}
