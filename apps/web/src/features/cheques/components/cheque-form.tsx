import { useTranslation } from 'react-i18next';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CHEQUE_KINDS, type ChequeAnalysisBody, type ChequeEntities } from '@tirr/contracts';
import { FormDateField, FormNumberField, FormTextField } from '../../../shared/forms/form-fields';
import { maskTaxDigits, taxDigits } from '../../../shared/profile-search/tax-id-mask';
import { MAX_CHEQUE_NUMBER_DIGITS, type ChequeFormValues } from './cheque-form-state';
import { AssumptionFields } from './assumption-fields';
import { EntityField } from './entity-field';

type FormControl = Control<ChequeFormValues, unknown, ChequeAnalysisBody>;

/** A choice of a few options (the currency, the cheque's type) as toggle buttons, named by `label`. */
function ToggleField<N extends 'currency' | 'kind'>({
  control,
  name,
  label,
  showLabel = false,
  options,
}: {
  control: FormControl;
  name: N;
  label: string;
  /** Says the label above the buttons (the currency's buttons, ARS / USD, say it themselves). */
  showLabel?: boolean;
  options: ReadonlyArray<{ value: ChequeFormValues[N]; label: string }>;
}) {
  const labelId = `cheque-${name}-label`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack>
          {showLabel ? (
            <Typography id={labelId} variant="caption" color="text.secondary">
              {label}
            </Typography>
          ) : null}
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={field.value}
            {...(showLabel ? { 'aria-labelledby': labelId } : { 'aria-label': label })}
            onChange={(_event, value: ChequeFormValues[N] | null) => value && field.onChange(value)}
            sx={{ height: showLabel ? 40 : 56, mb: '23px' }}
          >
            {options.map((option) => (
              <ToggleButton key={option.value} value={option.value}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      )}
    />
  );
}

/**
 * 'El cheque': bank, number, drawer, amount and currency, payment date, type, trade date, and the advanced
 * options. Problems show under their field: the form's own on 'Analizar', the API's after it answers.
 */
export function ChequeForm({
  form,
  entities,
  pending,
  onSubmit,
}: {
  form: UseFormReturn<ChequeFormValues, unknown, ChequeAnalysisBody>;
  entities: UseQueryResult<ChequeEntities>;
  pending: boolean;
  onSubmit: (body: ChequeAnalysisBody) => void;
}) {
  const { t } = useTranslation('cheques');
  const { control } = form;
  const currency = form.watch('currency');
  const { isSubmitted, errors } = form.formState;
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="cheque-form-title"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      sx={{ p: 2 }}
    >
      <Typography id="cheque-form-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('form.title')}
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={12}>
          <EntityField control={control} entities={entities} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="chequeNumber"
            id="cheque-chequeNumber"
            label={t('form.chequeNumber')}
            helperText=" "
            parse={(text) => text.replace(/\D/g, '').slice(0, MAX_CHEQUE_NUMBER_DIGITS)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            fullWidth
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="drawerTaxId"
            id="cheque-drawerTaxId"
            label={t('form.drawerTaxId')}
            helperText={t('form.drawerTaxIdHint')}
            parse={(text) => maskTaxDigits(taxDigits(text))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            fullWidth
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormNumberField
            control={control}
            name="amount"
            id="cheque-amount"
            inputName="amount"
            kind="money"
            currency={currency}
            label={t('form.amount')}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ToggleField
            control={control}
            name="currency"
            label={t('form.currency')}
            options={[
              { value: 'ARS', label: 'ARS' },
              { value: 'USD', label: 'USD' },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="dueDate"
            id="cheque-dueDate"
            label={t('form.dueDate')}
            helperText=" "
            fullWidth
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ToggleField
            control={control}
            name="kind"
            label={t('form.kind')}
            showLabel
            options={CHEQUE_KINDS.map((kind) => ({ value: kind, label: t(`form.kinds.${kind}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="tradeDate"
            id="cheque-tradeDate"
            label={t('form.tradeDate')}
            helperText={t('form.tradeDateHint')}
            fullWidth
          />
        </Grid>
      </Grid>
      <AssumptionFields control={control} />
      {isSubmitted && Object.keys(errors).length > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('form.fix')}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" loading={pending} sx={{ minWidth: 140 }}>
          {t('form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
