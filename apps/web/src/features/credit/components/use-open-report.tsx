import { useNavigate } from 'react-router';
import { hrefs } from '../../../shared/routing/paths';
import { useFreeReportQuestion } from '../../../shared/report-access/free-report-question';
import type { ReportNavigationState } from './use-report-gate';

/**
 * Opens a profile's report from the app (the search, 'Recientes'), saying first when it would use one of the
 * free monthly reports (docs/product.md §4 'Report request', ADR 0141): 'Ver informe' spends it, 'Cancelar'
 * does not. A tax id already consulted this month, a used-up quota (the report page shows the offer) and
 * unlimited plans open at once. `dialog` is rendered by the caller.
 */
export function useOpenReport() {
  const navigate = useNavigate();
  const question = useFreeReportQuestion();
  // The report page does not ask again (use-report-gate.ts).
  const confirmed: ReportNavigationState = { reportConfirmed: true };
  const go = (taxNumber: string) => void navigate(hrefs.profileReport(taxNumber), { state: confirmed });
  const open = (taxNumber: string) => question.askFirst(taxNumber, () => go(taxNumber));
  return { open, dialog: question.dialog };
}
