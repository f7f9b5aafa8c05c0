import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { BarChartProps } from '@mui/x-charts/BarChart';

// The chart library loads after the page's text has painted (quality bar: LCP ≤ 1.5 s, ADR 0063).
const BarChartImpl = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));

/** MUI X's BarChart, loaded on first use; the space it takes is kept while it loads. */
export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Box aria-busy="true" sx={{ height: props.height ?? 300, width: '100%' }} />}>
      <BarChartImpl {...props} />
    </Suspense>
  );
}
