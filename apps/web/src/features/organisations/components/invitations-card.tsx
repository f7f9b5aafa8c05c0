import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import type { OrganisationInvitation } from '@tirr/contracts';
import { useFormat } from '../../../shared/i18n/use-format';
import { mutationFeedback } from '../../../shared/notify/mutation-feedback';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table';
import { useRevokeInvitation } from '../api/organisations-api';
import { PAGE_NS } from '../i18n/page';

const STATUS_COLOR = { pending: 'info', accepted: 'success', expired: 'warning', revoked: 'default' } as const;

/** 'Revocar': asks first; the mailed link stops working (docs/domain/organisations.md §3). */
function RevokeDialog({
  organisationId,
  invitation,
  onClose,
}: {
  organisationId: string;
  invitation: OrganisationInvitation;
  onClose: () => void;
}) {
  const { t } = useTranslation(PAGE_NS);
  const revoke = useRevokeInvitation(organisationId);
  const email = invitation.email;
  const confirm = () =>
    revoke.mutate(
      invitation.id,
      mutationFeedback({ done: t('revoke.done', { email }), failed: t('revoke.failed'), onClose }),
    );
  return (
    <ConfirmDialog
      title={t('revoke.title', { email })}
      text={t('revoke.text')}
      confirm={t('revoke.confirm')}
      cancel={t('remove.cancel')}
      pending={revoke.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** 'Invitaciones' (the owner): every invitation with its state; 'Revocar' on the pending ones. */
export function InvitationsCard({
  organisationId,
  invitations,
}: {
  organisationId: string;
  invitations: readonly OrganisationInvitation[];
}) {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  const [revoking, setRevoking] = useState<OrganisationInvitation | null>(null);
  const columns: ResponsiveColumn<OrganisationInvitation>[] = [
    { key: 'email', label: t('invitations.email'), render: (i) => i.email, cellSx: { wordBreak: 'break-word' } },
    { key: 'role', label: t('invitations.role'), render: (i) => t(`common:organisationRoles.${i.role}`) },
    {
      key: 'status',
      label: t('invitations.status'),
      render: (i) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[i.status]}
          label={t(`invitations.statuses.${i.status}`)}
        />
      ),
    },
    {
      key: 'sent',
      label: t('invitations.sent'),
      render: (i) => fmt.dateTime(i.createdAt),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'expires',
      label: t('invitations.expires'),
      render: (i) => fmt.dateTime(i.expiresAt),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'actions',
      label: t('invitations.actions'),
      align: 'right',
      render: (i) =>
        i.status === 'pending' ? (
          <Button
            size="small"
            color="error"
            startIcon={<BlockIcon />}
            aria-label={t('invitations.revokeLabel', { email: i.email })}
            onClick={() => setRevoking(i)}
          >
            {t('invitations.revoke')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('invitations.title')}
      </Typography>
      <ResponsiveTable
        label={t('invitations.title')}
        columns={columns}
        rows={invitations}
        rowKey={(i) => i.id}
        rowAttributes={(i) => ({ 'data-testid': 'invitation-row', 'data-email': i.email, 'data-status': i.status })}
        empty={t('invitations.empty')}
      />
      {revoking ? (
        <RevokeDialog organisationId={organisationId} invitation={revoking} onClose={() => setRevoking(null)} />
      ) : null}
    </Paper>
  );
}
