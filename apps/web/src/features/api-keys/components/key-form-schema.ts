import { z } from 'zod';
import { buenosAiresDate, isIsoDate } from '@tirr/domain';
import { API_SCOPES, createApiKeyBody, type ApiScope, type CreateApiKeyBody } from '@tirr/contracts/integrations';
import { formIssue } from '../../../shared/forms/contract-resolver';

/** What the 'Nueva clave' form keeps: the texts as typed and the chosen scopes. */
export interface KeyFormValues {
  name: string;
  scopes: ApiScope[];
  /** 'YYYY-MM-DD' (or the text while it is not a date yet); '' for a key without expiry. */
  expiresOn: string;
  /** Digits; '' for the server's default. */
  requestsPerMinute: string;
}

export const EMPTY_KEY_FORM: KeyFormValues = { name: '', scopes: [], expiresOn: '', requestsPerMinute: '' };

/** The i18n key of a scope's label (i18next reads ':' as the namespace separator). */
export const scopeKey = (scope: ApiScope) => `scopes.${scope.replace(':', '_')}`;
export { API_SCOPES };

/**
 * A chosen day's end in Buenos Aires (UTC−3 all year, docs/domain/calendar.md §1): the key works through that whole
 * day (docs/api/keys.md's example).
 */
export const endOfDay = (date: string) => `${date}T23:59:59-03:00`;

/**
 * The form read into the contract's body (docs/api/keys.md): the expiry is a day today or later, the requests per
 * minute a whole number the contract bounds.
 */
export const keyForm: z.ZodType<CreateApiKeyBody, KeyFormValues> = z
  .object({
    name: createApiKeyBody.shape.name,
    scopes: createApiKeyBody.shape.scopes,
    expiresOn: z
      .string()
      .trim()
      .superRefine((date, ctx) => {
        if (date === '') return;
        if (!isIsoDate(date)) formIssue(ctx, '', 'common:forms.date');
        else if (date < buenosAiresDate(new Date())) formIssue(ctx, '', 'api-keys-page:form.errors.past');
      }),
    requestsPerMinute: z
      .string()
      .trim()
      .transform((text) => (text === '' ? null : Number(text)))
      .pipe(createApiKeyBody.shape.requestsPerMinute.unwrap()),
  })
  .transform(({ expiresOn, requestsPerMinute, ...rest }) => ({
    ...rest,
    expiresAt: expiresOn ? endOfDay(expiresOn) : null,
    requestsPerMinute: requestsPerMinute ?? null,
  }));

/** The i18n keys of the form's problems by field (ADR 0123). */
export const KEY_FORM_MESSAGES = {
  name: { too_small: 'api-keys-page:form.errors.name', too_big: 'api-keys-page:form.errors.nameTooLong' },
  scopes: 'api-keys-page:form.errors.scopes',
  requestsPerMinute: {
    too_small: 'api-keys-page:form.errors.perMinuteMin',
    too_big: 'api-keys-page:form.errors.perMinuteMax',
    '*': 'api-keys-page:form.errors.perMinute',
  },
};

/** The form's field an API 400 names ('scopes.1' is the scopes' list; 'expiresAt' the date). */
export function keyFieldOf(apiField: string): keyof KeyFormValues | undefined {
  const head = apiField.split('.')[0];
  if (head === 'expiresAt') return 'expiresOn';
  return head === 'name' || head === 'scopes' || head === 'requestsPerMinute' ? head : undefined;
}
