import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber, formatPercent, simulateFci } from '@tirr/domain';
import type { Fund, FundShare } from '@tirr/contracts';
import { recordSimulation, useHistoric, usePerformance } from '../api/funds-api';
import { parseAmount, type FciState } from '../wizard-state';
import { FciChart } from './fci-chart';
import { useLocale } from '../../../shared/i18n/use-locale';

export function ResultStep({
  state,
  fund,
  share,
  from,
  to,
  onOtherShare,
  onOtherFund,
}: {
  state: FciState;
  fund: Fund;
  share: FundShare;
  from: string;
  to: string;
  onOtherShare?: () => void;
  onOtherFund: () => void;
}) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  const performance = usePerformance(share.idFundShare, from, to);
  const historic = useHistoric(share.idFundShare, from, to);
  const amount = parseAmount(state.monto);
  // TNA and TEA annualise over the days the two share values span (CAFCI's convention), not the days asked.
  const result = useMemo(() => {
    const p = performance.data?.performance;
    const days = performance.data?.days;
    if (p === null || p === undefined || days === null || days === undefined) return undefined;
    return simulateFci({
      amount,
      days,
      performance: p,
      entryFee: share.comision_ingreso,
      exitFee: share.comision_rescate,
    });
  }, [performance.data, amount, share]);

  useEffect(() => {
    if (!result || !state.objective || state.bank === undefined) return;
    recordSimulation({
      objective: state.objective,
      entity: state.bank,
      fund: fund.id_fondo,
      share: share.idFundShare,
      amount,
      currency: share.currency,
      from,
      to,
      performance: result.performance,
      result: result.result,
    });
  }, [result, state.objective, state.bank, fund.id_fondo, share, amount, from, to]);

  if (performance.isPending) return <CircularProgress aria-label={t('result.loading')} />;
  if (performance.isError) return <Alert severity="error">{t('errors.load')}</Alert>;
  if (!result) {
    return (
      <Stack spacing={2} data-tour="fci-result">
        <Alert severity="warning">{t('result.noData', { name: `${fund.name} - ${share.display}` })}</Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {onOtherShare ? <Button onClick={onOtherShare}>{t('result.otherShare')}</Button> : null}
          <Button onClick={onOtherFund}>{t('result.otherFund')}</Button>
        </Stack>
      </Stack>
    );
  }
  const money = (v: number) => formatMoney(v, share.currency, locale);
  const { start, end, processedOn, availableOn, diasLiquidacion } = performance.data;
  // The term the date follows (T+n bank business days) and, when `to` is no bank day, the day it moves to.
  const settlement = [
    t('result.settlement', { count: diasLiquidacion }),
    processedOn === to
      ? null
      : t('result.processedOn', { date: formatDate(to, locale), processed: formatDate(processedOn, locale) }),
  ];
  const figures: [string, string, string][] = [
    [
      'period',
      t('result.period'),
      t('result.periodValue', {
        from: formatDate(start?.date ?? from, locale),
        to: formatDate(end?.date ?? to, locale),
        count: result.days,
      }),
    ],
    ['amount', t('result.amount'), money(result.amount)],
    ['result', t('result.result'), money(result.result)],
    ['performance', t('result.performance'), formatPercent(result.performance * 100, 2, locale)],
    ['tna', t('result.tna'), formatPercent(result.tna, 2, locale)],
    ['tea', t('result.tea'), formatPercent(result.tea, 2, locale)],
    ['resultNeto', t('result.resultNeto'), money(result.resultNeto)],
    ['available', t('result.available'), formatDate(availableOn, locale)],
  ];
  return (
    <Stack spacing={3} data-tour="fci-result">
      <Typography variant="h6" component="h2">
        {fund.name} - {share.display}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 1.5, m: 0, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      >
        {figures.map(([key, label, value]) => (
          <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={`fci-figure-${key}`}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
            {key === 'available'
              ? settlement.map((line) =>
                  line ? (
                    <Typography key={line} component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
                      {line}
                    </Typography>
                  ) : null,
                )
              : null}
          </Paper>
        ))}
      </Box>
      {start && end ? (
        <Typography variant="body2" color="text.secondary">
          {t('result.values', {
            start: formatNumber(start.value, 6, locale),
            startDate: formatDate(start.date, locale),
            end: formatNumber(end.value, 6, locale),
            endDate: formatDate(end.date, locale),
          })}
        </Typography>
      ) : null}
      {historic.data ? <FciChart historic={historic.data} /> : <CircularProgress aria-label={t('result.loading')} />}
      <Typography variant="caption" color="text.secondary">
        {t('result.disclaimer')}
      </Typography>
    </Stack>
  );
}
