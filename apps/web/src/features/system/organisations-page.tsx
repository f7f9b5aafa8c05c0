import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SystemOrganisation } from '@tirr/contracts';
import { useFormat } from '../../shared/i18n/use-format';
import { PageHeader } from '../../shared/ui/page-header';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { useSystemOrganisations } from './api/organisations-api';
import { PAGE_NS } from './i18n/page';

type Member = SystemOrganisation['members'][number];

/** An organisation's members: email, name, role, since when and their consults this month (cards below 600 px). */
function Members({ organisation }: { organisation: SystemOrganisation }) {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  return (
    <ResponsiveTable<Member>
      label={t('organisations.membersOf', { name: organisation.name })}
      rows={organisation.members}
      rowKey={(m) => m.userId}
      rowAttributes={(m) => ({ 'data-testid': 'system-member-row', 'data-email': m.email ?? '' })}
      columns={[
        {
          key: 'email',
          label: t('organisations.member.email'),
          render: (m) => m.email ?? '—',
          cellSx: { wordBreak: 'break-word' },
        },
        { key: 'name', label: t('organisations.member.name'), render: (m) => m.name ?? '—' },
        { key: 'role', label: t('organisations.member.role'), render: (m) => t(`common:organisationRoles.${m.role}`) },
        {
          key: 'since',
          label: t('organisations.member.since'),
          render: (m) => fmt.date(m.joinedAt),
          cellSx: { whiteSpace: 'nowrap' },
        },
        {
          key: 'consults',
          label: t('organisations.member.consults'),
          align: 'right',
          render: (m) => fmt.number(m.consultsThisMonth, 0),
        },
      ]}
    />
  );
}

/** The organisation's fields, in the table's columns and the phone's cards alike. */
function useFields() {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  return [
    { key: 'owner', label: t('organisations.columns.owner'), render: (o: SystemOrganisation) => o.ownerEmail ?? '—' },
    {
      key: 'members',
      label: t('organisations.columns.members'),
      render: (o: SystemOrganisation) => fmt.number(o.members.length, 0),
    },
    {
      key: 'invitations',
      label: t('organisations.columns.openInvitations'),
      render: (o: SystemOrganisation) => fmt.number(o.pendingInvitations, 0),
    },
    {
      key: 'consults',
      label: t('organisations.columns.consults'),
      render: (o: SystemOrganisation) => fmt.number(o.consultsThisMonth, 0),
    },
    {
      key: 'created',
      label: t('organisations.columns.created'),
      render: (o: SystemOrganisation) => fmt.date(o.createdAt),
    },
  ];
}

/** The toggle of an organisation's members, named for the organisation. */
function MembersToggle({
  organisation,
  open,
  onClick,
}: {
  organisation: SystemOrganisation;
  open: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation(PAGE_NS);
  const label = t(open ? 'organisations.hideMembers' : 'organisations.showMembers', { name: organisation.name });
  return (
    <IconButton size="small" aria-label={label} aria-expanded={open} onClick={onClick}>
      {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
    </IconButton>
  );
}

type Props = { rows: readonly SystemOrganisation[]; open: ReadonlySet<string>; toggle: (id: string) => void };

/** From 600 px: a table; each organisation's row opens its members below it. */
function OrganisationsTable({ rows, open, toggle }: Props) {
  const { t } = useTranslation(PAGE_NS);
  const fields = useFields();
  const numeric = new Set(['members', 'invitations', 'consults']);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('system:organisations.title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }} />
            <TableCell sx={{ fontWeight: 700 }}>{t('organisations.columns.name')}</TableCell>
            {fields.map((f) => (
              <TableCell key={f.key} align={numeric.has(f.key) ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
                {f.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((o) => (
            <Fragment key={o.id}>
              <TableRow
                data-testid="system-organisation"
                data-name={o.name}
                sx={open.has(o.id) ? { '& > td': { borderBottom: 'unset' } } : undefined}
              >
                <TableCell>
                  <MembersToggle organisation={o} open={open.has(o.id)} onClick={() => toggle(o.id)} />
                </TableCell>
                <TableCell sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{o.name}</TableCell>
                {fields.map((f) => (
                  <TableCell key={f.key} align={numeric.has(f.key) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                    {f.render(o)}
                  </TableCell>
                ))}
              </TableRow>
              {open.has(o.id) ? (
                <TableRow>
                  <TableCell colSpan={fields.length + 2} sx={{ pt: 0, pb: 1.5, pl: 8 }}>
                    <Members organisation={o} />
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Below 600 px: one card per organisation, its fields as 'label: value', and its members under a button. */
function OrganisationCards({ rows, open, toggle }: Props) {
  const { t } = useTranslation(PAGE_NS);
  const fields = useFields();
  return (
    <Box component="ul" aria-label={t('system:organisations.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((o) => (
        <Box
          component="li"
          key={o.id}
          data-testid="system-organisation"
          data-name={o.name}
          sx={{ py: 1.5, px: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
        >
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', mb: 0.75 }}>{o.name}</Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(88px, 45%) minmax(0, 1fr)', gap: 0.75, m: 0 }}
          >
            {fields.map((f) => (
              <Fragment key={f.key}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {f.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {f.render(o)}
                </Typography>
              </Fragment>
            ))}
          </Box>
          <Button
            size="small"
            sx={{ mt: 1 }}
            aria-expanded={open.has(o.id)}
            endIcon={open.has(o.id) ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => toggle(o.id)}
          >
            {t(open.has(o.id) ? 'organisations.hideMembers' : 'organisations.showMembers', { name: o.name })}
          </Button>
          {open.has(o.id) ? <Members organisation={o} /> : null}
        </Box>
      ))}
    </Box>
  );
}

/**
 * /system/organisations (sysadmin; docs/domain/organisations.md §6): every organisation with its owner, how many
 * members and open invitations it has and its consults this month; each opens its members (role, since when, their
 * consults this month).
 */
export function OrganisationsPage() {
  const { t } = useTranslation(PAGE_NS);
  const list = useSystemOrganisations();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rows = list.data ?? [];

  return (
    <Box>
      <PageHeader title={t('system:organisations.title')} subtitle={t('organisations.subtitle')} />
      {list.isError ? (
        <Alert severity="error">{t('system:loadFailed')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          {list.isPending ? <LinearProgress aria-label={t('system:table.loading')} /> : null}
          {list.isSuccess && rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 1 }}>
              {t('organisations.empty')}
            </Typography>
          ) : phone ? (
            <OrganisationCards rows={rows} open={open} toggle={toggle} />
          ) : (
            <OrganisationsTable rows={rows} open={open} toggle={toggle} />
          )}
        </Paper>
      )}
    </Box>
  );
}
