import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { hasUnlimitedReports } from '@tirr/domain';
import { useSession } from '../../../shared/auth/session';
import { hrefs } from '../../../shared/routing/paths';
import { consultStatusQuery } from '../api/credit-api';
import { freeReportsToAskAbout, type ReportNavigationState } from './use-report-gate';

/**
 * Opens a profile's report from the app (the search, 'Recientes'), saying first when it would use one of the
 * free monthly reports (docs/product.md §4 'Report request', ADR 0141): 'Ver informe' spends it, 'Cancelar'
 * does not. A tax id already consulted this month, a used-up quota (the report page shows the offer) and
 * unlimited plans open at once. `dialog` is rendered by the caller.
 */
export function useOpenReport() {
  const { t } = useTranslation('credit');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { permissions } = useSession();
  const [asking, setAsking] = useState<{ taxNumber: string; limit: number } | null>(null);
  // The report page does not ask again (use-report-gate.ts).
  const confirmed: ReportNavigationState = { reportConfirmed: true };
  const go = (taxNumber: string) => void navigate(hrefs.profileReport(taxNumber), { state: confirmed });

  const open = async (taxNumber: string) => {
    if (hasUnlimitedReports(permissions)) return go(taxNumber);
    const status = await client.fetchQuery(consultStatusQuery(taxNumber)).catch(() => null);
    const limit = freeReportsToAskAbout(status);
    if (limit === null) return go(taxNumber);
    setAsking({ taxNumber, limit });
  };

  const dialog = (
    <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="confirm-report-title">
      <DialogTitle id="confirm-report-title">{t('quota.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('quota.confirm.text', { limit: asking?.limit ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setAsking(null)}>{t('quota.confirm.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            if (asking) go(asking.taxNumber);
            setAsking(null);
          }}
        >
          {t('quota.confirm.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { open, dialog };
}
