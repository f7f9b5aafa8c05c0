import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import LinkIcon from '@mui/icons-material/Link';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  buenosAiresDate,
  COST_PROFILE_IDS,
  isIsoDate,
  tradeDateBounds,
  type DiscountField,
  type DocumentType,
} from '@tirr/domain';
import { notify } from '../../../shared/notify/notify-store';
import { DateTextField } from '../../../shared/ui/date-text-field';
import { NumberField as NumberInputField } from '../../../shared/forms/number-field';
import { PageHeader } from '../../../shared/ui/page-header';
import { hrefs } from '../../../shared/routing/paths';
import { DiscountResults } from '../../../shared/discount/discount-results';
import {
  applyChange,
  CLEARING_CHOICES,
  defaultFormValues,
  FIELD_KINDS,
  fieldOfProblem,
  fromSearchParams,
  LAG_CHOICES,
  parseField,
  simulateForm,
  toSearchParams,
  type DiscountFormValues,
  type NumberField,
} from './form-state';
import { useFormat } from '../../../shared/i18n/use-format';

const RATE_FIELDS: readonly NumberField[] = ['comision', 'dn', 'dc', 'cc', 'iva', 'sgr'];

/** Cheques, Pagarés and Facturas: one screen over the domain discount engine (docs/domain/simulators.md). */
export function DiscountSimulatorPage({ documentType }: { documentType: DocumentType }) {
  const { t } = useTranslation('simulators');
  const fmt = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const [today] = useState(() => buenosAiresDate(new Date()));
  const [values, setValues] = useState(() => fromSearchParams(documentType, searchParams, today));
  const outcome = useMemo(() => simulateForm(documentType, values, today), [documentType, values, today]);

  const errors = new Map<DiscountField, string>();
  if (!outcome.ok) {
    const bounds = tradeDateBounds(today);
    const limits = { min: fmt.date(bounds.min), max: fmt.date(bounds.max) };
    for (const [field, problem] of Object.entries(outcome.problems) as [DiscountField, string][]) {
      const shown = fieldOfProblem(field, values);
      errors.set(shown, t([`errors.${shown}.${problem}`, `errors.${problem}`], limits));
    }
  }

  const commit = (next: DiscountFormValues) => {
    setValues(next);
    setSearchParams(toSearchParams(documentType, next, today), { replace: true });
  };
  const change = <K extends keyof DiscountFormValues>(field: K, value: DiscountFormValues[K]) =>
    commit(applyChange(values, field, value));
  const reset = () => commit(defaultFormValues(documentType, today));
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify({ messageKey: 'simulators:share.copied', variant: 'success' });
    } catch {
      notify({ messageKey: 'simulators:share.manual', variant: 'info' });
    }
  };

  const numberField = (field: NumberField, props: { adornment?: string; integer?: boolean } = {}) => {
    const shared = {
      id: `discount-${field}`,
      name: field,
      label: t(`fields.${field}`),
      value: values[field],
    };
    const input = props.adornment
      ? { endAdornment: <Typography color="text.secondary">{props.adornment}</Typography> }
      : {};
    if (props.integer)
      return (
        <TextField
          fullWidth
          {...shared}
          onChange={(event) => change(field, event.target.value)}
          error={errors.has(field)}
          helperText={errors.get(field) ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' }, input }}
        />
      );
    return (
      <NumberInputField
        {...shared}
        kind={FIELD_KINDS[field]}
        currency={values.currency}
        onChange={(text) => change(field, text)}
        error={errors.get(field)}
        slotProps={{ input }}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t(`${documentType}.title`)}
        subtitle={t(`${documentType}.subtitle`)}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void share()}>
              {t('actions.share')}
            </Button>
            <Button variant="outlined" color="secondary" startIcon={<RestartAltIcon />} onClick={reset}>
              {t('actions.reset')}
            </Button>
          </Stack>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
            <Grid container columnSpacing={2} rowSpacing={1.5}>
              <Grid size={{ xs: 12, sm: 8 }}>{numberField('amount', { adornment: values.currency })}</Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  value={values.currency}
                  aria-label={t('fields.currency')}
                  onChange={(_, value: 'ARS' | 'USD' | null) => value && change('currency', value)}
                  sx={{ height: 56, mb: '23px' }}
                >
                  <ToggleButton value="ARS">ARS</ToggleButton>
                  <ToggleButton value="USD">USD</ToggleButton>
                </ToggleButtonGroup>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <DateTextField
                  fullWidth
                  id="discount-tradeDate"
                  name="tradeDate"
                  label={t('fields.tradeDate')}
                  value={values.tradeDate}
                  onChange={(value) => change('tradeDate', value)}
                  error={errors.has('tradeDate')}
                  helperText={errors.get('tradeDate') ?? ' '}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <ChoiceField
                  id="discount-settlementLag"
                  label={t('fields.settlementLag')}
                  value={values.settlementLag}
                  onChange={(value) => change('settlementLag', Number(value))}
                  options={LAG_CHOICES.map((lag) => ({ value: lag, label: t(`lag.${lag}`) }))}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <ChoiceField
                  id="discount-clearingDays"
                  label={t('fields.clearingDays')}
                  value={values.clearingDays}
                  onChange={(value) => change('clearingDays', Number(value))}
                  options={CLEARING_CHOICES.map((days) => ({ value: days, label: t('clearing', { count: days }) }))}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>{numberField('rate', { adornment: '%' })}</Grid>
              <Grid size={{ xs: 6, sm: 4 }}>{numberField('days', { integer: true })}</Grid>
              <Grid size={{ xs: 6, sm: 4 }}>
                <DateTextField
                  fullWidth
                  id="discount-dueDate"
                  name="dueDate"
                  label={t('fields.dueDate')}
                  value={values.dueDate}
                  onChange={(value) => change('dueDate', value)}
                  error={errors.has('dueDate')}
                  helperText={errors.get('dueDate') ?? ' '}
                />
              </Grid>
              {RATE_FIELDS.map((field) => (
                <Grid key={field} size={{ xs: 6, sm: 4 }}>
                  {numberField(field, { adornment: '%' })}
                </Grid>
              ))}
              <Grid size={{ xs: 12, sm: 4 }}>
                <ChoiceField
                  id="discount-profile"
                  label={t('fields.profile')}
                  value={values.profile}
                  onChange={(value) => change('profile', value as DiscountFormValues['profile'])}
                  helperText={t(`profiles.${values.profile}.help`)}
                  options={COST_PROFILE_IDS.map((id) => ({ value: id, label: t(`profiles.${id}.label`) }))}
                />
              </Grid>
            </Grid>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <DiscountResults outcome={outcome} amount={parseField('amount', values.amount)} currency={values.currency} />
          {documentType === 'checks' ? (
            <Button
              fullWidth
              variant="outlined"
              component={RouterLink}
              to={chequeToVerify(values)}
              startIcon={<FactCheckIcon />}
              sx={{ mt: 2 }}
            >
              {t('actions.verify')}
            </Button>
          ) : null}
        </Grid>
      </Grid>
    </>
  );
}

/** 'Verificar el cheque': 'Analizar cheque' with this cheque's amount, currency and dates (what can be read of them). */
function chequeToVerify(values: DiscountFormValues): string {
  const amount = parseField('amount', values.amount);
  return hrefs.chequeAnalysis({
    amount: Number.isFinite(amount) && amount > 0 ? amount : undefined,
    currency: values.currency === 'USD' ? 'USD' : undefined,
    dueDate: isIsoDate(values.dueDate) ? values.dueDate : undefined,
    tradeDate: isIsoDate(values.tradeDate) ? values.tradeDate : undefined,
  });
}

interface ChoiceFieldProps<V extends string | number> {
  id: string;
  label: string;
  value: V;
  onChange(value: string): void;
  options: ReadonlyArray<{ value: V; label: string }>;
  helperText?: string;
}

/** A select with its label and a reserved helper line, so the grid rows stay aligned. */
function ChoiceField<V extends string | number>({
  id,
  label,
  value,
  onChange,
  options,
  helperText = ' ',
}: ChoiceFieldProps<V>) {
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
