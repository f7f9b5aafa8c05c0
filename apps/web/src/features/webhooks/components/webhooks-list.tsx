import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import PlayIcon from '@mui/icons-material/PlayArrowOutlined';
import type { WebhookInfo } from '@tirr/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/i18n/use-format';
import { notify } from '../../../shared/notify/notify-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table';
import { failureText, useDeleteWebhook, useResumeWebhook, useWebhooks } from '../api/webhooks-api';
import { DeliveriesDialog } from './deliveries-dialog';
import { eventKey } from './event-labels';
import { PAGE_NS } from '../i18n/page';

const STATUS_COLOR = { active: 'success', failing: 'warning', paused: 'default' } as const;

/** 'Eliminar': asks first; deliveries to the address stop. */
function DeleteDialog({ webhook, onClose }: { webhook: WebhookInfo; onClose: () => void }) {
  const { t } = useTranslation(PAGE_NS);
  const remove = useDeleteWebhook();
  const confirm = () =>
    remove.mutate(webhook.id, {
      onSuccess: () => {
        notify({ message: t('delete.done', { url: webhook.url }), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        // The client already said it (the session-expired or the 500 screen, a 'not found' notice).
        if (isApiError(error) && error.handled) return onClose();
        notify({ message: failureText(error, t('delete.failed')), variant: 'error' });
      },
    });
  return (
    <ConfirmDialog
      title={t('delete.title')}
      text={t('delete.text', { url: webhook.url })}
      confirm={t('delete.confirm')}
      cancel={t('delete.cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** A status chip; a paused or failing endpoint says since when. */
function StatusCell({ webhook }: { webhook: WebhookInfo }) {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  const since =
    webhook.status === 'paused' ? webhook.pausedAt : webhook.status === 'failing' ? webhook.failingSince : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLOR[webhook.status]}
        label={t(`status.${webhook.status}`)}
      />
      {since ? (
        <Typography variant="caption" color="text.secondary">
          {t('list.since', { date: fmt.dateTime(since) })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * 'Tus webhooks': every endpoint, its events and status; its deliveries, 'Reanudar' when paused, 'Eliminar'.
 * `canCreate` false (a member who is not the organisation's owner): the empty list does not point to a form.
 */
export function WebhooksList({ canCreate = true }: { canCreate?: boolean }) {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  const webhooks = useWebhooks();
  const resume = useResumeWebhook();
  const [deleting, setDeleting] = useState<WebhookInfo | null>(null);
  const [viewing, setViewing] = useState<WebhookInfo | null>(null);
  const resumeOne = (webhook: WebhookInfo) =>
    resume.mutate(webhook.id, {
      onSuccess: () => notify({ message: t('resume.done', { url: webhook.url }), variant: 'success' }),
      onError: (error) => {
        if (!(isApiError(error) && error.handled))
          notify({ message: failureText(error, t('resume.failed')), variant: 'error' });
      },
    });
  const columns: ResponsiveColumn<WebhookInfo>[] = [
    { key: 'url', label: t('list.url'), render: (w) => w.url, cellSx: { wordBreak: 'break-all', minWidth: 180 } },
    { key: 'events', label: t('list.events'), render: (w) => w.events.map((e) => t(eventKey(e))).join(', ') },
    { key: 'status', label: t('list.status'), render: (w) => <StatusCell webhook={w} /> },
    {
      key: 'created',
      label: t('list.created'),
      render: (w) => fmt.date(w.createdAt),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'actions',
      label: t('list.actions'),
      align: 'right',
      render: (w) => (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, justifyContent: { sm: 'flex-end' } }}
        >
          {w.status === 'paused' ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<PlayIcon />}
              disabled={resume.isPending}
              aria-label={t('resume.label', { url: w.url })}
              onClick={() => resumeOne(w)}
            >
              {t('resume.button')}
            </Button>
          ) : null}
          <Button
            size="small"
            startIcon={<ListIcon />}
            aria-label={t('deliveries.open', { url: w.url })}
            onClick={() => setViewing(w)}
          >
            {t('deliveries.button')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            aria-label={t('delete.label', { url: w.url })}
            onClick={() => setDeleting(w)}
          >
            {t('delete.button')}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('list.title')}
      </Typography>
      {webhooks.isError ? (
        <Alert severity="error">{t('list.failed')}</Alert>
      ) : (
        <ResponsiveTable
          label={t('list.title')}
          columns={columns}
          rows={webhooks.data ?? []}
          rowKey={(w) => w.id}
          rowAttributes={(w) => ({ 'data-testid': 'webhook-row', 'data-url': w.url, 'data-status': w.status })}
          empty={webhooks.isSuccess ? t(canCreate ? 'list.empty' : 'list.none') : t('list.loading')}
        />
      )}
      {deleting ? <DeleteDialog webhook={deleting} onClose={() => setDeleting(null)} /> : null}
      {viewing ? <DeliveriesDialog webhook={viewing} onClose={() => setViewing(null)} /> : null}
    </Paper>
  );
}
