import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SystemUser } from '@tirr/contracts';
import { ROLES, type Role } from '@tirr/domain';
import { isApiError } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/session';
import { notify } from '../../shared/notify/notify-store';
import { PageHeader } from '../../shared/ui/page-header';
import { useChangeUser, useSystemUsers } from './api/system-api';

import { PagedTable, pageHandlers } from './components/paged-table';
import { PremiumDialog } from './components/premium-dialog';
import { useFormat } from '../../shared/i18n/use-format';

/** /system/users (admin): search, roles, premium grants, monthly quota use and premium requests. */
export function UsersPage() {
  const { t } = useTranslation('system');
  const fmt = useFormat();
  const { user } = useSession();
  const [filter, setFilter] = useState({ page: 0, pageSize: 10, q: '', requested: false });
  const [premiumFor, setPremiumFor] = useState<SystemUser | null>(null);
  const set = (change: Partial<typeof filter>) => setFilter((f) => ({ ...f, ...change }));
  const list = useSystemUsers({
    page: filter.page,
    pageSize: filter.pageSize,
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.requested ? { requested: 'true' as const } : {}),
  });
  const change = useChangeUser();
  const mayAssign = (role: Role) => role !== 'sysadmin' || user?.role === 'sysadmin';

  const onError = (error: unknown) =>
    notify({
      message: isApiError(error) && error.envelope ? error.envelope.message : t('saveFailed'),
      variant: 'error',
    });

  const changeRole = (row: SystemUser, role: Role) =>
    change.mutate(
      { kind: 'role', id: row.id, role },
      {
        onSuccess: () => notify({ message: t('users.roleChanged', { email: row.email ?? '' }), variant: 'success' }),
        onError,
      },
    );

  return (
    <Box>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          type="search"
          label={t('users.search')}
          value={filter.q}
          onChange={(e) => set({ q: e.target.value, page: 0 })}
          sx={{ flex: 1 }}
        />
        <FormControlLabel
          control={
            <Switch checked={filter.requested} onChange={(e) => set({ requested: e.target.checked, page: 0 })} />
          }
          label={t('users.onlyRequests')}
        />
      </Stack>
      {list.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      <PagedTable
        label={t('users.title')}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': `user-row-${row.email ?? row.id}` })}
        columns={[
          {
            key: 'user',
            label: t('users.columns.user'),
            cellSx: { minWidth: 180 },
            render: (row) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.name ?? '—'}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {row.email ?? '—'}
                </Typography>
              </>
            ),
          },
          {
            key: 'role',
            label: t('users.columns.role'),
            cellSx: { minWidth: 170, maxWidth: 230 },
            render: (row) => (
              <>
                <TextField
                  select
                  size="small"
                  value={row.role}
                  label={t('users.roleLabel')}
                  slotProps={{ htmlInput: { 'aria-label': t('users.roleOf', { email: row.email ?? '' }) } }}
                  onChange={(e) => changeRole(row, e.target.value as Role)}
                  disabled={change.isPending || (row.role === 'sysadmin' && user?.role !== 'sysadmin')}
                  fullWidth
                >
                  {ROLES.map((role) => (
                    <MenuItem key={role} value={role} disabled={!mayAssign(role)}>
                      {t(`roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {row.effectiveRole !== row.role ? (
                  <Chip size="small" color="success" label={t(`roles.${row.effectiveRole}`)} sx={{ mt: 0.5 }} />
                ) : null}
              </>
            ),
          },
          {
            key: 'premiumUntil',
            label: t('users.columns.premiumUntil'),
            cellSx: { whiteSpace: 'nowrap' },
            render: (row) => fmt.until(row.premiumUntil),
          },
          {
            key: 'quota',
            label: t('users.columns.quota'),
            cellSx: { whiteSpace: 'nowrap' },
            render: (row) =>
              row.monthlyLimit === null
                ? t('users.quotaUnlimited', { used: row.monthlyUsed })
                : t('users.quotaOf', { used: row.monthlyUsed, limit: row.monthlyLimit }),
          },
          {
            key: 'request',
            label: t('users.columns.request'),
            cellSx: { whiteSpace: 'nowrap' },
            render: (row) => fmt.date(row.premiumRequestedAt),
          },
          {
            key: 'subscription',
            label: t('users.columns.subscription'),
            render: (row) =>
              row.subscriptionStatus ? t(`users.subscription.${row.subscriptionStatus}`, row.subscriptionStatus) : '—',
          },
          {
            key: 'actions',
            label: t('users.columns.actions'),
            render: (row) => (
              <Button size="small" variant="outlined" onClick={() => setPremiumFor(row)} sx={{ whiteSpace: 'nowrap' }}>
                {t('users.premium.open')}
              </Button>
            ),
          },
        ]}
        total={list.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        loading={list.isFetching}
        emptyText={t('users.empty')}
        {...pageHandlers(set)}
      />
      <PremiumDialog
        key={premiumFor?.id ?? 'none'}
        user={premiumFor}
        onClose={() => setPremiumFor(null)}
        pending={change.isPending}
        onGrant={(until) =>
          premiumFor &&
          change.mutate(
            { kind: 'grant', id: premiumFor.id, until },
            {
              onSuccess: () => {
                notify({ message: t('users.premium.granted', { email: premiumFor.email ?? '' }), variant: 'success' });
                setPremiumFor(null);
              },
              onError,
            },
          )
        }
        onRevoke={() =>
          premiumFor &&
          change.mutate(
            { kind: 'revoke', id: premiumFor.id },
            {
              onSuccess: () => {
                notify({ message: t('users.premium.revoked', { email: premiumFor.email ?? '' }), variant: 'success' });
                setPremiumFor(null);
              },
              onError,
            },
          )
        }
      />
    </Box>
  );
}
