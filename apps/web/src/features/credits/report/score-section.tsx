import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreditScore, ScoreReason } from '@tirr/contracts';
import { SCORE_BANDS, SCORE_MAX, scoreBandOf } from '@tirr/domain';
import { SectionCard } from './section-card';
import { ScoreGauge } from '../../../shared/ui/score-gauge';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

function Reason({ reason }: { reason: ScoreReason }) {
  const { t, i18n } = useTranslation('credits');
  // Spanish: the API's own explanation; other languages: the same sentence from the reason's params.
  const label =
    i18n.language === 'es'
      ? reason.label
      : t(`report.score.reasons.${reason.code}`, { ...reason.params, defaultValue: reason.label });
  return (
    <ListItem disableGutters divider secondaryAction={null} sx={{ alignItems: 'flex-start', gap: 2 }}>
      <ListItemText primary={label} secondary={t(`report.score.explain.${reason.code}`)} />
      <Typography
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: reason.points < 0 ? 'error.main' : 'success.main' }}
        aria-label={t('report.score.pointsLabel', { count: reason.points, points: signed(reason.points) })}
      >
        {signed(reason.points)}
      </Typography>
    </ListItem>
  );
}

/** 'Scoring' (tour anchor scoring): gauge with band colours and every reason with its points. */
export function ScoreSection({ score }: { score: CreditScore }) {
  const { t } = useTranslation('credits');
  return (
    <SectionCard tour="scoring" title={t('report.score.title')}>
      {score.score === null ? (
        <Typography color="text.secondary">{t('report.score.none')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: '0 0 auto', width: { xs: '100%', md: 320 }, textAlign: 'center' }}>
            <ScoreGauge
              score={score.score}
              label={t('report.score.gaugeLabel', {
                score: score.score,
                band: t(`report.score.bands.${scoreBandOf(score.score).code}`),
              })}
            />
            <Typography variant="h3" component="p" sx={{ fontWeight: 800, mt: -1 }} data-testid="score-value">
              {score.score}
            </Typography>
            <Typography sx={{ fontWeight: 700, color: scoreBandOf(score.score).color }} data-testid="score-band">
              {t(`report.score.bands.${scoreBandOf(score.score).code}`)}
            </Typography>
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ mt: 1.5, justifyContent: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
            >
              {SCORE_BANDS.map((band) => (
                <Typography
                  key={band.code}
                  variant="caption"
                  sx={{ px: 0.75, borderRadius: 1, bgcolor: band.color, color: '#fff', fontWeight: 600 }}
                >
                  {t(`report.score.bands.${band.code}`)} {band.min}–{band.max}
                </Typography>
              ))}
            </Stack>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography>{t('report.score.intro', { max: SCORE_MAX })}</Typography>
            {score.reasons.length === 0 ? (
              <Typography sx={{ mt: 1 }} color="success.main">
                {t('report.score.noReasons')}
              </Typography>
            ) : (
              <List dense data-testid="score-reasons">
                {score.reasons.map((reason) => (
                  <Reason key={reason.code} reason={reason} />
                ))}
              </List>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('report.score.total', { count: score.score })}
            </Typography>
          </Box>
        </Stack>
      )}
    </SectionCard>
  );
}
