import type { User, UserManager } from 'oidc-client-ts';

/** A stored token with more than this many seconds left was renewed by another tab (expiring: 60 s). */
const FRESH_ENOUGH_S = 90;
const LOCK = 'tirr-token-renewal';
let inThisTab: Promise<unknown> = Promise.resolve();

/**
 * Renews the tokens with the refresh token, one tab at a time (Web Locks): refresh tokens are rotated,
 * and one used twice ends the whole session at the provider (ADR 0110), so two tabs renewing together
 * would sign the user out. A tab that waited finds the tokens another tab just stored and uses them —
 * unless they are the very access token the API refused (`refused`), which is renewed regardless.
 */
export function renewTokens(manager: UserManager, refused?: string | null): Promise<User | null> {
  const renew = async (): Promise<User | null> => {
    const stored = await manager.getUser();
    const fresh = stored && !stored.expired && (stored.expires_in ?? 0) > FRESH_ENOUGH_S;
    if (fresh && stored.access_token !== refused) return stored;
    return manager.signinSilent();
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // (The DOM typing wraps the callback's promise in another one; `then` unwraps it.)
  if (locks) return locks.request(LOCK, renew).then((user) => user);
  const next = inThisTab.then(renew, renew);
  inThisTab = next.catch(() => undefined);
  return next;
}
