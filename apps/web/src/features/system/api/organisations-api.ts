import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contractSchema } from '../../../shared/api/contract-schema';
import { systemKeys } from './system-api';

/** GET /system/organisations (sysadmin; docs/domain/organisations.md §6): every organisation with its members. */
export function useSystemOrganisations() {
  return useQuery({
    queryKey: [...systemKeys.all, 'organisations'],
    queryFn: ({ signal }) =>
      api.get('/system/organisations', {
        schema: contractSchema('organisations', (c) => c.systemOrganisationList),
        signal,
      }),
    select: (list) => list.items,
  });
}
