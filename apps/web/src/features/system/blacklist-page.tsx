import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cuitProblem, formatCuit, normalizeTaxInput } from '@tirr/domain';
import { blockCuitBody, type BlockCuitBody } from '@tirr/contracts/system';
import { formIssue } from '../../shared/forms/contract-resolver';
import { FormTextField } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { isApiError } from '../../shared/api/api-error';
import { notify } from '../../shared/notify/notify-store';
import { PageHeader } from '../../shared/ui/page-header';
import { useBlacklist, useBlockCuit, useUnblockCuit } from './api/system-api';
import { PagedTable, pageHandlers } from './components/paged-table';
import { useFormat } from '../../shared/i18n/use-format';

const EMPTY = { taxNumber: '', reason: '', requestedBy: '' };

/** The contract's body, plus the CUIT's check digit and prefix (the API checks them too). */
const blockForm = blockCuitBody.superRefine((value, ctx) => {
  const problem = cuitProblem(normalizeTaxInput(value.taxNumber));
  if (problem)
    formIssue(
      ctx,
      'taxNumber',
      problem === 'prefix' ? 'system:blacklist.errors.prefix' : 'system:blacklist.errors.taxNumber',
    );
});
const MESSAGES = {
  taxNumber: 'system:blacklist.errors.taxNumber',
  reason: 'system:blacklist.errors.reason',
  requestedBy: 'system:blacklist.errors.requestedBy',
};

/** /system/blacklist 'Bloqueo de cuits' (admin): CUITs nobody but admins may consult (habeas data). */
export function BlacklistPage() {
  const { t } = useTranslation('system');
  const fmt = useFormat();
  const [filter, setFilter] = useState({ page: 0, pageSize: 10, q: '' });
  const set = (change: Partial<typeof filter>) => setFilter((f) => ({ ...f, ...change }));
  const list = useBlacklist({ page: filter.page, pageSize: filter.pageSize, ...(filter.q ? { q: filter.q } : {}) });
  const block = useBlockCuit();
  const unblock = useUnblockCuit();
  const form = useContractForm(blockForm, { defaultValues: EMPTY, messages: MESSAGES });
  const failure = (error: unknown) =>
    notify({
      message: isApiError(error) && error.envelope ? error.envelope.message : t('saveFailed'),
      variant: 'error',
    });

  const submit = (values: BlockCuitBody) => {
    const digits = normalizeTaxInput(values.taxNumber);
    block.mutate(
      { ...values, taxNumber: digits },
      {
        onSuccess: () => {
          notify({ message: t('blacklist.added', { cuit: formatCuit(digits) }), variant: 'success' });
          form.reset();
        },
        onError: failure,
      },
    );
  };

  return (
    <Box>
      <PageHeader title={t('blacklist.title')} subtitle={t('blacklist.subtitle')} />
      <Paper
        variant="outlined"
        component="form"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        noValidate
        sx={{ p: 2, mb: 3 }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('blacklist.add')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <FormTextField
            control={form.control}
            name="taxNumber"
            label={t('blacklist.fields.taxNumber')}
            helperText={t('blacklist.fields.taxNumberHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
            required
          />
          <FormTextField
            control={form.control}
            name="reason"
            label={t('blacklist.fields.reason')}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 500 } }}
            required
            sx={{ flex: 1 }}
          />
          <FormTextField
            control={form.control}
            name="requestedBy"
            label={t('blacklist.fields.requestedBy')}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 200 } }}
            required
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" loading={block.isPending} sx={{ mt: { md: 1 } }}>
            {t('blacklist.submit')}
          </Button>
        </Stack>
      </Paper>
      <TextField
        size="small"
        type="search"
        label={t('blacklist.search')}
        value={filter.q}
        onChange={(e) => set({ q: normalizeTaxInput(e.target.value), page: 0 })}
        sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
      />
      {list.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      <PagedTable
        label={t('blacklist.title')}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.taxNumber}
        columns={[
          {
            key: 'taxNumber',
            label: t('blacklist.columns.taxNumber'),
            cellSx: { whiteSpace: 'nowrap', fontFamily: 'monospace' },
            render: (row) => formatCuit(row.taxNumber),
          },
          {
            key: 'reason',
            label: t('blacklist.columns.reason'),
            cellSx: { wordBreak: 'break-word' },
            render: (row) => row.reason ?? '—',
          },
          {
            key: 'requestedBy',
            label: t('blacklist.columns.requestedBy'),
            cellSx: { wordBreak: 'break-word' },
            render: (row) => row.requestedBy ?? '—',
          },
          {
            key: 'createdBy',
            label: t('blacklist.columns.createdBy'),
            cellSx: { wordBreak: 'break-all' },
            render: (row) => row.createdByEmail ?? '—',
          },
          {
            key: 'date',
            label: t('blacklist.columns.date'),
            cellSx: { whiteSpace: 'nowrap' },
            render: (row) => fmt.date(row.createdAt),
          },
          {
            key: 'actions',
            label: t('blacklist.columns.actions'),
            render: (row) => (
              <Button
                size="small"
                color="error"
                disabled={unblock.isPending}
                aria-label={t('blacklist.removeOf', { cuit: formatCuit(row.taxNumber) })}
                onClick={() =>
                  unblock.mutate(row.taxNumber, {
                    onSuccess: () =>
                      notify({
                        message: t('blacklist.removed', { cuit: formatCuit(row.taxNumber) }),
                        variant: 'success',
                      }),
                    onError: failure,
                  })
                }
              >
                {t('blacklist.remove')}
              </Button>
            ),
          },
        ]}
        total={list.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        loading={list.isFetching}
        emptyText={t('blacklist.empty')}
        {...pageHandlers(set)}
      />
    </Box>
  );
}
