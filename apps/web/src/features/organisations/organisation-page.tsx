import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import type { Organisation } from '@tirr/contracts';
import { can, canManageOrganisation } from '@tirr/domain';
import { useSession } from '../../shared/auth/session';
import { useFormat } from '../../shared/i18n/use-format';
import { PageHeader } from '../../shared/ui/page-header';
import { useMyOrganisation } from './api/organisations-api';
import { CreateOrganisationForm } from './components/create-organisation-form';
import { InvitationsCard } from './components/invitations-card';
import { InviteForm } from './components/invite-form';
import { MembersCard } from './components/members-card';
import { RolesHelp } from './components/roles-help';
import { PAGE_NS } from './i18n/page';

/**
 * The session follows the organisation the API answers (docs/domain/organisations.md §5): created, joined, left, or
 * removed by the owner meanwhile — the user (role, permissions, `organisation`) is asked again once per change, so the
 * menu and the user menu stop or start showing what the organisation gives.
 */
function useSessionFollows(organisation: Organisation | null | undefined) {
  const { user, reloadUser } = useSession();
  const client = useQueryClient();
  const reloadedFor = useRef<string | null>(null);
  const answered = organisation === undefined ? undefined : (organisation?.id ?? 'none');
  const known = user?.organisation?.id ?? 'none';
  useEffect(() => {
    if (answered === undefined || answered === known) return;
    const change = `${known}→${answered}`;
    if (reloadedFor.current === change) return;
    reloadedFor.current = change;
    void reloadUser();
    // What was cached came from the other data (the organisation's or the account's own).
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'organisations' });
  }, [answered, known, reloadUser, client]);
}

/** The organisation's name, the user's role in it and since when it exists. */
function Summary({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation(PAGE_NS);
  const fmt = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 2, alignItems: 'center' }}>
      <GroupsIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {organisation.name}
        </Typography>
        <Typography color="text.secondary" data-testid="organisation-role">
          {t('summary.yourRole', { role: t(`common:organisationRoles.${organisation.role}`) })}
          {' · '}
          {t('summary.since', { date: fmt.date(organisation.createdAt) })}
        </Typography>
      </Box>
    </Paper>
  );
}

/** The page of a user with an organisation: its summary, the members, and for the owner invitations. */
function OrganisationView({ organisation }: { organisation: Organisation }) {
  const { user } = useSession();
  const owner = canManageOrganisation(organisation.role);
  // The user's own row: the one owner, or the member with their (confirmed, invited) email.
  const email = user?.email?.toLowerCase();
  const me =
    organisation.members.find((m) => (owner ? m.role === 'owner' : !!email && m.email?.toLowerCase() === email)) ??
    null;
  return (
    <Stack spacing={3}>
      <Summary organisation={organisation} />
      <MembersCard organisation={organisation} me={me} />
      {owner ? <InviteForm organisationId={organisation.id} /> : null}
      {owner ? <InvitationsCard organisationId={organisation.id} invitations={organisation.invitations} /> : null}
      <RolesHelp />
    </Stack>
  );
}

/**
 * '/organisation' 'Organización' (docs/domain/organisations.md): without an organisation, a premium user creates one
 * (the text says what becomes the organisation's); with one, its members (the owner removes, the others leave), and
 * for the owner the invite form and the invitations. A free user without one is told organisations are premium.
 */
export function OrganisationPage() {
  const { t } = useTranslation(PAGE_NS);
  const { permissions } = useSession();
  const mine = useMyOrganisation();
  useSessionFollows(mine.isSuccess ? mine.data : undefined);

  let body;
  if (mine.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('organisations:title')} />
      </Box>
    );
  } else if (mine.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void mine.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else if (mine.data) {
    body = <OrganisationView organisation={mine.data} />;
  } else if (can(permissions, 'premium')) {
    body = (
      <Stack spacing={3}>
        <CreateOrganisationForm />
        <RolesHelp />
      </Stack>
    );
  } else {
    body = (
      <Alert severity="info" data-testid="organisation-premium-only">
        <Typography sx={{ fontWeight: 600 }}>{t('premiumOnly.title')}</Typography>
        {t('premiumOnly.body')}
      </Alert>
    );
  }

  return (
    <Box>
      <PageHeader title={t('organisations:title')} subtitle={t('subtitle')} />
      {body}
    </Box>
  );
}
