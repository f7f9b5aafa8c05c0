import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
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
        columns={[
          t('outbox.columns.date'),
          t('outbox.columns.recipient'),
          t('outbox.columns.subject'),
          t('outbox.columns.status'),
        ]}
        total={list.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        loading={list.isFetching}
        emptyText={t('outbox.empty')}
        {...pageHandlers(set)}
      >
        {list.data?.items.map((mail) => (
          <TableRow
            key={mail.id}
            hover
            onClick={() => setOpenId(mail.id)}
            sx={{ cursor: 'pointer' }}
            data-testid={`mail-row-${mail.id}`}
          >
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.dateTime(mail.createdAt)}</TableCell>
            <TableCell sx={{ minWidth: 220, overflowWrap: 'anywhere' }}>{mail.recipient}</TableCell>
            <TableCell sx={{ minWidth: 220 }}>
              <Button variant="text" size="small" onClick={() => setOpenId(mail.id)} sx={{ textAlign: 'left' }}>
                {mail.subject}
              </Button>
            </TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLOR[mail.status]} label={t(`outbox.status.${mail.status}`)} />
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
      <MailDialog id={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}
