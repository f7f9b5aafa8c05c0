import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatDate, formatMoney, formatNumber, formatPercent } from '@tirr/domain';
import type { Fund } from '@tirr/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ChoiceCard } from './choice-card';

export function ShareStep({ fund, value, onChange }: { fund: Fund; value?: number; onChange: (id: number) => void }) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  return (
    <Box data-tour="fci-share" role="radiogroup" aria-label={t('share.label')} sx={{ display: 'grid', gap: 1.5 }}>
      {fund.fundShares.map((s) => (
        <ChoiceCard
          key={s.idFundShare}
          selected={value === s.idFundShare}
          onSelect={() => onChange(s.idFundShare)}
          title={`${fund.name} - ${s.display}`}
        >
          <Typography variant="body2" color="text.secondary">
            {t('share.minimum', { value: formatMoney(s.inversion_min, s.currency, locale) })}
            {s.aum !== null ? ` · ${t('share.aum', { value: `${s.currency} ${formatCompact(s.aum, locale)}` })}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('share.fees', {
              admin: formatPercent(s.hon_admin_ger + s.hon_admin_dep, 2, locale),
              entry: formatPercent(s.comision_ingreso, 2, locale),
              exit: formatPercent(s.comision_rescate, 2, locale),
            })}
          </Typography>
          {s.valor !== null && s.last_update ? (
            <Typography variant="body2" color="text.secondary">
              {t('share.value', { value: formatNumber(s.valor, 6, locale), date: formatDate(s.last_update, locale) })}
            </Typography>
          ) : null}
        </ChoiceCard>
      ))}
    </Box>
  );
}
