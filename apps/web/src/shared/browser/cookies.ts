/** Minimal cookie helpers (document.cookie), used for the access-token cookie. */

export interface CookieOptions {
  /** When the cookie expires; omitted = a session cookie. */
  expires?: Date;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true when the page is served over https. */
  secure?: boolean;
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

/** The Set-Cookie-style string written to document.cookie (Secure by default under https). */
export function cookieString(name: string, value: string, options: CookieOptions, protocol: string): string {
  const { expires, path = '/', sameSite = 'Lax', secure = protocol === 'https:' } = options;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=${path}; SameSite=${sameSite}`;
  if (expires) cookie += `; Expires=${expires.toUTCString()}`;
  if (secure) cookie += '; Secure';
  return cookie;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = cookieString(name, value, options, window.location.protocol);
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=${path}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
