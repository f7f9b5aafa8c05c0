import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { useAvailables } from './report-access-api';

/**
 * 'Te quedan N de 3 informes este mes' (docs/product.md §2): the free plan's reports left, read without using
 * one; nothing for unlimited plans or before the answer.
 */
export function QuotaRemaining() {
  const { t } = useTranslation('common');
  const limit = useAvailables().data?.queryLimit;
  if (!limit || limit.limit === null || limit.remaining === null) return null;
  return (
    <Typography color="text.secondary" data-testid="quota-remaining" role="status">
      {t('reportAccess.quota.remaining', { remaining: limit.remaining, limit: limit.limit })}
    </Typography>
  );
}
