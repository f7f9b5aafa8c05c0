import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { API_KEY_NAME_MAX, type CreatedApiKey } from '@tirr/contracts';
import { CreateFormCard } from '../../../shared/forms/form-card';
import { FormCheckboxGroup } from '../../../shared/forms/form-checkbox-group';
import { FormDateField, FormTextField } from '../../../shared/forms/form-fields';
import { showSubmitError } from '../../../shared/forms/submit-error';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { useCreateApiKey } from '../api/api-keys-api';
import { API_SCOPES, EMPTY_KEY_FORM, KEY_FORM_MESSAGES, keyFieldOf, keyForm, scopeKey } from './key-form-schema';
import { PAGE_NS } from '../i18n/page';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 5);

/**
 * 'Nueva clave' (POST /api-keys): a name, the scopes, an optional last day and requests per minute. Problems show
 * under each field on 'Crear clave' (the form's and the API's 400); a created key goes to `onCreated`, which shows
 * it once.
 */
export function ApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation(PAGE_NS);
  const create = useCreateApiKey();
  const form = useContractForm(keyForm, {
    defaultValues: EMPTY_KEY_FORM,
    messages: KEY_FORM_MESSAGES,
    reValidateMode: 'onSubmit',
  });
  const options = useMemo(() => API_SCOPES.map((scope) => ({ value: scope, label: t(scopeKey(scope)) })), [t]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      form.reset(EMPTY_KEY_FORM);
      onCreated(created);
    } catch (error) {
      showSubmitError(error, form.setError, { fieldOf: keyFieldOf, field: 'name', failed: t('form.failed') });
    }
  });

  return (
    <CreateFormCard
      title={t('form.title')}
      submit={t('form.submit')}
      pending={create.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <FormTextField
        control={form.control}
        name="name"
        id="api-key-name"
        label={t('form.name')}
        helperText={t('form.nameHint')}
        slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
        required
        fullWidth
      />
      <FormCheckboxGroup
        control={form.control}
        name="scopes"
        label={t('form.scopes')}
        options={options}
        helperText={t('form.scopesHint')}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={form.control}
            name="expiresOn"
            id="api-key-expires"
            label={t('form.expiresOn')}
            helperText={t('form.expiresOnHint')}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="requestsPerMinute"
            id="api-key-per-minute"
            label={t('form.perMinute')}
            helperText={t('form.perMinuteHint')}
            parse={digitsOnly}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
        </Grid>
      </Grid>
    </CreateFormCard>
  );
}
