import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { MailStatus } from '@tirr/contracts';
import { PageHeader } from '../../shared/ui/page-header';
import { useOutbox } from './api/system-api';
import { MailDialog } from './components/mail-dialog';
import { PagedTable, pageHandlers } from './components/paged-table';
import { useFormat } from '../../shared/i18n/use-format';

export const STATUS_COLOR: Record<MailStatus, 'default' | 'info' | 'success' | 'error'> = {
  outbox: 'info',
  pending: 'default',
  sent: 'success',
  failed: 'error',
};

/** /system/outbox (sysadmin): the mails Tirr wrote, newest first; a row opens the mail (ADR 0105). */
export function OutboxPage() {
  const { t } = useTranslation('system');
  const fmt = useFormat();
  const [filter, setFilter] = useState({ page: 0, pageSize: 10, q: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const set = (change: Partial<typeof filter>) => setFilter((f) => ({ ...f, ...change }));
  const list = useOutbox({
    page: filter.page,
    pageSize: filter.pageSize,
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
  });

  return (
    <Box>
      <PageHeader title={t('outbox.title')} subtitle={t('outbox.subtitle')} />
      <TextField
        size="small"
        type="search"
        label={t('outbox.search')}
        value={filter.q}
        onChange={(e) => set({ q: e.target.value, page: 0 })}
        sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
      />
      {list.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      <PagedTable
        label={t('outbox.title')}
        rows={list.data?.items ?? []}
        rowKey={(mail) => String(mail.id)}
        rowAttributes={(mail) => ({ 'data-testid': `mail-row-${mail.id}` })}
        onRowClick={(mail) => setOpenId(mail.id)}
        columns={[
          {
            key: 'date',
            label: t('outbox.columns.date'),
            cellSx: { whiteSpace: 'nowrap' },
            render: (mail) => fmt.dateTime(mail.createdAt),
          },
          {
            key: 'recipient',
            label: t('outbox.columns.recipient'),
            cellSx: { minWidth: 220, overflowWrap: 'anywhere' },
            render: (mail) => mail.recipient,
          },
          {
            key: 'subject',
            label: t('outbox.columns.subject'),
            cellSx: { minWidth: 220 },
            render: (mail) => (
              <Button variant="text" size="small" onClick={() => setOpenId(mail.id)} sx={{ textAlign: 'left' }}>
                {mail.subject}
              </Button>
            ),
          },
          {
            key: 'status',
            label: t('outbox.columns.status'),
            render: (mail) => (
              <Chip size="small" color={STATUS_COLOR[mail.status]} label={t(`outbox.status.${mail.status}`)} />
            ),
          },
        ]}
        total={list.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        loading={list.isFetching}
        emptyText={t('outbox.empty')}
        {...pageHandlers(set)}
      />
      <MailDialog id={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}
