import type { ProfileListItem, ProfileMutation } from '@tirr/contracts';
import { api } from '../api/client';
import { contractSchema } from '../api/contract-schema';

/**
 * Mis Perfiles as requests, owned by the profiles feature and read by the report's 'En Mis Perfiles'
 * (features never import each other, docs/architecture.md §2): one query key, one request each.
 */
export const profileKeys = {
  all: ['profiles'] as const,
  list: () => [...profileKeys.all, 'list'] as const,
};

/** The portfolio (GET /profiles), the list under `profileKeys.list()`. */
export async function fetchPortfolio(signal: AbortSignal): Promise<ProfileListItem[]> {
  return (await api.get('/profiles', { schema: contractSchema('profiles', (c) => c.profileList), signal })).items;
}

/** POST /profiles: adds a tax id to the portfolio. */
export function addToPortfolio(taxNumber: string): Promise<ProfileMutation> {
  return api.post('/profiles', { taxNumber }, { schema: contractSchema('profiles', (c) => c.profileMutation) });
}
