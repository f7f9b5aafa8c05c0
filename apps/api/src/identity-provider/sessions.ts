import type { JWTPayload } from 'jose';
import type Provider from 'oidc-provider';
import { lastTokenExpiry, sessionIdOf, type SessionRevocations } from '../lib/revocations';

/**
 * Ends a grant (one sign-in of one client) as the provider's own revocation does: its refresh tokens
 * and codes are deleted, the grant is destroyed, and its access tokens — JWTs, never stored — are
 * recorded as revoked through the adapter's hook (ADR 0110).
 */
export async function revokeGrant(provider: Provider, grantId: string): Promise<void> {
  await Promise.all([
    provider.AccessToken.revokeByGrantId(grantId),
    provider.RefreshToken.revokeByGrantId(grantId),
    provider.AuthorizationCode.revokeByGrantId(grantId),
  ]);
  const grant = await provider.Grant.find(grantId);
  await grant?.destroy();
}

/**
 * What signing out does on the API (GET /users/me/logout): a built-in token's grant is revoked at the
 * provider (which records the revocation); any other token's session (`sid`) or the token itself (`jti`)
 * goes straight to the revocation list.
 */
export function sessionEnder(revocations: SessionRevocations, provider: () => Provider | undefined) {
  return async (claims: JWTPayload): Promise<void> => {
    const builtin = provider();
    if (builtin && typeof claims.gid === 'string') return revokeGrant(builtin, claims.gid);
    const id = sessionIdOf(claims);
    if (id) await revocations.revoke(id, lastTokenExpiry(claims, Date.now()));
  };
}
