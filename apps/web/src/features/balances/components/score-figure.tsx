import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, NO_HISTORY_BAND, scoreBandOf, scoreBandStyle, scoreBandTextColor } from '@tirr/domain';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ScoreGauge } from '../../../shared/ui/score-gauge';

/**
 * A titled score: the gauge, the number and its band chip; or a message when there is no score. `band` is a
 * stored band code (a credit score's 'Sin historial' is not a range of its number); by default the band of
 * the number.
 */
export function ScoreFigure({
  title,
  caption,
  score,
  band: bandCode,
  emptyText,
  testId,
}: {
  title: string;
  caption?: string | undefined;
  score: number | null;
  band?: string | null | undefined;
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation('balances');
  const locale = useLocale();
  const band = score === null ? null : (scoreBandStyle(bandCode) ?? scoreBandOf(score));
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {caption ? (
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      ) : null}
      {score === null || band === null ? (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <>
          <ScoreGauge
            score={score}
            height={170}
            unbanded={band.code === NO_HISTORY_BAND.code}
            label={t('score.gaugeLabel', { score, band: t(`score.bands.${band.code}`) })}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center' }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
              {formatNumber(score, 0, locale)}
            </Typography>
            <Chip
              label={t(`score.bands.${band.code}`)}
              sx={{ bgcolor: band.color, color: scoreBandTextColor(band.code), fontWeight: 600 }}
              data-testid={`${testId}-band`}
            />
          </Stack>
        </>
      )}
    </Paper>
  );
}
