import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { INVITED_ROLES } from '@tirr/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { SERVER_ERROR } from '../../../shared/forms/contract-resolver';
import { CreateFormCard } from '../../../shared/forms/form-card';
import { FormTextField } from '../../../shared/forms/form-fields';
import { showSubmitError } from '../../../shared/forms/submit-error';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { notify } from '../../../shared/notify/notify-store';
import { useInvite } from '../api/organisations-api';
import { PAGE_NS } from '../i18n/page';
import { EMPTY_INVITE_FORM, INVITE_FORM_MESSAGES, inviteFieldOf, inviteForm } from './organisation-forms';

/**
 * 'Invitar a una persona' (the owner; docs/domain/organisations.md §3): an email and a role, analyst or viewer.
 * Problems show under each field (the form's and the API's 400; a 409 — already a member, the 50-member limit —
 * under the email).
 */
export function InviteForm({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation(PAGE_NS);
  const invite = useInvite(organisationId);
  const form = useContractForm(inviteForm, {
    defaultValues: EMPTY_INVITE_FORM,
    messages: INVITE_FORM_MESSAGES,
    reValidateMode: 'onSubmit',
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const sent = await invite.mutateAsync(body);
      form.reset(EMPTY_INVITE_FORM);
      notify({ message: t('invite.done', { email: sent.email }), variant: 'success' });
    } catch (error) {
      const message = isApiError(error) ? error.envelope?.message : undefined;
      if (isApiError(error) && error.status === 409 && message) {
        return form.setError('email', { type: SERVER_ERROR, message });
      }
      showSubmitError(error, form.setError, { fieldOf: inviteFieldOf, field: 'email', failed: t('invite.failed') });
    }
  });

  return (
    <CreateFormCard
      title={t('invite.title')}
      submit={t('invite.submit')}
      pending={invite.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <Typography variant="body2" color="text.secondary">
        {t('invite.explain')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={form.control}
            name="email"
            id="invite-email"
            type="email"
            label={t('invite.email')}
            autoComplete="off"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField control={form.control} name="role" id="invite-role" label={t('invite.role')} select fullWidth>
            {INVITED_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`common:organisationRoles.${role}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
    </CreateFormCard>
  );
}
