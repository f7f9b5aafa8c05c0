import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { Organisation, OrganisationMember } from '@tirr/contracts';
import { canRemoveMember } from '@tirr/domain';
import { useFormat } from '../../../shared/i18n/use-format';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table';
import { PAGE_NS } from '../i18n/page';
import { memberName } from './member-name';
import { RemoveMemberDialog } from './remove-member-dialog';

const ROLE_COLOR = { owner: 'primary', analyst: 'default', viewer: 'default' } as const;

/**
 * 'Miembros' (docs/domain/organisations.md §1, §5): email, name, role and since when; the owner removes anyone but
 * themselves ('Quitar'), any other member leaves ('Salir de la organización'), each after a confirmation.
 */
export function MembersCard({ organisation, me }: { organisation: Organisation; me: OrganisationMember | null }) {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  const [removing, setRemoving] = useState<OrganisationMember | null>(null);
  const removable = (m: OrganisationMember) => me !== null && me.userId !== m.userId && canRemoveMember(me, m);
  const columns: ResponsiveColumn<OrganisationMember>[] = [
    { key: 'email', label: t('members.email'), render: (m) => m.email ?? '—', cellSx: { wordBreak: 'break-word' } },
    {
      key: 'name',
      label: t('members.name'),
      render: (m) => (m.userId === me?.userId ? t('members.you', { name: memberName(m) }) : (m.name ?? '—')),
    },
    {
      key: 'role',
      label: t('members.role'),
      render: (m) => (
        <Chip
          size="small"
          variant={m.role === 'owner' ? 'filled' : 'outlined'}
          color={ROLE_COLOR[m.role]}
          label={t(`common:organisationRoles.${m.role}`)}
        />
      ),
    },
    {
      key: 'since',
      label: t('members.since'),
      render: (m) => fmt.date(m.joinedAt),
      cellSx: { whiteSpace: 'nowrap' },
    },
  ];
  if (me?.role === 'owner') {
    columns.push({
      key: 'actions',
      label: t('members.actions'),
      align: 'right',
      render: (m) =>
        removable(m) ? (
          <Button
            size="small"
            color="error"
            startIcon={<PersonRemoveIcon />}
            aria-label={t('members.removeLabel', { name: memberName(m) })}
            onClick={() => setRemoving(m)}
          >
            {t('members.remove')}
          </Button>
        ) : null,
    });
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('members.title')}
      </Typography>
      <ResponsiveTable
        label={t('members.title')}
        columns={columns}
        rows={organisation.members}
        rowKey={(m) => m.userId}
        rowAttributes={(m) => ({ 'data-testid': 'member-row', 'data-email': m.email ?? '', 'data-role': m.role })}
      />
      {me && me.role !== 'owner' ? (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => setRemoving(me)}>
            {t('members.leave')}
          </Button>
        </Box>
      ) : null}
      {removing && me ? (
        <RemoveMemberDialog
          organisation={organisation}
          member={removing}
          leaving={removing.userId === me.userId}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Paper>
  );
}
