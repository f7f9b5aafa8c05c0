/**
 * The API-key side of the auth hook (docs/api/keys.md): authenticates `Bearer tirr_…` and counts the key's
 * requests per minute (lib/principal.ts refuses a route the key's scopes do not reach). Public routes ('none') treat
 * a bad key as a guest, as they treat a bad session token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_ERROR_CODES } from '@tirr/contracts';
import { overKeyLimit, type ApiKeyAuthenticator, type ApiKeyRefusal } from './api-keys';
import { AppError } from './errors';
import { principalOf } from './principal';

const REFUSALS: Record<ApiKeyRefusal, () => AppError> = {
  invalid: () => new AppError(401, API_KEY_ERROR_CODES.invalid, 'La clave de API no es válida.'),
  expired: () => new AppError(401, API_KEY_ERROR_CODES.expired, 'La clave de API venció.'),
  revoked: () => new AppError(401, API_KEY_ERROR_CODES.revoked, 'La clave de API fue revocada.'),
};

export function apiKeyGate(app: FastifyInstance, authenticator: ApiKeyAuthenticator | undefined) {
  if (authenticator) app.addHook('onClose', async () => authenticator.close());
  return {
    /** Sets the request's principal from its key; answers the refusal, if any. */
    async authenticate(request: FastifyRequest, reply: FastifyReply, token: string): Promise<AppError | undefined> {
      const isPublic = (request.routeOptions.config?.permission ?? 'none') === 'none';
      if (!authenticator) return isPublic ? undefined : REFUSALS.invalid();
      const found = await authenticator.authenticate(token);
      if ('refused' in found) return isPublic ? undefined : REFUSALS[found.refused]();
      const { key, principal } = found;
      request.principal = principalOf({ sub: key.owner.sub }, key.owner.sub, key.owner, principal);
      const waitMs = await overKeyLimit(app.rateCounter, principal, authenticator.now().getTime());
      if (waitMs === 0) return undefined;
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(retryAfterSeconds));
      return new AppError(
        429,
        API_KEY_ERROR_CODES.rateLimited,
        `La clave de API superó su límite de ${principal.requestsPerMinute} consultas por minuto. Probá de nuevo en ${retryAfterSeconds} segundos.`,
        { limit: principal.requestsPerMinute, retryAfterSeconds },
      );
    },
  };
}
