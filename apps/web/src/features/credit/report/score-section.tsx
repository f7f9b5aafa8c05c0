import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreditScore, ScoreReason } from '@tirr/contracts';
import { NO_HISTORY_BAND, SCORE_BANDS, SCORE_MAX, scoreBandOf, scoreBandStyle } from '@tirr/domain';
import { SectionCard } from '../../../shared/ui/section-card';
import { ScoreGauge } from '../../../shared/ui/score-gauge';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

function Reason({ reason }: { reason: ScoreReason }) {
  const { t, i18n } = useTranslation('credit');
  // Spanish: the API's own explanation; other languages: the same sentence from the reason's params.
  const label =
    i18n.language === 'es'
      ? reason.label
      : t(`report.score.reasons.${reason.code}`, {
          ...reason.params,
          // 'hace 1 período' / 'hace 3 períodos': the age is the plural's count.
          ...(reason.code === 'HISTORY' ? { count: reason.params.age } : {}),
          defaultValue: reason.label,
        });
  return (
    <ListItem disableGutters divider secondaryAction={null} sx={{ alignItems: 'flex-start', gap: 2 }}>
      <ListItemText primary={label} secondary={t(`report.score.explain.${reason.code}`)} />
      <Typography
        sx={{
          fontWeight: 700,
          whiteSpace: 'nowrap',
          // The trend is information (0 points): neither a penalty nor a bonus.
          color: reason.points < 0 ? 'error.main' : reason.points === 0 ? 'text.secondary' : 'success.main',
        }}
        aria-label={t('report.score.pointsLabel', { count: reason.points, points: signed(reason.points) })}
      >
        {signed(reason.points)}
      </Typography>
    </ListItem>
  );
}

/**
 * 'Scoring' (tour anchor scoring): gauge with band colours and every reason with its points. An unknown
 * debtor shows the grey band 'Sin historial' instead of the band of its number (scorecard v2, ADR 0113).
 */
export function ScoreSection({ score }: { score: CreditScore }) {
  const { t } = useTranslation('credit');
  const value = score.score;
  const band = value === null ? undefined : (scoreBandStyle(score.band) ?? scoreBandOf(value));
  const noHistory = band?.code === NO_HISTORY_BAND.code;
  return (
    <SectionCard tour="scoring" title={t('report.score.title')}>
      {value === null || !band ? (
        <Typography color="text.secondary">{t('report.score.none')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: '0 0 auto', width: { xs: '100%', md: 320 }, textAlign: 'center' }}>
            <ScoreGauge
              score={value}
              unbanded={noHistory}
              label={t('report.score.gaugeLabel', { score: value, band: t(`report.score.bands.${band.code}`) })}
            />
            <Typography variant="h3" component="p" sx={{ fontWeight: 800, mt: -1 }} data-testid="score-value">
              {value}
            </Typography>
            <Typography sx={{ fontWeight: 700, color: band.color }} data-testid="score-band">
              {t(`report.score.bands.${band.code}`)}
            </Typography>
            {noHistory ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('report.score.noHistory')}
              </Typography>
            ) : null}
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ mt: 1.5, justifyContent: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
            >
              {SCORE_BANDS.map((b) => (
                <Typography
                  key={b.code}
                  variant="caption"
                  sx={{ px: 0.75, borderRadius: 1, bgcolor: b.color, color: '#fff', fontWeight: 600 }}
                >
                  {t(`report.score.bands.${b.code}`)} {b.min}–{b.max}
                </Typography>
              ))}
              <Typography
                variant="caption"
                sx={{ px: 0.75, borderRadius: 1, bgcolor: NO_HISTORY_BAND.color, color: '#fff', fontWeight: 600 }}
              >
                {t(`report.score.bands.${NO_HISTORY_BAND.code}`)}
              </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="scorecard">
              {t('report.score.scorecard', { version: score.version })}
            </Typography>
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
              {t('report.score.total', { count: value })}
            </Typography>
          </Box>
        </Stack>
      )}
    </SectionCard>
  );
}
