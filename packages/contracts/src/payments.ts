import { z } from 'zod';

/*
 * Premium subscription through Mercado Pago (docs/domain/data-sources.md §5). Under /api/v1.
 */

export const PAYMENT_ERROR_CODES = {
  /** 409: the user already has premium (or a higher role). */
  alreadyPremium: 'ALREADY_PREMIUM',
  /** 401: the webhook's x-signature does not verify. */
  badSignature: 'BAD_SIGNATURE',
} as const;

/**
 * A path of this app to come back to: one '/' then printable ASCII without spaces or backslashes, so no
 * browser reads it as another host ('//evil', '/\\evil', '/\t/evil'): never an open redirect (ADR 0141).
 */
export const INTERNAL_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

/** POST /subscriptions/checkout (optional body): where the payer comes back to, e.g. the report that was blocked. */
export const checkoutBody = z.object({
  returnTo: z
    .string()
    .max(300, 'a lo sumo 300 caracteres.')
    .regex(INTERNAL_PATH, 'debe ser una ruta de Tirr que empiece con una sola "/".')
    .optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** POST /subscriptions/checkout → where to send the browser (the provider's init_point). */
export const checkoutResponse = z.object({ checkoutUrl: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** Mercado Pago's webhook query: ?data.id=…&type=… */
export const webhookQuery = z
  .object({ 'data.id': z.string().max(100).optional(), type: z.string().max(100).optional() })
  .loose();

/** Mercado Pago's notification body (only what we read; the rest is kept loose). */
export const webhookBody = z
  .object({
    type: z.string().max(100).optional(),
    action: z.string().max(100).optional(),
    data: z.object({ id: z.union([z.string(), z.number()]) }).optional(),
  })
  .loose();

export const webhookResponse = z.object({ received: z.literal(true), applied: z.boolean() });

// ----------------------------------------------------- the offline checkout (DATA_SOURCES=offline)

export const offlinePreapprovalParam = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'id inválido') });

export const offlineCheckout = z.object({
  id: z.string(),
  reason: z.string(),
  amountArs: z.number(),
  payerEmail: z.string().nullable(),
  status: z.string(),
  backUrl: z.string(),
});
export type OfflineCheckout = z.infer<typeof offlineCheckout>;

export const offlineDecisionBody = z.object({ decision: z.enum(['approve', 'reject']) });
export type OfflineDecision = z.infer<typeof offlineDecisionBody>['decision'];

/** A notification exactly as Mercado Pago would send it, signed with the webhook secret. */
export const signedNotification = z.object({
  /** Path and query, e.g. /api/v1/payments/mercadopago/webhook?data.id=…&type=… */
  url: z.string(),
  headers: z.object({ 'x-signature': z.string(), 'x-request-id': z.string() }),
  body: z.record(z.string(), z.unknown()),
});
export type SignedNotification = z.infer<typeof signedNotification>;

export const offlineDecisionResponse = z.object({
  status: z.string(),
  backUrl: z.string(),
  notifications: z.array(signedNotification),
});
export type OfflineDecisionResponse = z.infer<typeof offlineDecisionResponse>;
