import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ChequeAnalysis } from '@tirr/contracts';
import { useFormat } from '../../../shared/i18n/use-format';
import { DrawerSection } from './drawer-section';
import { PolicySection } from './policy-section';
import { PricingSection } from './pricing-section';
import { ReportedSection } from './reported-section';
import { VerdictBanner } from './verdict-banner';

/**
 * A reported cheque is not discounted (docs/domain/cheque-analysis.md §1): no price is offered for it, only the
 * calculation on request, as it would be for any other cheque.
 */
function NoPriceNotice({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation('cheques');
  return (
    <Alert severity="error" variant="outlined" data-testid="reported-no-price">
      {t('pricing.reported.text')}
      <Box sx={{ mt: 1 }}>
        <Button color="inherit" variant="outlined" size="small" onClick={onShow}>
          {t('pricing.reported.show')}
        </Button>
      </Box>
    </Alert>
  );
}

export interface AnalysisResultProps {
  analysis: ChequeAnalysis;
  /** 'Descargar PDF': the page downloads it with the body the analysis was made with. */
  onDownloadPdf: () => void;
  downloading: boolean;
}

/**
 * One analysis on one screen (one column at 360 px): the verdict, the decision under the user's credit policy (when
 * they saved one), the cheque's report, the drawer, the price — for a reported cheque, the price only when asked
 * for — and its PDF.
 */
export function AnalysisResult({ analysis, onDownloadPdf, downloading }: AnalysisResultProps) {
  const { t } = useTranslation('cheques');
  const fmt = useFormat();
  // The analysis whose calculation was asked for: a new analysis hides it again.
  const [priceShownFor, setPriceShownFor] = useState<ChequeAnalysis | null>(null);
  const reported = analysis.reported.denunciado === true;
  return (
    <Stack spacing={2} data-testid="cheque-analysis">
      <VerdictBanner analysis={analysis} />
      {reported && priceShownFor !== analysis ? <NoPriceNotice onShow={() => setPriceShownFor(analysis)} /> : null}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('result.analysedAt', { date: fmt.dateTime(analysis.analysedAt) })}
        </Typography>
        {analysis.dataSource === 'offline' ? (
          <Chip size="small" color="info" variant="outlined" label={t('result.demoData')} />
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownloadPdf} loading={downloading}>
          {t('pdf.download')}
        </Button>
      </Stack>
      {analysis.policyDecision ? <PolicySection decision={analysis.policyDecision} /> : null}
      <ReportedSection reported={analysis.reported} />
      <DrawerSection drawer={analysis.drawer} />
      {!reported || priceShownFor === analysis ? <PricingSection analysis={analysis} /> : null}
    </Stack>
  );
}
