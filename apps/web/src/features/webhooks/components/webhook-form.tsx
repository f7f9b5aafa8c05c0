import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createWebhookBody, type CreatedWebhook, type WebhookEventType } from '@tirr/contracts/integrations';
import { CreateFormCard } from '../../../shared/forms/form-card';
import { FormCheckboxGroup } from '../../../shared/forms/form-checkbox-group';
import { FormTextField } from '../../../shared/forms/form-fields';
import { showSubmitError } from '../../../shared/forms/submit-error';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { useCreateWebhook } from '../api/webhooks-api';
import { eventKey, EVENT_TYPES } from './event-labels';
import { PAGE_NS } from '../i18n/page';

interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
}

const EMPTY: WebhookFormValues = { url: '', events: [] };

/** The contract's body; an empty address is said apart from one that is not https. */
const webhookForm = z.object({
  url: z.string().trim().min(1).pipe(createWebhookBody.shape.url),
  events: createWebhookBody.shape.events,
});

const MESSAGES = {
  url: {
    too_small: 'webhooks-page:form.errors.urlRequired',
    too_big: 'webhooks-page:form.errors.urlTooLong',
    '*': 'webhooks-page:form.errors.url',
  },
  events: 'webhooks-page:form.errors.events',
};

/** The form's field an API 400 names ('events.2' is the events' list). */
function fieldOf(apiField: string): keyof WebhookFormValues | undefined {
  const head = apiField.split('.')[0];
  return head === 'url' || head === 'events' ? head : undefined;
}

/**
 * 'Nuevo webhook' (POST /webhooks): an https address and the events it wants; problems under each field (the form's
 * and the API's 400). A registered endpoint goes to `onCreated`, which shows its signing secret once.
 */
export function WebhookForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const { t } = useTranslation(PAGE_NS);
  const create = useCreateWebhook();
  const form = useContractForm(webhookForm, { defaultValues: EMPTY, messages: MESSAGES, reValidateMode: 'onSubmit' });
  const options = useMemo(() => EVENT_TYPES.map((type) => ({ value: type, label: t(eventKey(type)) })), [t]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      form.reset(EMPTY);
      onCreated(created);
    } catch (error) {
      showSubmitError(error, form.setError, { fieldOf, field: 'url', failed: t('form.failed') });
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
        name="url"
        id="webhook-url"
        type="url"
        label={t('form.url')}
        placeholder="https://"
        helperText={t('form.urlHint')}
        slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url', spellCheck: false } }}
        required
        fullWidth
      />
      <FormCheckboxGroup control={form.control} name="events" label={t('form.events')} options={options} />
    </CreateFormCard>
  );
}
