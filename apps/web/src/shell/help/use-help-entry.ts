import { useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { HelpCodeEntry } from '@tirr/contracts';
import { helpCodeFor, type Locale } from '@tirr/domain';
import { api } from '../../shared/api/client';
import { contractSchema } from '../../shared/api/contract-schema';
import { useSession } from '../../shared/auth/session';
import { useLocale } from '../../shared/i18n/use-locale';
import { currentHandle } from '../navigation/route-meta';
import { routePattern } from '../routes-visited/route-visits';

/** Query keys of the help panel's content: one per language the API answered in (ADR 0142). */
export const helpKeys = {
  codes: (language: Locale) => ['content', 'help-codes', language] as const,
};

/**
 * Help content is fetched once per app load and language, and reused by every page (docs/product.md §2 'Help
 * panel').
 */
export function useHelpCodes() {
  return useQuery({
    queryKey: helpKeys.codes(useLocale()),
    queryFn: ({ signal }) =>
      api.get('/content/help-codes', {
        schema: contractSchema('academy', (c) => c.helpCodeEntry.array()),
        signal,
        globalErrors: false,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** True when the entry has something to show. */
export function hasHelpContent(entry: HelpCodeEntry | undefined): entry is HelpCodeEntry {
  return !!entry && (entry.description.trim() !== '' || entry.courses.length > 0 || entry.blog_posts.length > 0);
}

/**
 * The help code of the page on screen (the matched route's `handle.helpCode`, with the simulator suffix)
 * and its content entry, plus whether the route is new to the user (not in routesVisited when they
 * arrived: the flag holds for the whole visit and is gone on the next one).
 */
export function useHelpEntry(): { code: string | null; entry: HelpCodeEntry | undefined; isNew: boolean } {
  const matches = useMatches();
  const location = useLocation();
  const { user } = useSession();
  const handle = currentHandle(matches);
  const code = helpCodeFor(handle?.helpCode, location.pathname);
  const { data } = useHelpCodes();
  const entry = code ? data?.find((e) => e.code === code) : undefined;

  const last = matches[matches.length - 1];
  const route = last ? routePattern(last.pathname, last.params) : null;
  const visited = user?.info.routesVisited;
  const isNewNow = !!user && !!route && !(visited ?? []).some((v) => v.route === route);
  const [arrival, setArrival] = useState({ route, isNew: isNewNow });
  const current = arrival.route === route ? arrival : { route, isNew: isNewNow };
  if (current !== arrival) setArrival(current);
  return { code, entry, isNew: current.isNew };
}
