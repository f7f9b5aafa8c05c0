import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import { ORGANISATION_ERROR_CODES } from '@tirr/contracts';
import { isApiError } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/session';
import { notify } from '../../shared/notify/notify-store';
import { PATHS } from '../../shared/routing/paths';
import { useAcceptInvitation } from './api/organisations-api';
import { PAGE_NS } from './i18n/page';

const { alreadyMember, invitationInvalid, invitationOtherEmail } = ORGANISATION_ERROR_CODES;
type Problem = 'missing' | typeof alreadyMember | typeof invitationInvalid | typeof invitationOtherEmail | 'failed';

/** Which of the page's messages a refusal gets (a malformed code is as good as an invalid one). */
function problemOf(error: unknown): Problem | null {
  if (!isApiError(error)) return 'failed';
  if (error.handled) return null;
  const code = error.envelope?.code;
  if (code === alreadyMember || code === invitationInvalid || code === invitationOtherEmail) return code;
  return error.status === 400 ? invitationInvalid : 'failed';
}

/**
 * '/organisation/join?token=…' (signed in; docs/domain/organisations.md §3): the mailed invitation's page. A guest is
 * sent to sign in and comes back here (the route guard). 'Aceptar invitación' joins the organisation, reloads the
 * user (their role, permissions and organisation) and opens the organisation's page; each refusal is worded.
 */
export function JoinPage() {
  const { t } = useTranslation(PAGE_NS);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, reloadUser } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [problem, setProblem] = useState<Problem | null>(token ? null : 'missing');

  const join = () => {
    setProblem(null);
    accept.mutate(token, {
      onSuccess: (organisation) => {
        notify({ message: t('joinPage.done', { name: organisation.name }), variant: 'success' });
        // What was cached came from the account's own data; the menu follows the reloaded user.
        void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'organisations' });
        void reloadUser().then(() => navigate(PATHS.organisation, { replace: true }));
      },
      onError: (error) => setProblem(problemOf(error)),
    });
  };

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 1, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 560 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <GroupAddIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('organisations:join.title')}
            </Typography>
          </Stack>
          <Typography color="text.secondary">{t('joinPage.explain')}</Typography>
          {user?.email ? <Typography>{t('joinPage.signedInAs', { email: user.email })}</Typography> : null}
          {problem ? (
            <Alert severity="error" data-testid="join-problem">
              {t(`joinPage.errors.${problem}`)}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {problem === alreadyMember ? (
              <Button variant="contained" component={RouterLink} to={PATHS.organisation}>
                {t('joinPage.goToOrganisation')}
              </Button>
            ) : (
              <Button
                variant="contained"
                startIcon={<GroupAddIcon />}
                loading={accept.isPending}
                disabled={!token || problem === invitationInvalid}
                onClick={join}
              >
                {t('joinPage.accept')}
              </Button>
            )}
            {problem === invitationOtherEmail ? (
              <Button variant="outlined" component={RouterLink} to={PATHS.logout}>
                {t('joinPage.otherAccount')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
