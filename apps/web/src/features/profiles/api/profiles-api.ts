import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  PROFILE_ERROR_CODES,
  type ProfileExportParams,
  type ProfileListParams,
  type UpdateProfileBody,
} from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import { ApiError, isAbortError, isTaxIdBlocked } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { saveFile } from '../../../shared/files/save-file';
import { notify } from '../../../shared/notify/notify-store';
import { addToPortfolio, fetchPortfolioPage, profileKeys } from '../../../shared/portfolio/portfolio-api';

/** The answer of PATCH /profiles/{id}. There and in DELETE a 404 (the profile is gone) is a notice of this page. */
const profileMutation = contractSchema('profiles', (c) => c.profileMutation);

const notice = (key: string, taxNumber: string, variant: 'success' | 'warning' | 'error') =>
  notify({ messageKey: `profiles:portfolio.notices.${key}`, values: { cuit: formatCuit(taxNumber) }, variant });

/** After a write the server's pages, totals, filter choices and lookups are read again (ADR 0135). */
const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: profileKeys.all });

/**
 * A profile whose tax id an admin blocked after the list was loaded: 'no disponible', and it leaves the
 * list (the API no longer lists it, ADR 0104).
 */
function unavailable(client: QueryClient) {
  void refresh(client);
  notify({ messageKey: 'profiles:portfolio.notices.unavailable', variant: 'warning' });
}

/**
 * One page of the portfolio (GET /profiles with filters and order); the previous page stays shown while
 * the next one loads. A failure shows 'Hubo un problema al obtener el portfolio'.
 */
export function useProfiles(query: ProfileListParams) {
  return useQuery({
    queryKey: profileKeys.list(query),
    queryFn: async ({ signal }) => {
      try {
        return await fetchPortfolioPage(query, signal);
      } catch (error) {
        // An aborted request (the query was cancelled) failed nothing (ADR 0136).
        if (!isAbortError(error) && !(error instanceof ApiError && error.handled)) {
          notify({ messageKey: 'profiles:portfolio.notices.listFailed', variant: 'error' });
        }
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** The filters' choices: the user's groups and the person types in the portfolio (GET /profiles/facets). */
export function useProfileFacets() {
  return useQuery({
    queryKey: profileKeys.facets(),
    queryFn: ({ signal }) =>
      api.get('/profiles/facets', { schema: contractSchema('profiles', (c) => c.profileFacets), signal }),
  });
}

/** GET /profiles/export: every profile that passes the filters, as the server writes it, saved as a file. */
export async function downloadPortfolio(query: ProfileExportParams, fileName: string): Promise<void> {
  const accept =
    query.format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  saveFile(await api.file('/profiles/export', { query: { ...query }, accept }), `${fileName}.${query.format}`);
}

/** POST /profiles with the docs/product.md §8 notices (a duplicate is a success-variant notice). */
export function useAddProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToPortfolio,
    onSuccess: ({ profile }) => {
      void refresh(client);
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
      void refresh(client);
      notice('updated', profile.taxNumber, 'success');
    },
    onError: (error, { taxNumber }) => {
      if (error instanceof ApiError && error.status === 404) notice('notFound', taxNumber, 'warning');
      else if (isTaxIdBlocked(error)) unavailable(client);
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
    onSuccess: (_, { taxNumber }) => {
      void refresh(client);
      notice('removed', taxNumber, 'success');
    },
    onError: (error, { taxNumber }) => {
      if (error instanceof ApiError && error.status === 404) {
        void refresh(client);
        notice('notFound', taxNumber, 'warning');
      } else if (isTaxIdBlocked(error)) unavailable(client);
      else if (!(error instanceof ApiError && error.handled)) notice('addFailed', taxNumber, 'error');
    },
  });
}
