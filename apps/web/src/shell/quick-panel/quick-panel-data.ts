import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoteBody, QuickPanelData } from '@tirr/contracts';
import { api } from '../../shared/api/client';
import { contractSchema } from '../../shared/api/contract-schema';
import { useSession } from '../../shared/auth/session';

/** Query keys of the quick panel: one entry per signed-in user. */
export const quickPanelKeys = {
  data: (userId: string | undefined) => ['quick-panel', userId] as const,
};

/** Events and notes of the quick panel (GET /quick-panel/data); polled so the unread badge stays current. */
export function useQuickPanelData() {
  const { user } = useSession();
  return useQuery({
    queryKey: quickPanelKeys.data(user?.sub),
    queryFn: () =>
      api.get('/quick-panel/data', {
        schema: contractSchema('quickPanel', (c) => c.quickPanelData),
        globalErrors: false,
      }),
    enabled: user !== null,
    refetchInterval: 60_000,
  });
}

/** Mutations of the quick panel; each one refreshes the data. */
export function useQuickPanelActions() {
  const { user } = useSession();
  const client = useQueryClient();
  const key = quickPanelKeys.data(user?.sub);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    markRead: useMutation({
      mutationFn: (ids: number[]) => api.post('/quick-panel/events/read', { ids }, { globalErrors: false }),
      onMutate: (ids) =>
        client.setQueryData<QuickPanelData>(key, (old) =>
          old
            ? {
                ...old,
                events: old.events.map((e) => (ids.includes(e.id) ? { ...e, unread: false } : e)),
                unreadEvents: old.events.filter((e) => e.unread && !ids.includes(e.id)).length,
              }
            : old,
        ),
      onSettled: refresh,
    }),
    createNote: useMutation({
      mutationFn: (note: NoteBody) =>
        api.post('/quick-panel/notes', note, { schema: contractSchema('quickPanel', (c) => c.quickPanelItem) }),
      onSuccess: refresh,
    }),
    updateNote: useMutation({
      mutationFn: ({ id, note }: { id: number; note: NoteBody }) =>
        api.patch(`/quick-panel/notes/${id}`, note, { schema: contractSchema('quickPanel', (c) => c.quickPanelItem) }),
      onSuccess: refresh,
    }),
    deleteNote: useMutation({
      mutationFn: (id: number) => api.delete(`/quick-panel/notes/${id}`),
      onSettled: refresh,
    }),
  };
}
