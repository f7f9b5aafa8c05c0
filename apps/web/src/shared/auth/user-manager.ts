import type { UserManager } from 'oidc-client-ts';
import type { AuthConfig } from '@tirr/contracts';
import { PATHS } from '../routing/paths';

/** OAuth scopes requested from the identity provider (offline_access: refresh token for silent renew). */
export const OIDC_SCOPE = 'openid profile email offline_access';

/** Query parameters every authorization request carries (docs/architecture.md §4). */
export function authorizeParams(config: AuthConfig, language: string): Record<string, string> {
  return { audience: config.audience, ui_locales: language };
}

/** Loads the OpenID Connect library (a separate chunk, fetched while GET /auth is under way). */
export function loadOidc() {
  return import('oidc-client-ts');
}

/** The OpenID Connect client (authorization code + PKCE) for the provider announced by GET /auth. */
export async function createUserManager(
  config: AuthConfig,
  language: string,
  origin = window.location.origin,
): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await loadOidc();
  return new UserManager({
    authority: config.domain,
    client_id: config.clientId,
    redirect_uri: `${origin}${PATHS.callback}`,
    post_logout_redirect_uri: `${origin}${PATHS.logout}`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    extraQueryParams: authorizeParams(config, language),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    // Renewed by the session on 'accessTokenExpiring', one tab at a time (token-renewal.ts).
    automaticSilentRenew: false,
    // The profile sent to POST /users/me comes from the id token's claims. The userinfo endpoint is not
    // called: an access token issued for the API audience is not always accepted there (e.g. by
    // oidc-provider with resource indicators), and sign-in must not fail on it.
    loadUserInfo: false,
  });
}
