import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { formatCuit, formatDate, formatNumber, formatPercent } from '@tirr/domain';
import { ApiError, isTaxIdBlocked } from '../../shared/api/api-error';
import { PageHeader } from '../../shared/ui/page-header';
import { hrefs } from '../../shared/routing/paths';
import { useProfileScore } from './api/balances-api';
import { RatioList } from './components/ratio-list';
import { ScoreFigure } from './components/score-figure';
import { TrendChart } from './components/trend-chart';
import { useLocale } from '../../shared/i18n/use-locale';

/** '/credits/profiles/score/{profileId}': the balance score v1, its ratios, the trend and the credit score. */
export function ScorePage() {
  const { t } = useTranslation('balances');
  const locale = useLocale();
  const { profileId = '' } = useParams();
  const query = useProfileScore(profileId);
  if (query.isPending) return <CircularProgress aria-label={t('score.title')} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    // A blocked tax id's profile is 'no disponible' (ADR 0104).
    const message = isTaxIdBlocked(query.error)
      ? 'balance.unavailable'
      : missing
        ? 'balance.notFound'
        : 'balance.loadError';
    return (
      <>
        <PageHeader title={t('score.title')} />
        <Alert severity="error">{t(message)}</Alert>
      </>
    );
  }
  const data = query.data;
  const latest = data.latest;
  const number = (v: number | null | undefined) =>
    v === null || v === undefined ? t('score.notAvailable') : formatNumber(v, 2, locale);
  const percent = (v: number | null) => (v === null ? t('score.notAvailable') : formatPercent(v * 100, 1, locale));
  const uploadHref = hrefs.profileBalance(profileId);

  return (
    <>
      <PageHeader
        title={t('score.title')}
        subtitle={t('score.subtitle', { name: data.profile.name, cuit: formatCuit(data.profile.taxNumber) })}
        actions={
          <Stack direction="row" spacing={1}>
            {latest ? (
              <Button component={RouterLink} to={`${uploadHref}?balanceId=${latest.id}`}>
                {t('score.edit')}
              </Button>
            ) : null}
            <Button variant="contained" component={RouterLink} to={uploadHref}>
              {latest ? t('score.upload') : t('score.uploadFirst')}
            </Button>
          </Stack>
        }
      />
      {latest ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('score.noBalances')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {latest ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <ScoreFigure
              testId="balance-score"
              title={t('score.balanceScore')}
              caption={t('score.of', { period: latest.period, date: formatDate(latest.date, locale) })}
              score={latest.score}
              emptyText={latest.noScoreReason ?? t('score.noScore')}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 6 }}>
          <ScoreFigure
            testId="credit-score"
            title={t('score.creditScore')}
            score={data.profile.creditScore}
            band={data.profile.creditBand}
            emptyText={t('score.creditScoreNone')}
          />
        </Grid>
        {latest ? (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <RatioList
                title={t('score.ratiosTitle')}
                rows={(['x1', 'x2', 'x3', 'x4'] as const).map((key) => ({
                  key,
                  name: t(`score.ratios.${key}.name`),
                  text: t(`score.ratios.${key}.text`),
                  value: number(latest.ratios?.[key]),
                }))}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <RatioList
                title={t('score.financialTitle')}
                rows={[
                  { key: 'liquidity', value: number(latest.financial.liquidity) },
                  { key: 'debt', value: number(latest.financial.debt) },
                  { key: 'margin', value: percent(latest.financial.margin) },
                ].map((row) => ({
                  ...row,
                  name: t(`score.financial.${row.key}.name`),
                  text: t(`score.financial.${row.key}.text`),
                }))}
              />
            </Grid>
            <Grid size={12}>
              <TrendChart data={data} />
            </Grid>
          </>
        ) : null}
      </Grid>
    </>
  );
}
