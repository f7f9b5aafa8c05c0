import { z } from 'zod';

/** GET /api/v1/auth — public configuration of the active identity provider (docs/product.md §3, §7). */
export const authConfig = z.object({
  /** Issuer URL of the OpenID Connect provider (built-in: origin + /oidc). */
  domain: z.string(),
  clientId: z.string(),
  audience: z.string(),
  /** 'builtin' for Tirr's own provider, 'external' for Auth0, Keycloak… */
  provider: z.enum(['builtin', 'external']),
  /**
   * Whether anything is demo — offline data sources, the offline checkout or DEMO_MODE=1 — so every page
   * shows 'Datos de demostración'.
   */
  demoData: z.boolean(),
  /**
   * Whether payments run on the offline checkout page (MERCADOPAGO_MODE=offline); it exists only then.
   * Defaults to false for an answer cached from a release without the field.
   */
  offlineCheckout: z.boolean().default(false),
});
export type AuthConfig = z.infer<typeof authConfig>;
