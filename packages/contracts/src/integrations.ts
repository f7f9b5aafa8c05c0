import { z } from 'zod';

/**
 * What an API key may do (docs/api/keys.md). Every route an API key may call declares one of these; a key
 * reaches only routes whose scope it holds (routes without a scope — the account, payments, the System
 * area — never answer a key).
 */
export const API_SCOPES = ['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'] as const;
export const apiScope = z.enum(API_SCOPES, { error: 'El permiso de la clave no es válido.' });
export type ApiScope = z.infer<typeof apiScope>;

/** Error codes of requests made with an API key (docs/api/keys.md). */
export const API_KEY_ERROR_CODES = {
  /** 401: no such key. */
  invalid: 'API_KEY_INVALID',
  /** 401: the key passed its expiry date. */
  expired: 'API_KEY_EXPIRED',
  /** 401: the key was revoked. */
  revoked: 'API_KEY_REVOKED',
  /** 403: the key lacks the scope the route needs. details: { scope }. */
  scope: 'API_KEY_SCOPE',
  /** 403: the route is for the browser session only (the account, payments, the System area). */
  notAllowed: 'API_KEY_NOT_ALLOWED',
  /** 429: the key's requests per minute are used up. details: { limit, retryAfterSeconds }. */
  rateLimited: 'API_KEY_RATE_LIMITED',
} as const;

/** Every API key starts with this: secret scanners and people recognise it. */
export const API_KEY_PREFIX = 'tirr_';

export const API_KEY_NAME_MAX = 80;
/** Most keys an account may hold unrevoked at once. */
export const API_KEYS_MAX = 20;

/** POST /api-keys (permission 'premium'). */
export const createApiKeyBody = z.object({
  name: z
    .string({ error: 'Poné un nombre a la clave.' })
    .trim()
    .min(1, 'Poné un nombre a la clave.')
    .max(API_KEY_NAME_MAX, `El nombre de la clave admite hasta ${API_KEY_NAME_MAX} caracteres.`),
  scopes: z
    .array(apiScope, { error: 'Elegí al menos un permiso para la clave.' })
    .min(1, 'Elegí al menos un permiso para la clave.')
    .max(API_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Un permiso está repetido.'),
  /** When the key stops working (ISO date-time with offset, in the future); none: until revoked. */
  expiresAt: z.iso.datetime({ offset: true, error: 'La fecha de vencimiento no es válida.' }).nullable().optional(),
  /** Requests per minute for this key (default: the server's API_KEY_REQUESTS_PER_MINUTE). */
  requestsPerMinute: z
    .number({ error: 'El límite por minuto debe ser un número entero.' })
    .int('El límite por minuto debe ser un número entero.')
    .min(1, 'El límite por minuto debe ser al menos 1.')
    .max(10_000, 'El límite por minuto admite hasta 10.000.')
    .nullable()
    .optional(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

export const apiKeyIdParam = z.object({ id: z.uuid('El id de la clave no es válido.') });

/** A key as listed: never its secret. */
export const apiKeyInfo = z.object({
  id: z.uuid(),
  name: z.string(),
  /** 'tirr_' and the first characters of the secret part, to recognise it. */
  prefix: z.string(),
  scopes: z.array(apiScope),
  requestsPerMinute: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Consults of credit data made with the key this Buenos Aires month (the audit's rows under the key). */
  consultsThisMonth: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
  /** 'active', or why it no longer works. */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKeyInfo = z.infer<typeof apiKeyInfo>;

/** The answer of POST /api-keys: the only time the whole key is shown. */
export const createdApiKey = z.object({ id: z.uuid(), key: z.string(), info: apiKeyInfo });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyList = z.object({ items: z.array(apiKeyInfo) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

/** Events a webhook endpoint may subscribe to (docs/api/webhooks.md); payloads are versioned ('v': 1). */
export const WEBHOOK_EVENT_TYPES = [
  'monitoring.changed',
  'decision.changed',
  'batch.completed',
  'cheque_portfolio.completed',
] as const;
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES, { error: 'El evento no es válido.' });
export type WebhookEventType = z.infer<typeof webhookEventType>;

export const WEBHOOKS_MAX = 10;

/** POST /webhooks (permission 'premium'): an HTTPS address and the events it wants. */
export const createWebhookBody = z.object({
  url: z
    .string({ error: 'Escribí la dirección del webhook.' })
    .trim()
    .max(2000, 'La dirección admite hasta 2000 caracteres.')
    .pipe(z.url({ protocol: /^https$/, error: 'La dirección debe empezar con https://.' })),
  events: z
    .array(webhookEventType, { error: 'Elegí al menos un evento.' })
    .min(1, 'Elegí al menos un evento.')
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, 'Un evento está repetido.'),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;

export const webhookIdParam = z.object({ id: z.uuid('El id del webhook no es válido.') });
export const webhookDeliveryParams = z.object({
  id: z.uuid('El id del webhook no es válido.'),
  deliveryId: z.uuid('El id del envío no es válido.'),
});

export const webhookInfo = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventType),
  /** Names the signing secret in the `Tirr-Signature` header. */
  keyId: z.string(),
  status: z.enum(['active', 'failing', 'paused']),
  failingSince: z.iso.datetime({ offset: true }).nullable(),
  pausedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WebhookInfo = z.infer<typeof webhookInfo>;

/** The answer of POST /webhooks: the signing secret is shown only here. */
export const createdWebhook = z.object({ webhook: webhookInfo, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const webhookList = z.object({ items: z.array(webhookInfo) });
export type WebhookList = z.infer<typeof webhookList>;

export const webhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: webhookEventType,
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryList = z.object({ items: z.array(webhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;
