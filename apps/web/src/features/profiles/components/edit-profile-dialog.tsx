import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import { PROFILE_LIMITS, updateProfileBody, type ProfileListItem } from '@tirr/contracts/profiles';
import { formatNumberInput } from '@tirr/domain';
import { ApiError, isTaxIdBlocked } from '../../../shared/api/api-error';
import { useUpdateProfile } from '../api/profiles-api';
import { SERVER_ERROR } from '../../../shared/forms/contract-resolver';
import { FormDateField, FormNumberField, FormTextField } from '../../../shared/forms/form-fields';
import { numberText, showServerErrors, useContractForm } from '../../../shared/forms/use-contract-form';

type Field = 'group' | 'income' | 'behaviour' | 'date';
const FIELDS: readonly Field[] = ['group', 'income', 'behaviour', 'date'];

/** The texts as typed; the income is read as money and must pass the contract's rule (not negative). */
const editForm = z.object({
  group: z.string(),
  income: numberText('money').pipe(updateProfileBody.shape.income.unwrap()),
  behaviour: z.string(),
  date: z.string(),
});
const MESSAGES = { income: { too_small: 'profiles:portfolio.edit.incomeNegative' } };

/** Edits a profile's own fields (PATCH /profiles/{id}); field errors from the form or the API. */
export function EditProfileDialog({ profile, onClose }: { profile: ProfileListItem; onClose: () => void }) {
  const { t } = useTranslation('profiles');
  const update = useUpdateProfile();
  // Problems show on 'Guardar' and stay until the next one; typing an income clears its own.
  const form = useContractForm(editForm, {
    defaultValues: {
      group: profile.group ?? '',
      income: profile.income === null ? '' : formatNumberInput(profile.income, 'money'),
      behaviour: profile.behaviour ?? '',
      date: profile.date ?? '',
    },
    messages: MESSAGES,
    reValidateMode: 'onSubmit',
  });

  const submit = async (values: z.output<typeof editForm>) => {
    try {
      await update.mutateAsync({
        id: profile.id,
        taxNumber: profile.taxNumber,
        body: {
          group: values.group.trim() || null,
          income: values.income ?? null,
          behaviour: values.behaviour.trim() || null,
          date: values.date || null,
        },
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const field = (name: string) => FIELDS.find((f) => f === name);
        if (showServerErrors(form.setError, error, field) === 0)
          form.setError('group', { type: SERVER_ERROR, message: error.message });
      } else if (error instanceof ApiError && (error.status === 404 || isTaxIdBlocked(error))) onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-profile-title">
      <DialogTitle id="edit-profile-title">{t('portfolio.edit.title', { name: profile.name })}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="edit-profile-form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          <FormTextField
            control={form.control}
            name="group"
            label={t('portfolio.edit.group')}
            helperText={t('portfolio.edit.groupHelp')}
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.group } }}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern), not on page load
            autoFocus
          />
          <FormNumberField
            control={form.control}
            name="income"
            kind="money"
            id="edit-profile-income"
            label={t('portfolio.edit.income')}
            onValueChange={() => form.clearErrors('income')}
            hint={t('portfolio.edit.incomeHelp')}
          />
          <FormTextField
            control={form.control}
            name="behaviour"
            label={t('portfolio.edit.behaviour')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.behaviour } }}
          />
          <FormDateField control={form.control} name="date" label={t('portfolio.edit.date')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portfolio.edit.cancel')}</Button>
        <Button type="submit" form="edit-profile-form" variant="contained" loading={update.isPending}>
          {t('portfolio.edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
