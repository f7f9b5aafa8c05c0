import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatMoney,
  formatPercent,
  type Currency,
  type DiscountOutcome,
  type DiscountSimulation,
  type Locale,
} from '@tirr/domain';
import { useLocale } from '../i18n/use-locale';

interface Line {
  key: string;
  value: string;
  strong?: boolean;
}

function lines(s: DiscountSimulation, amount: number, currency: Currency, locale: Locale): Line[][] {
  const money = (value: number) => formatMoney(value, currency, locale);
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value, 2, locale));
  return [
    [
      { key: 'amount', value: money(amount) },
      { key: 'tradeDate', value: formatDate(s.tradeDate, locale) },
      { key: 'settlementDate', value: formatDate(s.settlementDate, locale) },
      { key: 'paymentDate', value: formatDate(s.paymentDate, locale) },
      { key: 'days', value: String(s.days) },
      { key: 'efectivo', value: money(s.efectivo) },
    ],
    [
      { key: 'interes', value: money(s.interes) },
      { key: 'comision', value: money(s.fees.comision) },
      { key: 'dn', value: money(s.fees.dn) },
      { key: 'dc', value: money(s.fees.dc) },
      { key: 'cc', value: money(s.fees.cc) },
      { key: 'sgr', value: money(s.fees.sgr) },
      { key: 'ivaMonto', value: money(s.ivaMonto) },
      { key: 'totalCostos', value: money(s.totalCostos), strong: true },
      { key: 'neto', value: money(s.neto), strong: true },
    ],
    [
      { key: 'tna', value: percent(s.tna) },
      { key: 'tem', value: percent(s.tem) },
      { key: 'tea', value: percent(s.tea) },
      { key: 'cft', value: percent(s.cft), strong: true },
      { key: 'cftSinIva', value: percent(s.cftSinIva) },
    ],
  ];
}

/**
 * Every line of docs/domain/simulators.md §4: the discount simulators' result, recomputed on every keystroke, and
 * the simulation of a cheque analysis's suggested price (its API answer). `title` replaces 'Resultado'.
 */
export function DiscountResults({
  outcome,
  amount,
  currency,
  title,
}: {
  outcome: DiscountOutcome;
  amount: number;
  currency: Currency;
  title?: string;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="discount-results-title" data-testid="discount-results">
      <Typography id="discount-results-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title ?? t('discount.results.title')}
      </Typography>
      {outcome.ok ? (
        <>
          {outcome.warnings.map((warning) => (
            <Alert key={warning} severity="warning" sx={{ mb: 1 }}>
              {t(`discount.warnings.${warning}`)}
            </Alert>
          ))}
          {lines(outcome.simulation, amount, currency, locale).map((group, index) => (
            <Stack key={group[0]!.key} component="dl" sx={{ m: 0 }}>
              {index > 0 ? <Divider sx={{ my: 1 }} /> : null}
              {group.map((line) => (
                <Stack
                  key={line.key}
                  direction="row"
                  sx={{ justifyContent: 'space-between', gap: 2, py: 0.25 }}
                  data-testid={`result-${line.key}`}
                >
                  <Typography component="dt" color={line.strong ? 'text.primary' : 'text.secondary'}>
                    {t(`discount.results.${line.key}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: line.strong ? 700 : 500, textAlign: 'right' }}>
                    {line.value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          ))}
          <Divider sx={{ my: 1 }} />
          <Typography variant="body2" color="text.secondary" data-testid="result-cashflow">
            {t('discount.results.cashflow', {
              neto: formatMoney(outcome.simulation.neto, currency, locale),
              settlementDate: formatDate(outcome.simulation.settlementDate, locale),
              amount: formatMoney(amount, currency, locale),
              paymentDate: formatDate(outcome.simulation.paymentDate, locale),
            })}
          </Typography>
        </>
      ) : (
        <Alert severity="info" data-testid="discount-results-invalid">
          {t('discount.results.invalid')}
        </Alert>
      )}
    </Paper>
  );
}
