import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AuthConfig } from '@tirr/contracts';
import { PATHS } from '../routing/paths';

/** OAuth scopes requested from the identity provider (offline_access: refresh token for silent renew). */
export const OIDC_SCOPE = 'openid profile email offline_access';

/** Query parameters every authorization request carries (architecture §4). */
export function authorizeParams(config: AuthConfig, language: string): Record<string, string> {
  return { audience: config.audience, ui_locales: language };
}

/** The OpenID Connect client (authorization code + PKCE) for the provider announced by GET /auth. */
export function createUserManager(config: AuthConfig, language: string, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: config.domain,
    client_id: config.clientId,
    redirect_uri: `${origin}${PATHS.callback}`,
    post_logout_redirect_uri: `${origin}${PATHS.logout}`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    extraQueryParams: authorizeParams(config, language),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    // Name, email and picture may only be in the userinfo answer (not in the id token).
    loadUserInfo: true,
  });
}
