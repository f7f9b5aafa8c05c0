import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCuit, formatDate, formatMoney, type BalanceField } from '@tirr/domain';
import type { ScoredBalance } from '@tirr/contracts';
import { ApiError, isTaxIdBlocked } from '../../shared/api/api-error';
import { notify } from '../../shared/notify/notify-store';
import { PageHeader } from '../../shared/ui/page-header';
import { hrefs } from '../../shared/routing/paths';
import { useLocale } from '../../shared/i18n/use-locale';
import { useProfileScore, useSaveBalance } from './api/balances-api';
import { NumberField } from '../../shared/forms/number-field';
import { initialValues, NON_NEGATIVE, useBalanceForm, valuesFromSheet } from './components/balance-form-state';
import { SheetImport } from './components/sheet-import';
import { DateTextField } from '../../shared/ui/date-text-field';

const GROUPS: { key: 'results' | 'assets' | 'liabilities'; fields: BalanceField[] }[] = [
  { key: 'results', fields: ['ventas', 'resultadoNeto'] },
  { key: 'assets', fields: ['activosCorrientes', 'activosNoCorrientes'] },
  { key: 'liabilities', fields: ['pasivosCorrientes', 'pasivosNoCorrientes'] },
];

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
  const form = useBalanceForm(initialValues(editing));
  const save = useSaveBalance(profileId);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sheetMessage, setSheetMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { values, parsed } = form;

  const fieldError = (field: BalanceField): string | undefined => {
    const result = parsed[field];
    if (result.ok && result.value < 0 && NON_NEGATIVE.includes(field)) return t('balance.negative');
    return serverErrors[`parameters.${field}`];
  };
  const periodError = submitted && !values.period.trim() ? t('balance.required') : serverErrors.period;
  const dateError = submitted && !values.date ? t('balance.required') : serverErrors.date;
  const invalid =
    !values.period.trim() ||
    !values.date ||
    Object.entries(parsed).some(([f, r]) => !r.ok || fieldError(f as BalanceField) !== undefined);

  const submit = () => {
    setSubmitted(true);
    setServerErrors({});
    if (invalid) return;
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
          const details = error instanceof ApiError ? error.envelope?.details : undefined;
          if (Array.isArray(details)) {
            setServerErrors(
              Object.fromEntries(
                details
                  .filter((d): d is { field: string; message: string } => typeof d?.field === 'string')
                  .map((d) => [d.field, d.message]),
              ),
            );
          }
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('balance.title')} subtitle={t('balance.subtitle', { name, cuit: formatCuit(taxNumber) })} />
      {editing ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('balance.editing', { period: editing.period })}
        </Alert>
      ) : null}
      <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <SheetImport
          onRows={(rows) => {
            const read = rows ? valuesFromSheet(rows, values) : null;
            if (!read || read.count === 0) {
              setSheetMessage({ severity: 'error', text: t(read ? 'sheet.empty' : 'sheet.unreadable') });
              return;
            }
            form.setValues(read.values);
            setSheetMessage({ severity: 'success', text: t('sheet.loaded', { count: read.count }) });
          }}
        />
        {sheetMessage ? <Alert severity={sheetMessage.severity}>{sheetMessage.text}</Alert> : null}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="period"
                label={t('balance.period')}
                value={values.period}
                onChange={(e) => form.setPeriod(e.target.value)}
                error={!!periodError}
                helperText={periodError ?? t('balance.periodHint')}
                fullWidth
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateTextField
                id="date"
                label={t('balance.date')}
                value={values.date}
                onChange={form.setDate}
                error={!!dateError}
                helperText={dateError ?? ' '}
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
                  <NumberField
                    kind="expression"
                    name={field}
                    label={t(`balance.fields.${field}`)}
                    value={values.amounts[field]}
                    error={fieldError(field)}
                    onChange={(text) => form.setAmount(field, text)}
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
            {form.patrimonioNeto === null ? '—' : formatMoney(form.patrimonioNeto, 'ARS', locale)}
          </Typography>
        </Paper>
        {submitted && invalid ? <Alert severity="warning">{t('balance.fixErrors')}</Alert> : null}
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
