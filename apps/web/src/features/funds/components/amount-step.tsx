import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fciWindow, formatDate, formatMoney } from '@tirr/domain';
import type { FundShare } from '@tirr/contracts';
import { parseAmount, type FciState, type FieldErrors } from '../wizard-state';
import { useLocale } from '../../../shared/i18n/use-locale';
import { NumberField } from '../../../shared/forms/number-field';

export function AmountStep({
  state,
  share,
  today,
  errors,
  onChange,
}: {
  state: FciState;
  share: FundShare;
  today: string;
  errors: FieldErrors;
  onChange: (patch: Partial<FciState>) => void;
}) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  const duration = Number(state.duration);
  const window = Number.isInteger(duration) && duration > 0 ? fciWindow(today, duration) : undefined;
  const amount = parseAmount(state.monto);
  return (
    <Box data-tour="fci-amount" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
      <NumberField
        kind="money"
        id="fci-amount"
        label={t('amount.amount')}
        value={state.monto}
        currency={state.currency}
        onChange={(monto) => onChange({ monto })}
        error={errors.monto ? t(errors.monto) : undefined}
        fullWidth={false}
        required
      />
      <TextField
        select
        label={t('amount.currency')}
        value={state.currency}
        onChange={(e) => onChange({ currency: e.target.value as 'ARS' | 'USD' })}
        helperText={t('amount.currencyLocked', { currency: share.currency })}
      >
        {(['ARS', 'USD'] as const).map((c) => (
          <MenuItem key={c} value={c} disabled={c !== share.currency}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('amount.duration')}
        value={state.duration}
        onChange={(e) => onChange({ duration: e.target.value })}
        error={!!errors.duration}
        helperText={errors.duration ? t(errors.duration) : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        required
      />
      {window ? (
        <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {t('amount.window', { from: formatDate(window.from, locale), to: formatDate(window.to, locale) })}
        </Typography>
      ) : null}
      {amount > 0 && amount < share.inversion_min ? (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {t('amount.belowMinimum', { value: formatMoney(share.inversion_min, share.currency, locale) })}
        </Alert>
      ) : null}
    </Box>
  );
}
