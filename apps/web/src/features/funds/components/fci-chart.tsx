import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, plazoFijoPath, rebase } from '@tirr/domain';
import type { ShareHistoric } from '@tirr/contracts';
import { useLocale } from './use-locale';

/**
 * The share value over the window against inflation (CER) and a plazo fijo at BADLAR, all rebased to 100
 * on the first day, on the business days the share published a value.
 */
export function FciChart({ historic }: { historic: ShareHistoric }) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  const data = useMemo(() => {
    const dates = historic.values.map((v) => (v.date < historic.from ? historic.from : v.date));
    const shareValues = historic.values.map((v, i) => ({ date: dates[i]!, value: v.value }));
    return {
      dates,
      share: rebase(shareValues, dates),
      cer: rebase(historic.cer, dates),
      plazoFijo: plazoFijoPath(historic.badlar, dates),
    };
  }, [historic]);
  const format = (v: number | null) => (v === null ? '—' : formatNumber(v, 2, locale));
  return (
    <figure style={{ margin: 0 }} data-testid="fci-chart">
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t('result.chartTitle')}
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: data.dates,
            valueFormatter: (d: string) => formatDate(d, locale),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatNumber(v, 1, locale), width: 48 }]}
        series={[
          { id: 'share', label: t('result.chartShare'), data: data.share, showMark: false, valueFormatter: format },
          { id: 'cer', label: t('result.chartInflation'), data: data.cer, showMark: false, valueFormatter: format },
          {
            id: 'pf',
            label: t('result.chartPlazoFijo'),
            data: data.plazoFijo,
            showMark: false,
            valueFormatter: format,
          },
        ]}
        margin={{ left: 8, right: 28 }}
      />
    </figure>
  );
}
