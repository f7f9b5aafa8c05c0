import { z } from 'zod';

/** GET /api/v1/auth — public configuration of the active identity provider (spec §3, §7). */
export const authConfig = z.object({
  /** Issuer URL of the OpenID Connect provider (built-in: origin + /oidc). */
  domain: z.string(),
  clientId: z.string(),
  audience: z.string(),
  /** 'builtin' for Tirr's own provider, 'external' for Auth0, Keycloak… */
  provider: z.enum(['builtin', 'external']),
  /** Whether offline demo data sources are active (the UI shows 'Datos de demostración'). */
  demoData: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfig>;
