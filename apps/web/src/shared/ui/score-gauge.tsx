import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';

// The chart library loads after the page's text has painted (quality bar: LCP ≤ 1.5 s, ADR 0063).
const ScoreGaugeChart = lazy(() => import('./score-gauge-chart').then((m) => ({ default: m.ScoreGauge })));

/**
 * Score gauge 1–1000 with the spec's band colours, shared by the credit report and the balance score.
 * `label` is the accessible description (score and band) in the page's language.
 */
export function ScoreGauge({ score, label, height = 180 }: { score: number; label: string; height?: number }) {
  return (
    <Suspense fallback={<Box sx={{ height, width: '100%', maxWidth: 320, mx: 'auto' }} />}>
      <ScoreGaugeChart score={score} label={label} height={height} />
    </Suspense>
  );
}
