import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChequePortfolioTotals } from '@tirr/contracts';
import { CHEQUE_VERDICTS, formatCuit } from '@tirr/domain';
import { useFormat } from '../../../shared/i18n/use-format';
import { ResponsiveTable } from '../../../shared/ui/responsive-table';
import { VERDICT_SEVERITY } from './verdict-banner';

/** A drawer holding more than this share of the analysed amount is highlighted (docs/domain/cheque-analysis.md §6). */
export const CONCENTRATION_LIMIT = 0.2;

type DrawerShare = ChequePortfolioTotals['byDrawer'][number];

/** A figure of the whole portfolio: its label above, its value below. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/**
 * The portfolio in short, over its analysed cheques: count, amount, neto and expected loss; count and amount by
 * verdict, in the verdict banner's colours; and the concentration by drawer, largest first, a drawer above 20 %
 * highlighted.
 */
export function PortfolioTotals({ totals }: { totals: ChequePortfolioTotals }) {
  const { t } = useTranslation('cheques');
  const fmt = useFormat();
  const currency = totals.currency ?? 'ARS';
  const money = (value: number | null) => (value === null ? '—' : fmt.money(value, currency));
  const drawers = [...totals.byDrawer].sort((a, b) => b.amount - a.amount);
  const concentrated = (drawer: DrawerShare) => drawer.share > CONCENTRATION_LIMIT;

  return (
    <Stack spacing={2} component="section" aria-label={t('portfolio.totals.title')}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('portfolio.totals.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Figure label={t('portfolio.totals.count')} value={fmt.number(totals.count, 0)} testId="total-count" />
          <Figure label={t('portfolio.totals.amount')} value={money(totals.amount)} testId="total-amount" />
          <Figure label={t('portfolio.totals.neto')} value={money(totals.neto)} testId="total-neto" />
          <Figure
            label={t('portfolio.totals.expectedLoss')}
            value={money(totals.expectedLoss)}
            testId="total-expected-loss"
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 1, mt: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {CHEQUE_VERDICTS.map((verdict) => (
            <Alert
              key={verdict}
              variant="filled"
              icon={false}
              severity={VERDICT_SEVERITY[verdict]}
              data-testid={`verdict-total-${verdict}`}
              data-verdict={verdict}
              sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
            >
              <Typography sx={{ fontWeight: 800 }}>{t(`verdict.${verdict}`)}</Typography>
              <Typography variant="body2">
                {t('portfolio.totals.cheques', { count: totals.byVerdict[verdict].count })} ·{' '}
                {money(totals.byVerdict[verdict].amount)}
              </Typography>
            </Alert>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('portfolio.concentration.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('portfolio.concentration.note', { limit: fmt.percent(CONCENTRATION_LIMIT * 100, 0) })}
        </Typography>
        <ResponsiveTable
          label={t('portfolio.concentration.caption')}
          testId="portfolio-concentration"
          rows={drawers}
          rowKey={(drawer) => drawer.taxId}
          rowAttributes={(drawer) => ({ 'data-concentrated': String(concentrated(drawer)) })}
          empty={t('portfolio.concentration.empty')}
          columns={[
            {
              key: 'drawer',
              label: t('portfolio.concentration.drawer'),
              render: (drawer) => (
                <>
                  {drawer.name}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatCuit(drawer.taxId)}
                  </Typography>
                </>
              ),
            },
            { key: 'count', label: t('portfolio.concentration.count'), align: 'right', render: (d) => d.count },
            {
              key: 'amount',
              label: t('portfolio.concentration.amount'),
              align: 'right',
              cellSx: { whiteSpace: 'nowrap' },
              render: (drawer) => money(drawer.amount),
            },
            {
              key: 'share',
              label: t('portfolio.concentration.share'),
              align: 'right',
              cellSx: { whiteSpace: 'nowrap' },
              render: (drawer) => (
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: { sm: 'flex-end' }, flexWrap: 'wrap' }}
                >
                  {concentrated(drawer) ? (
                    <Chip size="small" color="warning" label={t('portfolio.concentration.high')} />
                  ) : null}
                  <span>{fmt.percent(drawer.share * 100, 1)}</span>
                </Stack>
              ),
            },
          ]}
        />
      </Paper>
    </Stack>
  );
}
