import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { argentineCalendar, formatDate, formatNumber, plazoFijoPath, rebase } from '@tirr/domain';
import type { ShareHistoric } from '@tirr/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';

const calendar = argentineCalendar();

/**
 * `count` dates spread evenly over `dates`, always the first and the last: the axis names the days the
 * window starts and ends on, and its labels ('20/11/2026') never overlap or run off the chart.
 */
export function spreadTicks(dates: readonly string[], count: number): string[] {
  if (dates.length <= count) return [...dates];
  const last = dates.length - 1;
  const indexes = Array.from({ length: count }, (_, i) => Math.round((i * last) / (count - 1)));
  return [...new Set(indexes)].map((i) => dates[i]!);
}

/**
 * The share value over the window, rebased to 100 on the date of its first value, on the business days
 * it published a value. A peso class is compared with inflation (CER) and a plazo fijo renewed every 30
 * days, both starting that same day; a USD class only shows its own line, with a note (ADR 0119).
 */
export function FciChart({ historic }: { historic: ShareHistoric }) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const medium = useMediaQuery(theme.breakpoints.up('sm'));
  const { benchmarks } = historic;
  const data = useMemo(() => {
    const dates = historic.values.map((v) => v.date);
    return {
      dates,
      share: rebase(historic.values, dates),
      cer: benchmarks ? rebase(benchmarks.cer, dates) : [],
      plazoFijo: benchmarks ? plazoFijoPath(benchmarks.plazoFijo.points, dates, calendar) : [],
    };
  }, [historic, benchmarks]);
  const format = (v: number | null) => (v === null ? '—' : formatNumber(v, 2, locale));
  const line = (id: string, label: string, values: (number | null)[]) => ({
    id,
    label,
    data: values,
    showMark: false,
    valueFormatter: format,
  });
  const series = [line('share', t('result.chartShare'), data.share)];
  if (benchmarks) {
    series.push(line('cer', t('result.chartInflation'), data.cer));
    series.push(line('pf', t(`result.chartPlazoFijo.${benchmarks.plazoFijo.rate}`), data.plazoFijo));
  }
  return (
    <figure style={{ margin: 0 }} data-testid="fci-chart">
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t('result.chartTitle', { date: formatDate(data.dates[0] ?? historic.from, locale) })}
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: data.dates,
            tickInterval: spreadTicks(data.dates, wide ? 8 : medium ? 5 : 3),
            valueFormatter: (d: string) => formatDate(d, locale),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatNumber(v, 1, locale), width: 48 }]}
        series={series}
        // Room for half of the last date label ('20/11/2026'), which is centred on the right edge.
        margin={{ left: 8, right: 40 }}
      />
      {benchmarks ? (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="fci-chart-note">
          {t(`result.chartNote.${benchmarks.plazoFijo.rate}`)}
        </Typography>
      ) : (
        <Alert severity="info" data-testid="fci-chart-note">
          {t('result.chartUsd')}
        </Alert>
      )}
    </figure>
  );
}
