import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChequeAnalysis } from '@tirr/contracts';
import { DiscountResults } from '../../../shared/discount/discount-results';
import { useFormat } from '../../../shared/i18n/use-format';
import { SectionCard } from '../../../shared/ui/section-card';

type Pricing = NonNullable<ChequeAnalysis['pricing']>;

/** One 'label: value' line (a dt and its dd), with an optional note under the label (the rate's source). */
function Line({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.25 }} data-testid={testId}>
      <Typography component="dt" color="text.secondary">
        {label}
        {note ? (
          <Typography variant="caption" component="span" sx={{ display: 'block' }}>
            {note}
          </Typography>
        ) : null}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The reference rate, the band's spread and the suggested rate, then the cheque simulator's lines and the loss. */
function PricingLines({ analysis, pricing }: { analysis: ChequeAnalysis; pricing: Pricing }) {
  const { t } = useTranslation('cheques');
  const fmt = useFormat();
  const { referenceRate, expectedLoss, simulation } = pricing;
  const { currency } = analysis.cheque;
  const band = analysis.drawer.band;
  return (
    <Stack spacing={2}>
      <Stack component="dl" sx={{ m: 0 }}>
        <Line
          testId="pricing-reference"
          label={t('pricing.referenceRate')}
          note={
            referenceRate.series === 'USER'
              ? t('pricing.user')
              : t('pricing.badlar', { date: fmt.date(referenceRate.date) })
          }
          value={fmt.percent(referenceRate.value)}
        />
        <Line
          testId="pricing-spread"
          label={t('pricing.spread', { band: band ? t(`bands.${band}`) : '—' })}
          value={t('pricing.points', { value: fmt.number(pricing.spread) })}
        />
        <Line
          testId="pricing-suggested"
          label={t('pricing.suggestedRate')}
          value={fmt.percent(pricing.suggestedRate)}
        />
      </Stack>
      <DiscountResults
        title={t('pricing.simulation')}
        outcome={{ ok: true, simulation, warnings: simulation.warnings }}
        amount={analysis.cheque.amount}
        currency={currency}
      />
      <div>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {t('pricing.expectedLoss')}
        </Typography>
        <Stack component="dl" sx={{ m: 0 }}>
          <Line
            testId="pricing-pd"
            label={t('pricing.pd', { days: simulation.days })}
            value={fmt.percent(expectedLoss.pd, 3)}
          />
          <Line testId="pricing-annualPd" label={t('pricing.annualPd')} value={fmt.percent(expectedLoss.annualPd)} />
          <Line testId="pricing-lgd" label={t('pricing.lgd')} value={fmt.percent(expectedLoss.lgd)} />
          <Divider sx={{ my: 0.5 }} />
          <Line
            testId="pricing-loss"
            label={t('pricing.lossAmount')}
            value={fmt.money(expectedLoss.amount, currency)}
          />
        </Stack>
      </div>
    </Stack>
  );
}

/**
 * 'Precio sugerido' (docs/domain/cheque-analysis.md §3): marked as editable assumptions, not facts; without a
 * reference rate it asks for the user's own.
 */
export function PricingSection({ analysis }: { analysis: ChequeAnalysis }) {
  const { t } = useTranslation('cheques');
  const { pricing } = analysis;
  return (
    <SectionCard title={t('pricing.title')} headingId="cheque-pricing">
      {pricing === null ? (
        <Alert severity="info" data-testid="pricing-none">
          {t('pricing.none')}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Alert severity="warning" icon={false} data-testid="pricing-assumptions">
            {t('pricing.assumptions')}
            {pricing.overridden ? (
              <Chip size="small" color="warning" label={t('pricing.overridden')} sx={{ ml: 1 }} />
            ) : null}
          </Alert>
          <PricingLines analysis={analysis} pricing={pricing} />
        </Stack>
      )}
    </SectionCard>
  );
}
