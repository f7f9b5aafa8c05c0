import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { can, canUseScope, type Permission, type Requirement } from '@tirr/domain';
import { useSession } from '../../shared/auth/session';
import { PATHS } from '../../shared/routing/paths';
import { consumeRedirect, rememberRedirect } from '../../shared/routing/redirect-store';
import { currentHandle } from '../navigation/route-meta';
import { useFreshMembership } from './use-fresh-membership';

/**
 * Where the first-access redirect to /welcome does not apply: someone who signed up from an invitation's link accepts
 * it first (docs/domain/organisations.md §3).
 */
const NO_WELCOME_REDIRECT: readonly string[] = [PATHS.welcome, PATHS.callback, PATHS.logout, PATHS.organisationJoin];

export type GuardDecision = { allow: true } | { allow: false; target: 'login' | 'redirect' };

/**
 * docs/product.md §2 route guard: the route's requirement is checked with `can()`. Denied: a user with permissions
 * goes to the stored redirect URL (consumed) or '/'; a user without permissions (guest) goes to /login,
 * remembering the attempted path. A member whose organisation role lacks the route's scope (`scopeAllowed` false,
 * docs/domain/organisations.md §4) is turned away like a user without the permission.
 */
export function decide(
  requirement: Requirement,
  permissions: readonly Permission[],
  scopeAllowed = true,
): GuardDecision {
  if (can(permissions, requirement) && scopeAllowed) return { allow: true };
  return { allow: false, target: permissions.length > 0 ? 'redirect' : 'login' };
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  useFreshMembership();
  const handle = currentHandle(matches);
  const requirement = handle?.permission ?? 'none';
  const decision = decide(requirement, session.permissions, canUseScope(session.user?.organisation, handle?.scope));
  const welcome =
    session.firstAccessPending && session.user !== null && !NO_WELCOME_REDIRECT.includes(location.pathname);

  if (welcome) return <Redirect key={location.key} kind="welcome" />;
  if (!decision.allow) return <Redirect key={location.key} kind={decision.target} />;
  return <>{children}</>;
}

/** Redirects once (the side effects on the stored path must not run twice under StrictMode). */
function Redirect({ kind }: { kind: 'login' | 'redirect' | 'welcome' }) {
  const navigate = useNavigate();
  const location = useLocation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const here = `${location.pathname}${location.search}${location.hash}`;
    // Navigation is fire-and-forget: the router shows the target (or its error screen) by itself.
    if (kind === 'welcome') {
      void navigate(PATHS.welcome, { replace: true });
    } else if (kind === 'login') {
      rememberRedirect(here);
      void navigate(PATHS.login, { replace: true });
    } else {
      const stored = consumeRedirect();
      void navigate(stored && stored !== here ? stored : PATHS.home, { replace: true });
    }
  }, [kind, location, navigate]);

  return null;
}
