import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { ORGANISATION_ERROR_CODES, ORGANISATION_NAME_MAX } from '@tirr/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { SERVER_ERROR } from '../../../shared/forms/contract-resolver';
import { CreateFormCard } from '../../../shared/forms/form-card';
import { FormTextField } from '../../../shared/forms/form-fields';
import { showSubmitError } from '../../../shared/forms/submit-error';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { notify } from '../../../shared/notify/notify-store';
import { useCreateOrganisation } from '../api/organisations-api';
import { PAGE_NS } from '../i18n/page';
import { CREATE_FORM_MESSAGES, createForm, EMPTY_CREATE_FORM } from './organisation-forms';

/**
 * 'Crear una organización' (premium, no organisation yet; docs/domain/organisations.md §1, §7): a name; the text
 * says that the account's portfolio, policy, batch lookups and cheque portfolios become the organisation's.
 */
export function CreateOrganisationForm() {
  const { t } = useTranslation(PAGE_NS);
  const create = useCreateOrganisation();
  const form = useContractForm(createForm, {
    defaultValues: EMPTY_CREATE_FORM,
    messages: CREATE_FORM_MESSAGES,
    reValidateMode: 'onSubmit',
  });

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const created = await create.mutateAsync(name);
      // The page then shows the organisation, and the session follows it (the user menu shows its name).
      notify({ message: t('create.done', { name: created.name }), variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.envelope?.code === ORGANISATION_ERROR_CODES.alreadyMember) {
        return form.setError('name', { type: SERVER_ERROR, message: t('errors.alreadyMember') });
      }
      showSubmitError(error, form.setError, {
        fieldOf: (field) => (field === 'name' ? 'name' : undefined),
        field: 'name',
        failed: t('create.failed'),
      });
    }
  });

  return (
    <CreateFormCard
      title={t('create.title')}
      submit={t('create.submit')}
      pending={create.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <Typography color="text.secondary" data-testid="create-explain">
        {t('create.explain')}
      </Typography>
      <FormTextField
        control={form.control}
        name="name"
        id="organisation-name"
        label={t('create.name')}
        helperText={t('create.nameHint')}
        slotProps={{ htmlInput: { maxLength: ORGANISATION_NAME_MAX } }}
        required
        fullWidth
        sx={{ maxWidth: 520 }}
      />
    </CreateFormCard>
  );
}
