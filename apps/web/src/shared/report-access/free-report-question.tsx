import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ConsultStatus } from '@tirr/contracts';
import { hasUnlimitedReports } from '@tirr/domain';
import { useSession } from '../auth/session';
import { consultStatusQuery } from './report-access-api';

/**
 * The free reports of the month a new report would use one of (the number to say), or null when opening it
 * asks nothing: no answer (the API enforces the quota either way), already consulted this month, an unlimited
 * plan, or a used-up quota (the page shows the offer). One rule for the search, the report page and the cheque
 * analysis (which reads the drawer's report).
 */
export function freeReportsToAskAbout(status: ConsultStatus | null | undefined): number | null {
  const { limit, remaining } = status?.queryLimit ?? {};
  if (!status || status.consulted || limit == null || !remaining) return null;
  return limit;
}

/** The question's words: the report's ('¿Ver este informe?') unless a screen words what it spends it on. */
export interface FreeReportQuestionTexts {
  title: string;
  text: string;
  confirm: string;
}

/**
 * Does something that reads a tax id's report (opens it, analyses a cheque of its drawer) at once, or first says
 * that it uses one of the free monthly reports (docs/product.md §4 'Report request', ADR 0141): the confirm
 * button spends it, 'Cancelar' does not. A tax id already consulted this month, a used-up quota (the screen shows
 * the offer) and unlimited plans go ahead at once. `dialog` is rendered by the caller.
 */
export function useFreeReportQuestion(texts?: (limit: number) => FreeReportQuestionTexts) {
  const { t } = useTranslation('common');
  const client = useQueryClient();
  const { permissions } = useSession();
  const [asking, setAsking] = useState<{ limit: number; proceed: () => void } | null>(null);

  const askFirst = async (taxNumber: string, proceed: () => void) => {
    if (hasUnlimitedReports(permissions)) return proceed();
    const status = await client.fetchQuery(consultStatusQuery(taxNumber)).catch(() => null);
    const limit = freeReportsToAskAbout(status);
    if (limit === null) return proceed();
    setAsking({ limit, proceed });
  };

  const limit = asking?.limit ?? 0;
  const words = texts?.(limit) ?? {
    title: t('reportAccess.quota.confirm.title'),
    text: t('reportAccess.quota.confirm.text', { limit }),
    confirm: t('reportAccess.quota.confirm.open'),
  };
  const dialog = (
    <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="confirm-report-title">
      <DialogTitle id="confirm-report-title">{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{words.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setAsking(null)}>{t('reportAccess.quota.confirm.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            asking?.proceed();
            setAsking(null);
          }}
        >
          {words.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { askFirst, dialog };
}
