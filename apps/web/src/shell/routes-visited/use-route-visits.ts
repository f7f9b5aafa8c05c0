import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import type { RouteVisit, UpdateUserInfoBody } from '@tirr/contracts';
import { useSession } from '../../shared/auth/session';
import { recordVisit, routePattern } from './route-visits';

/** Visits are saved together, this long after the last route change (navigation never waits). */
export const ROUTE_VISITS_SAVE_DELAY_MS = 2000;

/** Records each route change of a signed-in user in info.routesVisited, saved in batches. */
export function useRouteVisits(): void {
  const { user, updateInfo } = useSession();
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const route = last ? routePattern(last.pathname, last.params) : null;
  const signedIn = user !== null;
  const latest = useRef<{ stored: readonly RouteVisit[]; save: (info: UpdateUserInfoBody) => Promise<void> }>({
    stored: [],
    save: updateInfo,
  });
  const pending = useRef<RouteVisit[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const storedVisits = user?.info.routesVisited;

  useEffect(() => {
    latest.current = { stored: storedVisits ?? [], save: updateInfo };
  }, [storedVisits, updateInfo]);

  useEffect(() => {
    const flush = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const routesVisited = pending.current;
      pending.current = null;
      if (!routesVisited) return;
      // The next visit builds on what is saved now, even before the session shows it: otherwise a route
      // change landing in between would save the older list and drop this batch.
      latest.current = { ...latest.current, stored: routesVisited };
      void latest.current.save({ routesVisited });
    };
    if (!signedIn || !route) return;
    pending.current = recordVisit(pending.current ?? latest.current.stored, route, new Date().toISOString());
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, ROUTE_VISITS_SAVE_DELAY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [route, signedIn]);

  // Unmounting (leaving the app's shell) saves what is pending at the end of the task: a shell mounted
  // again at once (StrictMode's second mount) re-arms the timer above instead, so one save is sent (ADR 0136).
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        const routesVisited = pending.current;
        pending.current = null;
        if (routesVisited) void latest.current.save({ routesVisited });
      }, 0);
    },
    [],
  );
}
