import { PATHS } from '../../shared/routing/paths';
import { consumeRedirect } from '../../shared/routing/redirect-store';

const AUTH_PATHS: readonly string[] = [PATHS.login, PATHS.loginV2, PATHS.logout, PATHS.register, PATHS.callback];

/** The remembered path to come back to after signing in (consumed), never an auth page; default '/'. */
export function takeReturnPath(): string {
  const stored = consumeRedirect();
  if (!stored) return PATHS.home;
  const pathname = stored.split(/[?#]/)[0] ?? stored;
  return AUTH_PATHS.includes(pathname) ? PATHS.home : stored;
}
