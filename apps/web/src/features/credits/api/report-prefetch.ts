import { can } from '@tirr/domain';
import { appQueryClient } from '../../../shared/api/app-query-client';
import { readSessionSnapshot } from '../../../shared/auth/session-snapshot';
import { creditKeys } from './credit-keys';

/**
 * The report route's loader: for a signed-in user (the session snapshot bound to the token in the
 * cookie), starts the report request while the page's module loads instead of after the page has
 * rendered. Same query (key, function, order create → report) as the page, which then reads it; a
 * report already in the cache is not requested again. Guests and tests (no app cache) are left alone.
 */
export function prefetchReport(taxNumber: string | undefined): null {
  const client = appQueryClient();
  const user = readSessionSnapshot()?.user;
  if (!client || !taxNumber || !user || !can(user.permissions, 'free')) return null;
  if (client.getQueryState(creditKeys.report(taxNumber))) return null;
  void import('./report-request').then(({ reportQueryOptions }) =>
    client.prefetchQuery(reportQueryOptions(client, taxNumber)),
  );
  return null;
}
