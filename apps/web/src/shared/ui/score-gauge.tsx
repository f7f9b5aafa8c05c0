import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { ScoreGaugeProps } from './score-gauge-chart';
import { useAfterPaint } from './use-after-paint';

// The chart library loads after the page's text has painted (quality bar: LCP ≤ 1.5 s, ADR 0063): the
// import starts once the first render has painted — started by that render, the chart arrived and rendered
// before the page's first paint (≈ 100 ms under 4× CPU throttling, ADR 0099).
const ScoreGaugeChart = lazy(() => import('./score-gauge-chart').then((m) => ({ default: m.ScoreGauge })));

/**
 * Score gauge 1–1000 with the band colours of docs/domain/score.md §2, shared by the credit report and the balance score.
 * `label` is the accessible description (score and band) in the page's language. `unbanded` (a credit
 * score in 'Sin historial') highlights no band: the needle shows the number in neutral grey.
 */
export function ScoreGauge({ score, label, height = 180, unbanded = false }: ScoreGaugeProps) {
  const painted = useAfterPaint();
  const placeholder = <Box aria-busy="true" sx={{ height, width: '100%', maxWidth: 320, mx: 'auto' }} />;
  return (
    <Suspense fallback={placeholder}>
      {painted ? <ScoreGaugeChart score={score} label={label} height={height} unbanded={unbanded} /> : placeholder}
    </Suspense>
  );
}
