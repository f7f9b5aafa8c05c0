import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import type { ApiKeyInfo } from '@tirr/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/i18n/use-format';
import { notify } from '../../../shared/notify/notify-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys-api';
import { scopeKey } from './key-form-schema';
import { PAGE_NS } from '../i18n/page';

const STATUS_COLOR = { active: 'success', expired: 'warning', revoked: 'default' } as const;

/** 'Revocar': asks first; the key stops working at once and stays listed as revoked. */
function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeyInfo; onClose: () => void }) {
  const { t } = useTranslation(PAGE_NS);
  const revoke = useRevokeApiKey();
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        notify({ message: t('revoke.done', { name: apiKey.name }), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        // The client already said it (the session-expired or the 500 screen, a 'not found' notice).
        if (isApiError(error) && error.handled) return onClose();
        notify({ message: (isApiError(error) && error.envelope?.message) || t('revoke.failed'), variant: 'error' });
      },
    });
  return (
    <ConfirmDialog
      title={t('revoke.title', { name: apiKey.name })}
      text={t('revoke.text')}
      confirm={t('revoke.confirm')}
      cancel={t('revoke.cancel')}
      pending={revoke.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/**
 * 'Tus claves': every key of the account, newest first, never its secret; 'Revocar' on those not yet revoked.
 * `canCreate` false (a member who is not the organisation's owner): the empty list does not point to a form.
 */
export function ApiKeysList({ canCreate = true }: { canCreate?: boolean }) {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  const keys = useApiKeys();
  const [revoking, setRevoking] = useState<ApiKeyInfo | null>(null);
  const columns: ResponsiveColumn<ApiKeyInfo>[] = [
    { key: 'name', label: t('list.name'), render: (k) => k.name, cellSx: { wordBreak: 'break-word' } },
    {
      key: 'prefix',
      label: t('list.prefix'),
      render: (k) => (
        <Box component="code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {`${k.prefix}…`}
        </Box>
      ),
    },
    { key: 'scopes', label: t('list.scopes'), render: (k) => k.scopes.map((s) => t(scopeKey(s))).join(', ') },
    {
      key: 'expires',
      label: t('list.expires'),
      render: (k) => (k.expiresAt ? fmt.date(k.expiresAt) : t('list.never')),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'lastUsed',
      label: t('list.lastUsed'),
      render: (k) => (k.lastUsedAt ? fmt.dateTime(k.lastUsedAt) : t('list.unused')),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'consults',
      label: t('list.consults'),
      render: (k) => fmt.number(k.consultsThisMonth, 0),
      align: 'right',
    },
    {
      key: 'status',
      label: t('list.status'),
      render: (k) => (
        <Chip size="small" variant="outlined" color={STATUS_COLOR[k.status]} label={t(`status.${k.status}`)} />
      ),
    },
    {
      key: 'created',
      label: t('list.created'),
      render: (k) => fmt.date(k.createdAt),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'actions',
      label: t('list.actions'),
      align: 'right',
      render: (k) =>
        k.status === 'revoked' ? null : (
          <Button
            size="small"
            color="error"
            startIcon={<BlockIcon />}
            aria-label={t('revoke.label', { name: k.name })}
            onClick={() => setRevoking(k)}
          >
            {t('revoke.button')}
          </Button>
        ),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('list.title')}
      </Typography>
      {keys.isError ? (
        <Alert severity="error">{t('list.failed')}</Alert>
      ) : (
        <ResponsiveTable
          label={t('list.title')}
          columns={columns}
          rows={keys.data ?? []}
          rowKey={(k) => k.id}
          rowAttributes={(k) => ({ 'data-testid': 'api-key-row', 'data-name': k.name, 'data-status': k.status })}
          empty={keys.isSuccess ? t(canCreate ? 'list.empty' : 'list.none') : t('list.loading')}
        />
      )}
      {revoking ? <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} /> : null}
    </Paper>
  );
}
