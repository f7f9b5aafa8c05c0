import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../shared/auth/session';

/** At most one reload of the user per this many milliseconds while moving between pages. */
export const MEMBERSHIP_CHECK_MS = 5_000;

/**
 * A member removed from their organisation (or whose role changed) loses access at their next request
 * (docs/domain/organisations.md §5); the interface follows at their next page: while the user is in an organisation,
 * each page change asks POST /users/me again (at most every MEMBERSHIP_CHECK_MS), so the menu, the guard and the
 * user menu stop showing what the organisation no longer gives. Outside an organisation nothing is asked.
 */
export function useFreshMembership(): void {
  const { pathname } = useLocation();
  const { user, reloadUser } = useSession();
  const member = !!user?.organisation;
  const shown = useRef(pathname);
  // When the user was last asked for: the session was loaded for the first page.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    const now = Date.now();
    asked.current ??= now;
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!member || now - asked.current < MEMBERSHIP_CHECK_MS) return;
    asked.current = now;
    void reloadUser();
  }, [member, pathname, reloadUser]);
}
