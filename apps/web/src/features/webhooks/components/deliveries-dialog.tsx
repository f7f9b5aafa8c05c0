import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/RefreshOutlined';
import ReplayIcon from '@mui/icons-material/ReplayOutlined';
import type { WebhookDelivery, WebhookInfo } from '@tirr/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/i18n/use-format';
import { notify } from '../../../shared/notify/notify-store';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table';
import { failureText, useResendDelivery, useWebhookDeliveries } from '../api/webhooks-api';
import { eventKey } from './event-labels';
import { PAGE_NS } from '../i18n/page';

const STATUS_COLOR = { pending: 'info', succeeded: 'success', failed: 'error' } as const;

/** A delivery's status; a failed one says why, a pending one when it is tried next. */
function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLOR[delivery.status]}
        label={t(`deliveries.status.${delivery.status}`)}
      />
      {delivery.status !== 'succeeded' && delivery.lastError ? (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {delivery.lastError}
        </Typography>
      ) : null}
      {delivery.status === 'pending' && delivery.nextAttemptAt ? (
        <Typography variant="caption" color="text.secondary">
          {t('deliveries.next', { date: fmt.dateTime(delivery.nextAttemptAt) })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * An endpoint's deliveries (GET /webhooks/{id}/deliveries): event, status, attempts, the answer's code and time, the
 * date; 'Reenviar' sends one again, 'Actualizar' asks the list again. Full screen below 600 px.
 */
export function DeliveriesDialog({ webhook, onClose }: { webhook: WebhookInfo; onClose: () => void }) {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const deliveries = useWebhookDeliveries(webhook.id);
  const resend = useResendDelivery(webhook.id);
  const resendOne = (delivery: WebhookDelivery) =>
    resend.mutate(delivery.id, {
      onSuccess: () => notify({ message: t('deliveries.resent'), variant: 'success' }),
      onError: (error) => {
        if (!(isApiError(error) && error.handled))
          notify({ message: failureText(error, t('deliveries.resendFailed')), variant: 'error' });
      },
    });
  const columns: ResponsiveColumn<WebhookDelivery>[] = [
    { key: 'event', label: t('deliveries.event'), render: (d) => t(eventKey(d.eventType)) },
    { key: 'status', label: t('deliveries.statusLabel'), render: (d) => <DeliveryStatus delivery={d} /> },
    { key: 'attempts', label: t('deliveries.attempts'), align: 'right', render: (d) => fmt.number(d.attempts, 0) },
    {
      key: 'code',
      label: t('deliveries.code'),
      align: 'right',
      render: (d) => (d.responseCode === null ? '—' : String(d.responseCode)),
    },
    {
      key: 'duration',
      label: t('deliveries.duration'),
      align: 'right',
      render: (d) => (d.durationMs === null ? '—' : t('deliveries.ms', { ms: fmt.number(d.durationMs, 0) })),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'date',
      label: t('deliveries.date'),
      render: (d) => fmt.dateTime(d.lastAttemptAt ?? d.createdAt),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'resend',
      label: t('deliveries.actions'),
      align: 'right',
      render: (d) => (
        <Button
          size="small"
          startIcon={<ReplayIcon />}
          disabled={resend.isPending}
          aria-label={t('deliveries.resendLabel', { date: fmt.dateTime(d.createdAt) })}
          onClick={() => resendOne(d)}
        >
          {t('deliveries.resend')}
        </Button>
      ),
    },
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={narrow} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('deliveries.title')}</DialogTitle>
      <DialogContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {webhook.url}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<RefreshIcon />}
            loading={deliveries.isFetching}
            onClick={() => void deliveries.refetch()}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('deliveries.refresh')}
          </Button>
        </Stack>
        {deliveries.isError ? (
          <Alert severity="error">{t('deliveries.failed')}</Alert>
        ) : (
          <ResponsiveTable
            label={t('deliveries.title')}
            columns={columns}
            rows={deliveries.data ?? []}
            rowKey={(d) => d.id}
            rowAttributes={(d) => ({ 'data-testid': 'delivery-row', 'data-status': d.status })}
            empty={deliveries.isSuccess ? t('deliveries.empty') : t('deliveries.loading')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('deliveries.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
