import { readCookie, removeCookie, writeCookie } from '../browser/cookies';

/**
 * The access token lives in this cookie (spec §4, §9): Path=/, SameSite=Lax, Secure over https, expiring
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
