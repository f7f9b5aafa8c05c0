import { readCookie, removeCookie, writeCookie } from '../browser/cookies';

/**
 * The access token lives in this cookie (docs/product.md §4, §9): Path=/, SameSite=Lax, Secure over https, expiring
 * with the token. The API client reads the Bearer token from it.
 */
export const ACCESS_TOKEN_COOKIE = 'tirr_at';

export function saveAccessToken(token: string, expiresAt?: Date): void {
  writeCookie(ACCESS_TOKEN_COOKIE, token, expiresAt ? { expires: expiresAt } : {});
}

export function readAccessToken(): string | null {
  const token = readCookie(ACCESS_TOKEN_COOKIE);
  return token ? token : null;
}

export function clearAccessToken(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
}

let renewal: (() => Promise<string | null>) | null = null;
let renewing: Promise<string | null> | null = null;

/**
 * How to get a new access token when the API refuses the current one (the session registers the silent
 * renewal with the refresh token while a user is signed in; null when nobody is).
 */
export function setAccessTokenRenewal(renew: (() => Promise<string | null>) | null): void {
  renewal = renew;
}

/** A new access token (one renewal at a time, shared by every caller), or null when none can be had. */
export function renewAccessToken(): Promise<string | null> {
  if (!renewal) return Promise.resolve(null);
  renewing ??= renewal()
    .catch(() => null)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}
