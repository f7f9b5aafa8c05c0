/**
 * API keys of an account (docs/api/keys.md, ADR 0145): created with a name, scopes, an optional expiry and an
 * optional limit per minute; the whole key is answered once and only its hash is kept; revoking is immediate on
 * every instance (the app's 'api-keys-changed' event).
 */
import { API_KEYS_MAX, ERROR_CODES, type ApiKeyInfo, type CreateApiKeyBody } from '@tirr/contracts';
import { quotaMonth, quotaMonthStart } from '@tirr/domain';
import type { AppEvents } from '../../lib/app-events';
import { newApiKey } from '../../lib/api-keys';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository';

export interface ApiKeysServiceDeps {
  repository: ApiKeysRepository;
  events: AppEvents;
  /** Requests per minute of a key without its own limit (API_KEY_REQUESTS_PER_MINUTE). */
  defaultPerMinute: number;
  now: () => Date;
}

export function apiKeysService(deps: ApiKeysServiceDeps) {
  const { repository, now } = deps;
  const info = (row: ApiKeyRow, at: Date, consultsThisMonth = 0): ApiKeyInfo => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    requestsPerMinute: row.requestsPerMinute ?? deps.defaultPerMinute,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    consultsThisMonth,
    createdAt: row.createdAt.toISOString(),
    status: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= at ? 'expired' : 'active',
  });

  return {
    async create(userId: string, body: CreateApiKeyBody) {
      const at = now();
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt <= at) throw badRequest('expiresAt', 'La fecha de vencimiento debe ser futura.');
      const { key, prefix, hash } = newApiKey();
      const row = await repository.create(
        userId,
        {
          name: body.name,
          prefix,
          secretHash: hash,
          scopes: body.scopes,
          expiresAt,
          requestsPerMinute: body.requestsPerMinute ?? null,
        },
        API_KEYS_MAX,
        at,
      );
      if (!row)
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          `Ya tenés ${API_KEYS_MAX} claves activas: revocá una que no uses para crear otra.`,
          { limit: API_KEYS_MAX },
        );
      return { id: row.id, key, info: info(row, at) };
    },

    async list(userId: string) {
      const at = now();
      const [rows, consults] = await Promise.all([
        repository.list(userId),
        repository.consultsSince(userId, quotaMonthStart(quotaMonth(at))),
      ]);
      return { items: rows.map((row) => info(row, at, consults.get(row.id) ?? 0)) };
    },

    async revoke(userId: string, id: string) {
      const at = now();
      const row = await repository.revoke(userId, id, at);
      if (!row) throw notFound('No encontramos esa clave de API.');
      deps.events.emit('api-keys-changed', { keyId: row.id });
      return info(row, at);
    },
  };
}
export type ApiKeysService = ReturnType<typeof apiKeysService>;
