import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { formatNumber, SCORE_BANDS, SCORE_MAX, SCORE_MIN, type Locale } from '@tirr/domain';
import type { ProfileScore } from '@tirr/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';

/** A score as the locale writes it: 1000 → '1.000' (es), '1,000' (en) (docs/domain/formatting.md §1). */
const scoreText = (value: number, locale: Locale) => formatNumber(value, 0, locale);

/** The axis ticks: the edges of the bands (docs/domain/score.md §2), so each area reads between two ticks. */
const TICKS = [SCORE_MIN, ...SCORE_BANDS.map((band) => band.max)];
const LINE_COLOR = '#1565c0';

/** Each band of the score as a coloured area behind the line, from its lower to its upper edge. */
function BandAreas() {
  const { left, width } = useDrawingArea();
  const y = useYScale<'linear'>();
  return (
    <g aria-hidden>
      {SCORE_BANDS.map((band) => {
        const top = y(band.max);
        const bottom = y(band.min === SCORE_MIN ? SCORE_MIN : band.min - 1);
        return (
          <rect
            key={band.code}
            x={left}
            y={top}
            width={width}
            height={bottom - top}
            fill={band.color}
            opacity={0.16}
            data-testid={`trend-band-${band.code}`}
          />
        );
      })}
    </g>
  );
}

/** The score written above each point (below it when the point is near the top). */
function PointValues({ periods, scores }: { periods: string[]; scores: (number | null)[] }) {
  const locale = useLocale();
  const x = useXScale<'point'>();
  const y = useYScale<'linear'>();
  const { top } = useDrawingArea();
  return (
    <g>
      {periods.map((period, index) => {
        const score = scores[index];
        if (score === null || score === undefined) return null;
        const cy = y(score);
        const below = cy - top < 18;
        return (
          <text
            key={period}
            x={x(period)}
            y={below ? cy + 20 : cy - 10}
            textAnchor="middle"
            fontSize={13}
            fontWeight={700}
            fill="currentColor"
            stroke="#fff"
            strokeWidth={3}
            paintOrder="stroke"
            data-testid="trend-value"
          >
            {scoreText(score, locale)}
          </text>
        );
      })}
    </g>
  );
}

/** The balance score across the profile's balances, oldest first, over the five bands. */
export function TrendChart({ data }: { data: ProfileScore }) {
  const { t } = useTranslation('balances');
  const locale = useLocale();
  const periods = data.balances.map((b) => b.period);
  const scores = data.balances.map((b) => b.score);
  const format = (value: number | null) => (value === null ? t('score.noScore') : scoreText(value, locale));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="score-trend">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('score.trendTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {data.trend ? t(`score.trend.${data.trend}`) : t('score.trendOne')}
      </Typography>
      {data.balances.length > 1 ? (
        <Box sx={{ color: 'text.primary' }}>
          <ChartsDataProvider
            height={260}
            xAxis={[{ id: 'period', scaleType: 'point', data: periods, height: 28 }]}
            yAxis={[
              { id: 'score', min: SCORE_MIN, max: SCORE_MAX, width: 44, tickInterval: TICKS, valueFormatter: format },
            ]}
            series={[
              {
                type: 'line',
                label: t('score.series'),
                data: scores,
                color: LINE_COLOR,
                curve: 'linear',
                showMark: true,
                connectNulls: true,
                valueFormatter: format,
              },
            ]}
            margin={{ top: 24, left: 4, right: 24, bottom: 4 }}
          >
            <ChartsWrapper hideLegend>
              <ChartsSurface>
                <BandAreas />
                <LinePlot />
                <ChartsAxisHighlight x="line" />
                <ChartsXAxis />
                <ChartsYAxis />
                <MarkPlot />
                <PointValues periods={periods} scores={scores} />
              </ChartsSurface>
              <ChartsTooltip />
            </ChartsWrapper>
          </ChartsDataProvider>
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            aria-label={t('score.bandsLegend')}
            sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}
            data-testid="trend-legend"
          >
            <LegendItem swatch={<Box sx={{ width: 16, height: 3, bgcolor: LINE_COLOR }} />} text={t('score.series')} />
            {[...SCORE_BANDS].reverse().map((band) => (
              <LegendItem
                key={band.code}
                swatch={<Box sx={{ width: 12, height: 12, bgcolor: band.color, opacity: 0.6, borderRadius: 0.5 }} />}
                text={t('score.bandRange', {
                  band: t(`score.bands.${band.code}`),
                  min: scoreText(band.min, locale),
                  max: scoreText(band.max, locale),
                })}
              />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
}

function LegendItem({ swatch, text }: { swatch: React.ReactNode; text: string }) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      {swatch}
      <Typography variant="caption">{text}</Typography>
    </Stack>
  );
}
