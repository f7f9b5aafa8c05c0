import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ProfileScore } from '@tirr/contracts';

/** The balance score across the profile's balances, oldest first. */
export function TrendChart({ data }: { data: ProfileScore }) {
  const { t } = useTranslation('balances');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="score-trend">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('score.trendTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {data.trend ? t(`score.trend.${data.trend}`) : t('score.trendOne')}
      </Typography>
      {data.balances.length > 1 ? (
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: data.balances.map((b) => b.period) }]}
          yAxis={[{ min: 1, max: 1000, width: 40 }]}
          series={[{ label: t('score.series'), data: data.balances.map((b) => b.score), connectNulls: true }]}
          margin={{ left: 8, right: 16 }}
        />
      ) : null}
    </Paper>
  );
}
