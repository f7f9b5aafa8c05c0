import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PolicyBody, PolicyPreview, PolicyVersion } from '@tirr/contracts';
import type { Policy } from '@tirr/domain';
import { isAbortError, isApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';

/**
 * The policy's API (premium; /work/notes/policy-api.md, docs/domain/credit-policy.md §9): the current version, the
 * templates, the versions, saving and restoring, and the preview of a draft on Mis Perfiles.
 */
export const policyKeys = {
  current: () => ['policy', 'current'] as const,
  templates: () => ['policy', 'templates'] as const,
  versions: () => ['policy', 'versions'] as const,
};

const policyVersion = contractSchema('policy', (c) => c.policyVersion);
const policyPreview = contractSchema('policy', (c) => c.policyPreview);

/** The current (latest) version, or null before the first save (404 POLICY_NOT_FOUND). */
export function useCurrentPolicy() {
  return useQuery({
    queryKey: policyKeys.current(),
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/policy', { schema: policyVersion, signal, notFoundIsAnswer: true });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Conservadora and Moderada, to start from (GET /policy/templates); they never change. */
export function usePolicyTemplates() {
  return useQuery({
    queryKey: policyKeys.templates(),
    queryFn: ({ signal }) =>
      api.get('/policy/templates', { schema: contractSchema('policy', (c) => c.policyTemplates), signal }),
    staleTime: Infinity,
  });
}

export function usePolicyVersions() {
  return useQuery({
    queryKey: policyKeys.versions(),
    queryFn: ({ signal }) =>
      api.get('/policy/versions', { schema: contractSchema('policy', (c) => c.policyVersions), signal }),
    select: (data) => data.items,
  });
}

/** A new version became the current one: the page shows it and the list gains it. */
function useVersionSaved() {
  const client = useQueryClient();
  return (saved: PolicyVersion) => {
    client.setQueryData(policyKeys.current(), saved);
    void client.invalidateQueries({ queryKey: policyKeys.versions() });
  };
}

/** 'Guardar versión' (PUT /policy): a new version, previous + 1; a 400 names each bad field. */
export function useSavePolicy() {
  const saved = useVersionSaved();
  return useMutation({
    mutationFn: (body: PolicyBody) => api.put('/policy', body, { schema: policyVersion }),
    onSuccess: saved,
  });
}

/** 'Volver a esta versión' (POST /policy/versions/{v}/restore): a new version with that one's content. */
export function useRestorePolicyVersion() {
  const saved = useVersionSaved();
  return useMutation({
    mutationFn: (version: number) =>
      api.post(`/policy/versions/${version}/restore`, undefined, { schema: policyVersion }),
    onSuccess: saved,
  });
}

/** One profile of Mis Perfiles as the draft decides it. */
export type PreviewItem = PolicyPreview['items'][number];
export type { PolicyPreview };

/** The draft sent to the preview: its name and the policy. */
export interface PreviewDraft {
  name: string;
  policy: Policy;
}

/** How long the draft must stay the same before it is previewed. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading'; last: PolicyPreview | null }
  | { status: 'done'; preview: PolicyPreview }
  | { status: 'failed'; error: unknown; last: PolicyPreview | null };

const lastOf = (state: PreviewState) =>
  state.status === 'done' ? state.preview : state.status === 'idle' ? null : state.last;

/**
 * The preview of a draft (POST /policy/preview), asked for once it has stayed the same for PREVIEW_DEBOUNCE_MS; an
 * edit meanwhile cancels the request in flight, so an older answer never replaces a newer one. `null` (an invalid
 * draft) asks nothing and keeps the last answer on screen. No global reaction to a failure: the panel says it.
 */
export function usePolicyPreview(draft: PreviewDraft | null): PreviewState {
  const body = draft ? JSON.stringify({ policy: { name: draft.name, ...draft.policy } }) : null;
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  useEffect(() => {
    if (body === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ status: 'loading', last: lastOf(previous) }));
      api
        .post('/policy/preview', JSON.parse(body), {
          schema: policyPreview,
          signal: controller.signal,
          globalErrors: false,
        })
        .then(
          (preview) => setState({ status: 'done', preview }),
          (error: unknown) => {
            if (!isAbortError(error)) setState((previous) => ({ status: 'failed', error, last: lastOf(previous) }));
          },
        );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  return state;
}
