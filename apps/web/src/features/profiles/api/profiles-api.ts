import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PROFILE_ERROR_CODES, type ProfileListItem, type UpdateProfileBody } from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import { ApiError, isTaxIdBlocked } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { notify } from '../../../shared/notify/notify-store';
import { addToPortfolio, fetchPortfolio, profileKeys } from '../../../shared/portfolio/portfolio-api';

/** The answer of PATCH /profiles/{id}. There and in DELETE a 404 (the profile is gone) is a notice of this page. */
const profileMutation = contractSchema('profiles', (c) => c.profileMutation);

const notice = (key: string, taxNumber: string, variant: 'success' | 'warning' | 'error') =>
  notify({ messageKey: `profiles:portfolio.notices.${key}`, values: { cuit: formatCuit(taxNumber) }, variant });

/**
 * A profile whose tax id an admin blocked after the list was loaded: 'no disponible', and it leaves the
 * list (the API no longer lists it, ADR 0104).
 */
function unavailable(client: QueryClient, id: string) {
  client.setQueryData<ProfileListItem[]>(profileKeys.list(), (old) => old?.filter((p) => p.id !== id));
  notify({ messageKey: 'profiles:portfolio.notices.unavailable', variant: 'warning' });
}

/** The portfolio (GET /profiles); a failure shows 'Hubo un problema al obtener el portfolio'. */
export function useProfiles(enabled = true) {
  return useQuery({
    queryKey: profileKeys.list(),
    queryFn: async ({ signal }) => {
      try {
        return await fetchPortfolio(signal);
      } catch (error) {
        if (!(error instanceof ApiError && error.handled)) {
          notify({ messageKey: 'profiles:portfolio.notices.listFailed', variant: 'error' });
        }
        throw error;
      }
    },
    enabled,
  });
}

/** POST /profiles with the docs/product.md §8 notices (a duplicate is a success-variant notice). */
export function useAddProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToPortfolio,
    onSuccess: ({ profile }) => {
      client.setQueryData<ProfileListItem[]>(profileKeys.list(), (old) =>
        old ? [profile, ...old.filter((p) => p.id !== profile.id)] : old,
      );
      void client.invalidateQueries({ queryKey: profileKeys.list() });
      notice('added', profile.taxNumber, 'success');
    },
    onError: (error, taxNumber) => {
      if (error instanceof ApiError && error.envelope?.code === PROFILE_ERROR_CODES.duplicate) {
        notify({ messageKey: 'profiles:portfolio.notices.duplicate', variant: 'success' });
      } else if (isTaxIdBlocked(error)) {
        notify({ messageKey: 'profiles:portfolio.notices.unavailable', variant: 'warning' });
      } else if (!(error instanceof ApiError && error.handled)) {
        notice('addFailed', taxNumber, 'error');
      }
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateProfileBody; taxNumber: string }) =>
      api.patch(`/profiles/${encodeURIComponent(id)}`, body, { schema: profileMutation, notFoundIsAnswer: true }),
    onSuccess: ({ profile }) => {
      client.setQueryData<ProfileListItem[]>(profileKeys.list(), (old) =>
        old?.map((p) => (p.id === profile.id ? profile : p)),
      );
      notice('updated', profile.taxNumber, 'success');
    },
    onError: (error, { id, taxNumber }) => {
      if (error instanceof ApiError && error.status === 404) notice('notFound', taxNumber, 'warning');
      else if (isTaxIdBlocked(error)) unavailable(client, id);
      else if (!(error instanceof ApiError && (error.handled || error.status === 400))) {
        notice('updateFailed', taxNumber, 'error');
      }
    },
  });
}

export function useRemoveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; taxNumber: string }) =>
      api.delete(`/profiles/${encodeURIComponent(id)}`, { notFoundIsAnswer: true }),
    onSuccess: (_, { id, taxNumber }) => {
      client.setQueryData<ProfileListItem[]>(profileKeys.list(), (old) => old?.filter((p) => p.id !== id));
      notice('removed', taxNumber, 'success');
    },
    onError: (error, { id, taxNumber }) => {
      if (error instanceof ApiError && error.status === 404) {
        client.setQueryData<ProfileListItem[]>(profileKeys.list(), (old) => old?.filter((p) => p.id !== id));
        notice('notFound', taxNumber, 'warning');
      } else if (isTaxIdBlocked(error)) unavailable(client, id);
      else if (!(error instanceof ApiError && error.handled)) notice('addFailed', taxNumber, 'error');
    },
  });
}
