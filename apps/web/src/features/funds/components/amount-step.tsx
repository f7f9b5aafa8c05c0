import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fciWindow, formatDate, formatMoney } from '@tirr/domain';
import type { FundShare } from '@tirr/contracts';
import type { Control } from 'react-hook-form';
import { parseAmount, type AmountStepValues, type FciState } from '../wizard-state';
import { useLocale } from '../../../shared/i18n/use-locale';
import { FormNumberField, FormTextField } from '../../../shared/forms/form-fields';

/** Amount and duration (a form of the wizard page, checked on 'Simular'), and the currency of the share. */
export function AmountStep({
  state,
  share,
  today,
  control,
  values,
  onEdit,
  onChange,
}: {
  state: FciState;
  share: FundShare;
  today: string;
  control: Control<AmountStepValues, unknown, AmountStepValues>;
  /** What is typed now. */
  values: AmountStepValues;
  /** Any change: the problems shown by 'Simular' go away until it is pressed again. */
  onEdit: () => void;
  onChange: (patch: Partial<FciState>) => void;
}) {
  const { t } = useTranslation('funds');
  const locale = useLocale();
  const duration = Number(values.duration);
  const window = Number.isInteger(duration) && duration > 0 ? fciWindow(today, duration) : undefined;
  const amount = parseAmount(values.monto);
  return (
    <Box data-tour="fci-amount" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
      <FormNumberField
        control={control}
        name="monto"
        kind="money"
        id="fci-amount"
        label={t('amount.amount')}
        currency={state.currency}
        onValueChange={onEdit}
        fullWidth={false}
        required
      />
      <TextField
        select
        label={t('amount.currency')}
        value={state.currency}
        onChange={(e) => {
          onEdit();
          onChange({ currency: e.target.value as 'ARS' | 'USD' });
        }}
        helperText={t('amount.currencyLocked', { currency: share.currency })}
      >
        {(['ARS', 'USD'] as const).map((c) => (
          <MenuItem key={c} value={c} disabled={c !== share.currency}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <FormTextField
        control={control}
        name="duration"
        label={t('amount.duration')}
        onValueChange={onEdit}
        helperText=" "
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
