import { readStorage, writeStorage } from '../browser/storage';

/** Where a guest wanted to go before being sent to sign in (docs/product.md §2 route guard). */
export const REDIRECT_STORAGE_KEY = 'tirr.redirect';

/** Only same-origin absolute paths are remembered (no open redirects). */
export function isSafeRedirect(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberRedirect(path: string): void {
  if (isSafeRedirect(path)) writeStorage('session', REDIRECT_STORAGE_KEY, path);
}

export function peekRedirect(): string | null {
  const path = readStorage('session', REDIRECT_STORAGE_KEY);
  return isSafeRedirect(path) ? path : null;
}

/** Returns the remembered path (if any) and forgets it. */
export function consumeRedirect(): string | null {
  const path = peekRedirect();
  writeStorage('session', REDIRECT_STORAGE_KEY, null);
  return path;
}
