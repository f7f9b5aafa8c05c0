import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BatchItem } from '@tirr/contracts';
import {
  formatCuit,
  formatMoney,
  scoreBandStyle,
  scoreBandTextColor,
  type Locale,
  type ScoreBandCode,
} from '@tirr/domain';
import { PagedRows } from '../../../shared/jobs/paged-rows';
import { OutcomeChip } from '../../../shared/policy/outcome-chip';
import { hrefs } from '../../../shared/routing/paths';
import { ResponsiveTable } from '../../../shared/ui/responsive-table';

const bandColor = (code: string) => scoreBandStyle(code)?.color ?? 'transparent';

interface ResultsProps {
  items: readonly BatchItem[];
  locale: Locale;
  /** Mis Perfiles id by CUIT, once the results were added: each row links to its balance page. */
  profileIds: ReadonlyMap<string, string>;
}

/**
 * Every row with its result or its error, paginated. A 'Decisión' column (the row's subject under the user's credit
 * policy when it ran, docs/domain/credit-policy.md §11) when some row has one.
 */
export function BatchResults({ items, locale, profileIds }: ResultsProps) {
  const { t } = useTranslation('batch');
  const decided = items.some((item) => item.result?.decision);
  return (
    <PagedRows rows={items}>
      {(shown) => (
        <ResponsiveTable
          label={t('table.caption')}
          rows={shown}
          rowKey={(item) => String(item.row)}
          rowAttributes={(item) => ({ 'data-testid': `batch-row-${item.row}`, 'data-status': item.status })}
          messageAfter={2}
          rowMessage={(item) =>
            item.result ? null : item.status === 'pending' ? (
              <Typography variant="body2" color="text.secondary">
                {t('table.pending')}
              </Typography>
            ) : (
              <Typography variant="body2" color="error" role="note">
                {t(`status.${item.status}`)}: {item.error}
              </Typography>
            )
          }
          columns={[
            { key: 'row', label: t('table.row'), render: (item) => item.row },
            {
              key: 'cuit',
              label: t('table.cuit'),
              cellSx: { whiteSpace: 'nowrap' },
              render: (item) => (item.taxNumber ? formatCuit(item.taxNumber) : item.input),
            },
            { key: 'name', label: t('table.name'), render: (item) => item.result?.name },
            { key: 'situacion', label: t('table.situacion'), render: (item) => item.result?.situacionLabel },
            {
              key: 'debt',
              label: t('table.debt'),
              align: 'right',
              cellSx: { whiteSpace: 'nowrap' },
              render: (item) => item.result && formatMoney(item.result.totalDebt, 'ARS', locale),
            },
            { key: 'cheques', label: t('table.cheques'), align: 'right', render: (item) => item.result?.unpaidCheques },
            { key: 'score', label: t('table.score'), align: 'right', render: (item) => item.result?.score ?? '—' },
            {
              key: 'band',
              label: t('table.band'),
              render: (item) => (item.result?.band ? <BandChip band={item.result.band} /> : '—'),
            },
            ...(decided
              ? [
                  {
                    key: 'decision',
                    label: t('table.decision'),
                    render: (item: BatchItem) =>
                      item.result?.decision ? (
                        <OutcomeChip
                          outcome={item.result.decision}
                          data-policy-version={item.result.policyVersion ?? undefined}
                        />
                      ) : item.result ? (
                        '—'
                      ) : null,
                  },
                ]
              : []),
            ...(profileIds.size > 0
              ? [
                  {
                    key: 'profile',
                    label: t('table.profile'),
                    render: (item: BatchItem) =>
                      item.taxNumber && profileIds.has(item.taxNumber) ? (
                        <Link
                          component={RouterLink}
                          to={hrefs.profileBalance(profileIds.get(item.taxNumber)!)}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {t('table.balance')}
                        </Link>
                      ) : null,
                  },
                ]
              : []),
          ]}
        />
      )}
    </PagedRows>
  );
}

function BandChip({ band }: { band: ScoreBandCode }) {
  const { t } = useTranslation('batch');
  return (
    <Chip size="small" label={t(`bands.${band}`)} sx={{ bgcolor: bandColor(band), color: scoreBandTextColor(band) }} />
  );
}
