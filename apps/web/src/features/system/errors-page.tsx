import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../shared/ui/page-header';
import { useErrorLog, useErrorLogs, useResolveError } from './api/system-api';
import { PagedTable, pageHandlers } from './components/paged-table';
import { useFormat } from '../../shared/i18n/use-format';

type Status = 'open' | 'resolved' | 'all';

/** /system/errors (sysadmin): the error log, filterable and paged; a row opens the detail with the stack. */
export function ErrorsPage() {
  const { t } = useTranslation('system');
  const fmt = useFormat();
  const [filter, setFilter] = useState({ page: 0, pageSize: 10, status: 'open' as Status, type: '', q: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const set = (change: Partial<typeof filter>) => setFilter((f) => ({ ...f, ...change }));
  const list = useErrorLogs({
    page: filter.page,
    pageSize: filter.pageSize,
    status: filter.status,
    ...(filter.type ? { type: filter.type as 'react' | 'node' } : {}),
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
  });

  return (
    <Box>
      <PageHeader title={t('errors.title')} subtitle={t('errors.subtitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('errors.filters.status')}
          value={filter.status}
          onChange={(e) => set({ status: e.target.value as Status, page: 0 })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="open">{t('errors.status.open')}</MenuItem>
          <MenuItem value="resolved">{t('errors.status.resolved')}</MenuItem>
          <MenuItem value="all">{t('errors.status.all')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('errors.filters.type')}
          value={filter.type}
          onChange={(e) => set({ type: e.target.value, page: 0 })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t('errors.types.all')}</MenuItem>
          <MenuItem value="react">react</MenuItem>
          <MenuItem value="node">node</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('errors.filters.search')}
          value={filter.q}
          onChange={(e) => set({ q: e.target.value, page: 0 })}
          sx={{ flex: 1 }}
        />
      </Stack>
      {list.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      <PagedTable
        label={t('errors.title')}
        rows={list.data?.items ?? []}
        rowKey={(row) => String(row.id)}
        rowAttributes={(row) => ({ 'data-testid': `error-row-${row.id}` })}
        onRowClick={(row) => setOpenId(row.id)}
        columns={[
          {
            key: 'date',
            label: t('errors.columns.date'),
            cellSx: { whiteSpace: 'nowrap' },
            render: (row) => fmt.dateTime(row.createdAt),
          },
          {
            key: 'type',
            label: t('errors.columns.type'),
            render: (row) => <Chip size="small" label={row.type} color={row.type === 'node' ? 'warning' : 'info'} />,
          },
          {
            key: 'path',
            label: t('errors.columns.path'),
            cellSx: { fontFamily: 'monospace', wordBreak: 'break-all' },
            render: (row) => row.path,
          },
          {
            key: 'description',
            label: t('errors.columns.description'),
            cellSx: { maxWidth: 360, wordBreak: 'break-word' },
            render: (row) => (
              <Button variant="text" size="small" onClick={() => setOpenId(row.id)} sx={{ textAlign: 'left' }}>
                {row.description}
              </Button>
            ),
          },
          { key: 'user', label: t('errors.columns.user'), render: (row) => row.userEmail ?? t('errors.guest') },
          {
            key: 'feedback',
            label: t('errors.columns.feedback'),
            cellSx: { maxWidth: 240, wordBreak: 'break-word' },
            render: (row) => row.feedback ?? '—',
          },
        ]}
        total={list.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        loading={list.isFetching}
        emptyText={t('errors.empty')}
        {...pageHandlers(set)}
      />
      <ErrorDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}

function ErrorDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const fmt = useFormat();
  const detail = useErrorLog(id);
  const resolve = useResolveError();
  const row = detail.data;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="error-detail-title">
      <DialogTitle id="error-detail-title">{t('errors.detail.title', { id: id ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {row ? (
          <Stack spacing={1.5}>
            <Typography>
              <strong>{t('errors.columns.date')}:</strong> {fmt.dateTime(row.createdAt)} · <strong>{row.type}</strong> ·{' '}
              <code>{row.path}</code>
            </Typography>
            <Typography sx={{ wordBreak: 'break-word' }}>{row.description}</Typography>
            <Typography>
              <strong>{t('errors.columns.user')}:</strong> {row.userEmail ?? t('errors.guest')}
            </Typography>
            <Typography sx={{ wordBreak: 'break-word' }}>
              <strong>{t('errors.columns.feedback')}:</strong> {row.feedback ?? '—'}
            </Typography>
            {row.resolvedAt ? (
              <Alert severity="success">{t('errors.detail.resolvedAt', { date: fmt.dateTime(row.resolvedAt) })}</Alert>
            ) : null}
            <Typography variant="subtitle2">{t('errors.detail.stack')}</Typography>
            <Box
              component="pre"
              sx={{
                m: 0,
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
                overflow: 'auto',
                fontSize: 12,
                maxHeight: 320,
              }}
            >
              {row.stack ?? t('errors.detail.noStack')}
            </Box>
          </Stack>
        ) : (
          <Typography>{t('loading')}</Typography>
        )}
        {resolve.isError ? <Alert severity="error">{t('saveFailed')}</Alert> : null}
      </DialogContent>
      <DialogActions>
        {row ? (
          <Button
            variant="contained"
            loading={resolve.isPending}
            onClick={() => resolve.mutate({ id: row.id, resolved: !row.resolvedAt })}
          >
            {row.resolvedAt ? t('errors.detail.reopen') : t('errors.detail.resolve')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
