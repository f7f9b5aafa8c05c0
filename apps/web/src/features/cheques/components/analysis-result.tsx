import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChequeAnalysis } from '@tirr/contracts';
import { useFormat } from '../../../shared/i18n/use-format';
import { DrawerSection } from './drawer-section';
import { PricingSection } from './pricing-section';
import { ReportedSection } from './reported-section';
import { VerdictBanner } from './verdict-banner';

/** One analysis on one screen (one column at 360 px): the verdict, the cheque's report, the drawer, the price. */
export function AnalysisResult({ analysis }: { analysis: ChequeAnalysis }) {
  const { t } = useTranslation('cheques');
  const fmt = useFormat();
  return (
    <Stack spacing={2} data-testid="cheque-analysis">
      <VerdictBanner analysis={analysis} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('result.analysedAt', { date: fmt.dateTime(analysis.analysedAt) })}
        </Typography>
        {analysis.dataSource === 'offline' ? (
          <Chip size="small" color="info" variant="outlined" label={t('result.demoData')} />
        ) : null}
      </Stack>
      <ReportedSection reported={analysis.reported} />
      <DrawerSection drawer={analysis.drawer} />
      <PricingSection analysis={analysis} />
    </Stack>
  );
}
