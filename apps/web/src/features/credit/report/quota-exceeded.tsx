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
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify/notify-store';
import { useAvailables, useRequestPremium } from '../api/credit-api';
import { useStartSubscription } from '../api/subscription';
import { NoticeCard } from '../components/notice-card';
import { useFormat } from '../../../shared/i18n/use-format';

/**
 * docs/product.md §6: the free monthly reports are used up. Offers unlimited reports by paid subscription (price
 * from the error details), asks for the proof of payment at the support mailbox, a subscribe button and
 * 'Solicitar premium'.
 */
export function QuotaExceeded({ details }: { details: QuotaExceededDetails }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  const availables = useAvailables();
  const requestPremium = useRequestPremium();
  const subscribe = useStartSubscription();
  // After paying, the payer comes back to this report, now open (ADR 0141).
  const { pathname } = useLocation();
  const requested = requestPremium.data?.premiumRequest ?? availables.data?.premiumRequest;

  const onRequestPremium = () =>
    requestPremium.mutate(undefined, {
      onSuccess: () => notify({ messageKey: 'credit:quota.requested', variant: 'success' }),
      onError: () => notify({ messageKey: 'credit:quota.requestFailed', variant: 'error' }),
    });

  const onSubscribe = () =>
    subscribe.mutate(pathname, {
      onError: (error) =>
        notify(
          isApiError(error) && error.status === 404
            ? {
                messageKey: 'credit:quota.checkoutUnavailable',
                values: { email: details.supportEmail },
                variant: 'warning',
              }
            : { messageKey: 'credit:quota.checkoutFailed', variant: 'error' },
        ),
    });

  return (
    <NoticeCard
      icon={<WorkspacePremiumIcon color="warning" sx={{ fontSize: 40 }} aria-hidden />}
      title={t('quota.title')}
      testId="quota-exceeded"
      wide
    >
      <Typography>
        {t('quota.used', { limit: details.limit, date: fmt.date(buenosAiresDate(new Date(details.resetsAt))) })}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('quota.offer', { price: fmt.money(details.priceArs) })}</Typography>
      <Typography>
        {t('quota.proof')}{' '}
        <Link href={`mailto:${details.supportEmail}`} sx={{ fontWeight: 600 }}>
          {details.supportEmail}
        </Link>
      </Typography>
      {requested?.requested ? (
        <Alert severity="info">
          {requested.requestedAt
            ? t('quota.alreadyRequested', { date: fmt.date(buenosAiresDate(new Date(requested.requestedAt))) })
            : t('quota.requested')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={onSubscribe} disabled={subscribe.isPending}>
          {t('quota.subscribe')}
        </Button>
        <Button
          variant="outlined"
          onClick={onRequestPremium}
          disabled={requestPremium.isPending || requested?.requested === true}
        >
          {t('quota.requestPremium')}
        </Button>
      </Stack>
    </NoticeCard>
  );
}
