import { use } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { QuotaExceededDetails } from '@tirr/contracts';
import { buenosAiresDate } from '@tirr/domain';
import { isApiError, type ApiError } from '../api/api-error';
import { loadContracts } from '../api/contract-schema';
import { notify } from '../notify/notify-store';
import { useFormat } from '../i18n/use-format';
import { NoticeCard } from './notice-card';
import { useAvailables, useRequestPremium, useStartSubscription } from './report-access-api';

/**
 * docs/product.md §6: the free monthly reports are used up. Offers unlimited reports by paid subscription (price
 * from the error details), asks for the proof of payment at the support mailbox, a subscribe button and
 * 'Solicitar premium'.
 */
export function QuotaExceeded({ details }: { details: QuotaExceededDetails }) {
  const { t } = useTranslation('common');
  const fmt = useFormat();
  const availables = useAvailables();
  const requestPremium = useRequestPremium();
  const subscribe = useStartSubscription();
  // After paying, the payer comes back to this page (a report, now open; ADR 0141).
  const { pathname } = useLocation();
  const requested = requestPremium.data?.premiumRequest ?? availables.data?.premiumRequest;

  const onRequestPremium = () =>
    requestPremium.mutate(undefined, {
      onSuccess: () => notify({ messageKey: 'common:reportAccess.quota.requested', variant: 'success' }),
      onError: () => notify({ messageKey: 'common:reportAccess.quota.requestFailed', variant: 'error' }),
    });

  const onSubscribe = () =>
    subscribe.mutate(pathname, {
      onError: (error) =>
        notify(
          isApiError(error) && error.status === 404
            ? {
                messageKey: 'common:reportAccess.quota.checkoutUnavailable',
                values: { email: details.supportEmail },
                variant: 'warning',
              }
            : { messageKey: 'common:reportAccess.quota.checkoutFailed', variant: 'error' },
        ),
    });

  return (
    <NoticeCard
      icon={<WorkspacePremiumIcon color="warning" sx={{ fontSize: 40 }} aria-hidden />}
      title={t('reportAccess.quota.title')}
      testId="quota-exceeded"
      wide
    >
      <Typography>
        {t('reportAccess.quota.used', {
          limit: details.limit,
          date: fmt.date(buenosAiresDate(new Date(details.resetsAt))),
        })}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {t('reportAccess.quota.offer', { price: fmt.money(details.priceArs) })}
      </Typography>
      <Typography>
        {t('reportAccess.quota.proof')}{' '}
        <Link href={`mailto:${details.supportEmail}`} sx={{ fontWeight: 600 }}>
          {details.supportEmail}
        </Link>
      </Typography>
      {requested?.requested ? (
        <Alert severity="info">
          {requested.requestedAt
            ? t('reportAccess.quota.alreadyRequested', {
                date: fmt.date(buenosAiresDate(new Date(requested.requestedAt))),
              })
            : t('reportAccess.quota.requested')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={onSubscribe} disabled={subscribe.isPending}>
          {t('reportAccess.quota.subscribe')}
        </Button>
        <Button
          variant="outlined"
          onClick={onRequestPremium}
          disabled={requestPremium.isPending || requested?.requested === true}
        >
          {t('reportAccess.quota.requestPremium')}
        </Button>
      </Stack>
    </NoticeCard>
  );
}

/**
 * The answer 402 QUOTA_EXCEEDED on a screen (a report, a cheque analysis): the offer, with the quota's details
 * (price, support mailbox) checked by the credit contracts (ADR 0122); the API's words when they do not parse.
 * Suspends while the contracts load.
 */
export function QuotaExceededAnswer({ error }: { error: ApiError }) {
  const details = use(loadContracts('credit')).quotaExceededDetails.safeParse(error.envelope?.details);
  return details.success ? <QuotaExceeded details={details.data} /> : <Alert severity="warning">{error.message}</Alert>;
}
