import { useMemo } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { contractResolver, SERVER_ERROR, SHOWN_BY_FIELD, type FieldMessages } from './contract-resolver';
import { readNumberField, type NumberFieldKind } from './number-field';

export interface ContractFormOptions<Input extends FieldValues> extends Omit<
  UseFormProps<Input, unknown>,
  'resolver' | 'defaultValues'
> {
  defaultValues: Input;
  /** i18n keys of the schema's issues by field path (ADR 0123). */
  messages?: FieldMessages;
}

/**
 * The one way a form keeps its values, its problems and when it shows them (ADR 0123): react-hook-form
 * validating with `schema` (a contract of packages/contracts, or the form's texts piped into one) and
 * wording problems through i18n. `handleSubmit` hands the schema's output (trimmed, parsed) to the
 * form's submit. Timing is the form's choice: `mode` (when the first check runs) and `reValidateMode`
 * (after a submit), as react-hook-form defines them.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  { messages, ...options }: ContractFormOptions<Input>,
) {
  const resolver = useMemo(() => contractResolver(schema, messages), [schema, messages]);
  // The focus stays where the person is: each field says its own problem.
  return useForm<Input, unknown, Output>({ shouldFocusError: false, ...options, resolver } as UseFormProps<
    Input,
    unknown,
    Output
  >);
}

/**
 * Shows the API's 400 `details` (`{ field, message }`, docs/product.md §8) under the fields they name;
 * `fieldOf` maps the API's field to the form's (undefined: not a field of this form). Returns how many
 * were shown, so the form can say something else when none was.
 */
export function showServerErrors<Input extends FieldValues>(
  setError: UseFormSetError<Input>,
  error: unknown,
  fieldOf: (apiField: string) => Path<Input> | undefined,
): number {
  const details = error instanceof ApiError && Array.isArray(error.envelope?.details) ? error.envelope.details : [];
  let shown = 0;
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    const field = typeof detail?.field === 'string' ? fieldOf(detail.field) : undefined;
    if (field === undefined || typeof detail.message !== 'string') continue;
    setError(field, { type: SERVER_ERROR, message: detail.message });
    shown++;
  }
  return shown;
}

/**
 * A NumberField's text in a form schema: its number, or null when empty. A text the field cannot read
 * is a problem the field words itself (ADR 0116), so the issue's message is left to it.
 */
export function numberText(kind: NumberFieldKind) {
  return z.string().transform((text, ctx): number | null => {
    const reading = readNumberField(text, kind);
    if (reading.state === 'value') return reading.value;
    if (reading.state === 'error') ctx.addIssue({ code: 'custom', message: SHOWN_BY_FIELD });
    return null;
  });
}
