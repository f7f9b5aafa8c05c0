import { useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasUnlimitedReports } from '@tirr/domain';
import { useSession } from '../../../shared/auth/session';
import { freeReportsToAskAbout } from '../../../shared/report-access/free-report-question';
import { consultStatusQuery } from '../../../shared/report-access/report-access-api';
import { creditKeys } from '../api/credit-keys';

/** The navigation state of a report opened after its confirmation (useOpenReport). */
export interface ReportNavigationState {
  reportConfirmed?: boolean;
}

export type ReportGate = { state: 'open' } | { state: 'checking' } | { state: 'ask'; limit: number; confirm(): void };

/**
 * Whether the report page may request the report now, or must first say that it uses one of the free
 * monthly reports (docs/product.md §4 'Report request', ADR 0141): a report opened by its address or a
 * link asks as the search does. Unlimited plans, a report already loaded, one confirmed on the way here,
 * a tax id already consulted this month and a used-up quota (the page shows the offer) open at once;
 * without an answer on the quota the page requests the report (the API enforces the quota either way).
 */
export function useReportGate(taxNumber: string): ReportGate {
  const { permissions } = useSession();
  const client = useQueryClient();
  const location = useLocation();
  const arrivedConfirmed = (location.state as ReportNavigationState | null)?.reportConfirmed === true;
  const [confirmed, setConfirmed] = useState<string | null>(null);
  // The page's own (disabled) report query is in the cache too: only one with an answer, or under way, counts.
  const cached = client.getQueryState(creditKeys.report(taxNumber));
  const settled =
    hasUnlimitedReports(permissions) ||
    arrivedConfirmed ||
    confirmed === taxNumber ||
    cached?.data !== undefined ||
    cached?.fetchStatus === 'fetching';
  const status = useQuery({ ...consultStatusQuery(taxNumber), enabled: !settled });
  if (settled) return { state: 'open' };
  if (status.isPending) return { state: 'checking' };
  const limit = freeReportsToAskAbout(status.data);
  if (limit === null) return { state: 'open' };
  return { state: 'ask', limit, confirm: () => setConfirmed(taxNumber) };
}
