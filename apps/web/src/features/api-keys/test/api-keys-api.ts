import { http, HttpResponse } from 'msw';
import type { ApiKeyInfo, CreateApiKeyBody } from '@tirr/contracts';
import { server } from '../../../test/server';

/** The page's tests: its address and the keys API it talks to (MSW), recording what it is sent. */
export const API_KEYS_PATH = '/integrations/api-keys';

/** The whole key of the one the tests create. */
export const NEW_KEY = 'tirr_abcd1234EFGH5678ijkl9012MNOP3456qrst';

export function keyFixture(over: Partial<ApiKeyInfo> = {}): ApiKeyInfo {
  return {
    id: '6f0c1f9e-2b7a-4c11-9d3e-5a8b7c6d5e4f',
    name: 'ERP',
    prefix: 'tirr_abcd1234',
    scopes: ['reports'],
    requestsPerMinute: 60,
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    consultsThisMonth: 0,
    createdAt: '2026-11-20T13:30:00.000Z',
    status: 'active',
    ...over,
  };
}

type Answer = (body: CreateApiKeyBody) => Response;

/** GET/POST /api-keys and DELETE /api-keys/{id} over `keys`; `create` replaces POST's answer. */
export function apiKeysApi({ keys = [] as ApiKeyInfo[], create }: { keys?: ApiKeyInfo[]; create?: Answer } = {}) {
  const sent = { creates: [] as CreateApiKeyBody[], revokes: [] as string[] };
  let listed = [...keys];
  server.use(
    http.get('*/api/v1/api-keys', () => HttpResponse.json({ items: listed })),
    http.post('*/api/v1/api-keys', async ({ request }) => {
      const body = (await request.json()) as CreateApiKeyBody;
      sent.creates.push(body);
      if (create) return create(body);
      const info = keyFixture({
        id: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
        name: body.name,
        scopes: body.scopes,
        expiresAt: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
        requestsPerMinute: body.requestsPerMinute ?? 60,
        createdAt: '2026-11-26T15:00:00.000Z',
      });
      listed = [info, ...listed];
      return HttpResponse.json({ id: info.id, key: NEW_KEY, info }, { status: 201 });
    }),
    http.delete('*/api/v1/api-keys/:id', ({ params }) => {
      const id = String(params.id);
      sent.revokes.push(id);
      listed = listed.map((k) =>
        k.id === id ? { ...k, status: 'revoked' as const, revokedAt: '2026-11-26T16:00:00.000Z' } : k,
      );
      const found = listed.find((k) => k.id === id);
      if (!found) return HttpResponse.json({ code: 'NOT_FOUND', message: 'No existe.' }, { status: 404 });
      return HttpResponse.json(found);
    }),
  );
  return sent;
}
