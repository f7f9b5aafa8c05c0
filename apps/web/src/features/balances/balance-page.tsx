import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BALANCE_FIELDS, formatCuit, formatDate, formatMoney, type BalanceField } from '@tirr/domain';
import type { ScoredBalance } from '@tirr/contracts';
import { ApiError, isTaxIdBlocked } from '../../shared/api/api-error';
import { notify } from '../../shared/notify/notify-store';
import { PageHeader } from '../../shared/ui/page-header';
import { hrefs } from '../../shared/routing/paths';
import { useLocale } from '../../shared/i18n/use-locale';
import { useProfileScore, useSaveBalance } from './api/balances-api';
import { FormDateField, FormNumberField, FormTextField } from '../../shared/forms/form-fields';
import { showServerErrors, useContractForm } from '../../shared/forms/use-contract-form';
import {
  BALANCE_MESSAGES,
  balanceForm,
  initialValues,
  patrimonioNeto,
  valuesFromSheet,
  type BalanceFormValues,
} from './components/balance-form-state';
import { SheetImport } from './components/sheet-import';

const GROUPS: { key: 'results' | 'assets' | 'liabilities'; fields: BalanceField[] }[] = [
  { key: 'results', fields: ['ventas', 'resultadoNeto'] },
  { key: 'assets', fields: ['activosCorrientes', 'activosNoCorrientes'] },
  { key: 'liabilities', fields: ['pasivosCorrientes', 'pasivosNoCorrientes'] },
];

/** The form's field of the API's 400 detail ('parameters.ventas' is the amount 'amounts.ventas'). */
function serverField(apiField: string) {
  if (apiField === 'period' || apiField === 'date') return apiField;
  const amount = BALANCE_FIELDS.find((f) => apiField === `parameters.${f}`);
  return amount ? (`amounts.${amount}` as const) : undefined;
}

/** '/credits/profiles/balance/{profileId}': a balance sheet typed as amount expressions (docs/product.md §4). */
export function BalancePage() {
  const { t } = useTranslation('balances');
  const { profileId = '' } = useParams();
  const [search] = useSearchParams();
  const query = useProfileScore(profileId);
  if (query.isPending) return <CircularProgress aria-label={t('balance.title')} />;
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
        <PageHeader title={t('balance.title')} />
        <Alert severity="error">{t(message)}</Alert>
      </>
    );
  }
  const editing = query.data.balances.find((b) => b.id === search.get('balanceId'));
  return (
    <BalanceForm
      key={editing?.id ?? 'new'}
      profileId={profileId}
      name={query.data.profile.name}
      taxNumber={query.data.profile.taxNumber}
      editing={editing}
    />
  );
}

function BalanceForm({
  profileId,
  name,
  taxNumber,
  editing,
}: {
  profileId: string;
  name: string;
  taxNumber: string;
  editing: ScoredBalance | undefined;
}) {
  const { t } = useTranslation('balances');
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSaveBalance(profileId);
  // Amounts are checked as they are typed; period and date once 'Subir balance' was pressed, then as they change.
  const form = useContractForm(balanceForm, { defaultValues: initialValues(editing), messages: BALANCE_MESSAGES });
  const [sheetMessage, setSheetMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const amounts = form.watch('amounts');
  const net = patrimonioNeto(amounts);
  const { isSubmitted, isValid, errors } = form.formState;
  // The API's problems count too (they do not change isValid).
  const invalid = !isValid || Object.keys(errors).length > 0;

  const submit = () => {
    // The amounts go as typed: the API parses them (docs/domain/formatting.md §3).
    const values = form.getValues();
    const shownDate = formatDate(values.date, locale);
    save.mutate(
      { body: { period: values.period.trim(), date: values.date, parameters: values.amounts }, balanceId: editing?.id },
      {
        onSuccess: () => {
          notify({ messageKey: 'balances:balance.success', values: { date: shownDate }, variant: 'success' });
          void navigate(hrefs.profileScore(profileId));
        },
        onError: (error) => {
          notify({ messageKey: 'balances:balance.error', values: { date: shownDate }, variant: 'error' });
          showServerErrors(form.setError, error, serverField);
        },
      },
    );
  };

  const fill = (read: BalanceFormValues) => {
    const shouldValidate = isSubmitted;
    form.setValue('period', read.period, { shouldValidate });
    form.setValue('date', read.date, { shouldValidate });
    for (const field of BALANCE_FIELDS)
      form.setValue(`amounts.${field}`, read.amounts[field], { shouldValidate: true });
  };

  return (
    <>
      <PageHeader title={t('balance.title')} subtitle={t('balance.subtitle', { name, cuit: formatCuit(taxNumber) })} />
      {editing ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('balance.editing', { period: editing.period })}
        </Alert>
      ) : null}
      <Stack spacing={2} component="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <SheetImport
          onRows={(rows) => {
            const read = rows ? valuesFromSheet(rows, form.getValues()) : null;
            if (!read || read.count === 0) {
              setSheetMessage({ severity: 'error', text: t(read ? 'sheet.empty' : 'sheet.unreadable') });
              return;
            }
            fill(read.values);
            setSheetMessage({ severity: 'success', text: t('sheet.loaded', { count: read.count }) });
          }}
        />
        {sheetMessage ? <Alert severity={sheetMessage.severity}>{sheetMessage.text}</Alert> : null}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="period"
                id="period"
                label={t('balance.period')}
                helperText={t('balance.periodHint')}
                fullWidth
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField
                control={form.control}
                name="date"
                id="date"
                label={t('balance.date')}
                helperText=" "
                fullWidth
                required
              />
            </Grid>
          </Grid>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('balance.hint')}
          </Typography>
        </Paper>
        {GROUPS.map((group) => (
          <Paper key={group.key} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
              {t(`balance.${group.key}`)}
            </Typography>
            <Grid container spacing={2}>
              {group.fields.map((field) => (
                <Grid key={field} size={{ xs: 12, sm: 6 }}>
                  <FormNumberField
                    control={form.control}
                    name={`amounts.${field}`}
                    inputName={field}
                    kind="expression"
                    label={t(`balance.fields.${field}`)}
                    onValueChange={() => void form.trigger(`amounts.${field}`)}
                  />
                </Grid>
              ))}
            </Grid>
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2" color="text.secondary">
            {t('balance.fields.patrimonioNeto')} · {t('balance.computed')}
          </Typography>
          <Typography variant="h6" component="output" data-testid="patrimonio-neto" aria-live="polite">
            {net === null ? '—' : formatMoney(net, 'ARS', locale)}
          </Typography>
        </Paper>
        {isSubmitted && invalid ? <Alert severity="warning">{t('balance.fixErrors')}</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate(hrefs.profileScore(profileId))}>{t('balance.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('balance.submit')}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
