import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import RestoreIcon from '@mui/icons-material/Restore';
import type { PolicyVersion } from '@tirr/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/i18n/use-format';
import { notify } from '../../../shared/notify/notify-store';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table';
import { usePolicyVersions, useRestorePolicyVersion } from '../api/policy-api';
import { PolicySection } from './policy-section';

/** The confirmation before 'Volver a esta versión': a new version is saved, nothing is overwritten. */
function RestoreDialog({
  version,
  onClose,
  onRestored,
}: {
  version: number;
  onClose: () => void;
  onRestored: (restored: PolicyVersion) => void;
}) {
  const { t } = useTranslation('policy');
  const restore = useRestorePolicyVersion();
  const confirm = () =>
    restore.mutate(version, {
      onSuccess: (restored) => {
        notify({
          messageKey: 'policy:versions.restored',
          values: { from: version, version: restored.version },
          variant: 'success',
        });
        onRestored(restored);
        onClose();
      },
      onError: (error) => {
        // The client already said it (the session-expired or the 500 screen, a 'not found' notice).
        if (isApiError(error) && error.handled) return onClose();
        notify({ message: t('versions.restoreFailed'), variant: 'error' });
      },
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="restore-version-title" aria-describedby="restore-version-body">
      <DialogTitle id="restore-version-title">{t('versions.confirmTitle', { version })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="restore-version-body">{t('versions.confirmText', { version })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('versions.cancel')}</Button>
        <Button variant="contained" loading={restore.isPending} onClick={confirm}>
          {t('versions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Every saved version, newest first, each but the current one with 'Volver a esta versión'. */
export function VersionsList({ onRestored }: { onRestored: (restored: PolicyVersion) => void }) {
  const { t } = useTranslation('policy');
  const fmt = useFormat();
  const versions = usePolicyVersions();
  const [restoring, setRestoring] = useState<number | null>(null);
  const latest = versions.data?.[0]?.version;
  const columns: ResponsiveColumn<PolicyVersion>[] = [
    {
      key: 'version',
      label: t('versions.version'),
      render: (v) => (
        <>
          {v.version}
          {v.version === latest ? (
            <Chip size="small" color="primary" variant="outlined" label={t('versions.current')} sx={{ ml: 1 }} />
          ) : null}
        </>
      ),
      cellSx: { whiteSpace: 'nowrap' },
    },
    { key: 'date', label: t('versions.date'), render: (v) => fmt.dateTime(v.createdAt) },
    { key: 'name', label: t('versions.name'), render: (v) => v.name },
    {
      key: 'restore',
      label: '',
      align: 'right',
      render: (v) =>
        v.version === latest ? null : (
          <Button
            size="small"
            startIcon={<RestoreIcon />}
            aria-label={t('versions.restoreLabel', { version: v.version })}
            onClick={() => setRestoring(v.version)}
          >
            {t('versions.restore')}
          </Button>
        ),
    },
  ];
  return (
    <PolicySection title={t('versions.title')} hint={t('versions.hint')}>
      {versions.isError ? (
        <Alert severity="warning">{t('versions.failed')}</Alert>
      ) : (
        <ResponsiveTable
          label={t('versions.label')}
          columns={columns}
          rows={versions.data ?? []}
          rowKey={(v) => String(v.version)}
          rowAttributes={(v) => ({ 'data-testid': `version-${v.version}` })}
          empty={versions.isSuccess ? <Typography color="text.secondary">{t('versions.empty')}</Typography> : null}
        />
      )}
      {restoring !== null ? (
        <RestoreDialog version={restoring} onClose={() => setRestoring(null)} onRestored={onRestored} />
      ) : null}
    </PolicySection>
  );
}
