import type { ProfileList, ProfileListParams, ProfileLookup, ProfileMutation } from '@tirr/contracts';
import { api } from '../api/client';
import { contractSchema } from '../api/contract-schema';

/**
 * Mis Perfiles as requests, owned by the profiles feature and read by the report's 'En Mis Perfiles'
 * (features never import each other, docs/architecture.md §2): one query key, one request each. The
 * portfolio is paged on the server (ADR 0135): nobody loads it whole.
 */
export const profileKeys = {
  all: ['profiles'] as const,
  lists: () => [...profileKeys.all, 'list'] as const,
  list: (query: ProfileListParams) => [...profileKeys.lists(), query] as const,
  facets: () => [...profileKeys.all, 'facets'] as const,
  byTaxNumber: (taxNumber: string) => [...profileKeys.all, 'by-tax-number', taxNumber] as const,
};

/** One page of the portfolio (GET /profiles with its filters and order), under `profileKeys.list(query)`. */
export function fetchPortfolioPage(query: ProfileListParams, signal: AbortSignal): Promise<ProfileList> {
  return api.get('/profiles', { query, schema: contractSchema('profiles', (c) => c.profileList), signal });
}

/** The caller's profile of a tax id, or null: whether it is in the portfolio (GET /profiles/by-tax-number). */
export function fetchProfileByTaxNumber(taxNumber: string, signal: AbortSignal): Promise<ProfileLookup> {
  return api.get(`/profiles/by-tax-number/${encodeURIComponent(taxNumber)}`, {
    schema: contractSchema('profiles', (c) => c.profileLookup),
    signal,
  });
}

/** POST /profiles: adds a tax id to the portfolio. */
export function addToPortfolio(taxNumber: string): Promise<ProfileMutation> {
  return api.post('/profiles', { taxNumber }, { schema: contractSchema('profiles', (c) => c.profileMutation) });
}
