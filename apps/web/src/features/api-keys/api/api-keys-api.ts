import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyInfo, ApiKeyList, CreateApiKeyBody } from '@tirr/contracts';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';

/**
 * 'Claves de API' (premium; docs/api/keys.md): the account's keys, creating one (its whole key is in that answer
 * only, and never kept in the query cache) and revoking one (it stays listed as revoked).
 */
export const apiKeysKeys = { list: () => ['api-keys'] as const };

const keyInfo = contractSchema('integrations', (c) => c.apiKeyInfo);

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/api-keys', { schema: contractSchema('integrations', (c) => c.apiKeyList), signal }),
    select: (data) => data.items,
  });
}

/** Puts a key in the cached list (a new one first, a changed one in its place) and asks the list again. */
function useKeyChanged() {
  const client = useQueryClient();
  return (info: ApiKeyInfo) => {
    client.setQueryData<ApiKeyList>(apiKeysKeys.list(), (list) => {
      if (!list) return list;
      const known = list.items.some((item) => item.id === info.id);
      return { items: known ? list.items.map((item) => (item.id === info.id ? info : item)) : [info, ...list.items] };
    });
    void client.invalidateQueries({ queryKey: apiKeysKeys.list() });
  };
}

/** POST /api-keys: the answer's `key` goes to the caller only (the dialog that shows it once). */
export function useCreateApiKey() {
  const changed = useKeyChanged();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) =>
      api.post('/api-keys', body, { schema: contractSchema('integrations', (c) => c.createdApiKey) }),
    onSuccess: (created) => changed(created.info),
  });
}

/** DELETE /api-keys/{id}: revoked at once; the answer is the key as now listed. */
export function useRevokeApiKey() {
  const changed = useKeyChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api-keys/${id}`, { schema: keyInfo }),
    onSuccess: changed,
  });
}
