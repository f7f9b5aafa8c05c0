import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { ACCOUNT_ERROR_CODES } from '@tirr/contracts';
import { isApiError } from '../api/api-error';
import { useSession } from '../auth/session';
import { useResendVerification } from './report-access-api';
import { NoticeCard } from './notice-card';

/** What the resend answered, as a line in the panel. */
function ResendOutcome({ resend }: { resend: ReturnType<typeof useResendVerification> }) {
  const { t } = useTranslation('common');
  if (resend.isSuccess)
    return <Alert severity="success">{t('reportAccess.verify.sent', { email: resend.data.email })}</Alert>;
  if (!resend.isError) return null;
  const { error } = resend;
  if (isApiError(error) && error.code === ACCOUNT_ERROR_CODES.alreadyVerified)
    return <Alert severity="info">{t('reportAccess.verify.alreadyVerified')}</Alert>;
  if (isApiError(error) && error.code === ACCOUNT_ERROR_CODES.verificationCooldown) {
    const seconds = Number((error.envelope?.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds);
    return (
      <Alert severity="warning">
        {t('reportAccess.verify.cooldown', { seconds: Number.isFinite(seconds) ? seconds : 60 })}
      </Alert>
    );
  }
  return <Alert severity="error">{t('reportAccess.verify.failed')}</Alert>;
}

/**
 * Credit data (a report, a cheque analysis) needs a confirmed email (ADR 0106): says so, offers 'Reenviar email de confirmación'
 * (built-in accounts) and, once the link was used, 'Ya lo confirmé' to try again.
 */
export function EmailNotVerified({ onConfirmed }: { onConfirmed?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const { user, config } = useSession();
  const resend = useResendVerification();
  const builtin = config?.provider !== 'external';
  return (
    <NoticeCard
      icon={<MarkEmailUnreadIcon color="warning" sx={{ fontSize: 40 }} aria-hidden />}
      title={t('reportAccess.verify.title')}
      testId="email-not-verified"
    >
      <Typography>
        {builtin
          ? t('reportAccess.verify.text', { email: user?.email ?? '' })
          : t('reportAccess.verify.external', { email: user?.email ?? '' })}
      </Typography>
      <ResendOutcome resend={resend} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {builtin ? (
          <Button variant="contained" onClick={() => resend.mutate(i18n.language)} disabled={resend.isPending}>
            {t('reportAccess.verify.resend')}
          </Button>
        ) : null}
        {onConfirmed ? (
          <Button variant="outlined" onClick={onConfirmed}>
            {t('reportAccess.verify.confirmed')}
          </Button>
        ) : null}
      </Stack>
    </NoticeCard>
  );
}
