import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookBody, WebhookList } from '@tirr/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';

/**
 * 'Webhooks' (premium; docs/api/webhooks.md): the account's endpoints, registering one (its signing secret is in that
 * answer only, never kept in the query cache), deleting and resuming one, and each endpoint's deliveries.
 */
export const webhooksKeys = {
  list: () => ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};

/** What a failed change says: the API's own words, else the page's. */
export const failureText = (error: unknown, fallback: string) =>
  (isApiError(error) && error.envelope?.message) || fallback;

export function useWebhooks() {
  return useQuery({
    queryKey: webhooksKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/webhooks', { schema: contractSchema('integrations', (c) => c.webhookList), signal }),
    select: (data) => data.items,
  });
}

/** The list asked again after a change (the deliveries under it too). */
function useListChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webhooksKeys.list() });
}

/** POST /webhooks: the answer's `secret` goes to the caller only (the dialog that shows it once). */
export function useCreateWebhook() {
  const client = useQueryClient();
  const changed = useListChanged();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) =>
      api.post('/webhooks', body, { schema: contractSchema('integrations', (c) => c.createdWebhook) }),
    onSuccess: ({ webhook }) => {
      client.setQueryData<WebhookList>(webhooksKeys.list(), (list) =>
        list ? { items: [webhook, ...list.items.filter((w) => w.id !== webhook.id)] } : list,
      );
      return changed();
    },
  });
}

/** DELETE /webhooks/{id}: no more deliveries to it. */
export function useDeleteWebhook() {
  const client = useQueryClient();
  const changed = useListChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/webhooks/${id}`),
    onSuccess: (_answer, id) => {
      client.setQueryData<WebhookList>(webhooksKeys.list(), (list) =>
        list ? { items: list.items.filter((w) => w.id !== id) } : list,
      );
      return changed();
    },
  });
}

/** POST /webhooks/{id}/resume: a paused endpoint gets deliveries again. */
export function useResumeWebhook() {
  const changed = useListChanged();
  return useMutation({
    mutationFn: (id: string) => api.post(`/webhooks/${id}/resume`),
    onSuccess: changed,
  });
}

/** GET /webhooks/{id}/deliveries: the endpoint's latest deliveries, newest first. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: webhooksKeys.deliveries(id),
    queryFn: ({ signal }) =>
      api.get(`/webhooks/${id}/deliveries`, {
        schema: contractSchema('integrations', (c) => c.webhookDeliveryList),
        signal,
      }),
    select: (data) => data.items,
  });
}

/** POST /webhooks/{id}/deliveries/{deliveryId}/resend: the same event sent again. */
export function useResendDelivery(webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => api.post(`/webhooks/${webhookId}/deliveries/${deliveryId}/resend`),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKeys.deliveries(webhookId) }),
  });
}
