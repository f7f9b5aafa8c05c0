import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';
import { notify } from '../notify/notify-store';
import { SERVER_ERROR } from './contract-resolver';
import { showServerErrors } from './use-contract-form';

/**
 * What a form shows when the API refused its submit (docs/product.md §8): nothing more when the client already
 * reacted (the session-expired or the 500 screen); a 400's problems under the fields they name, or its message under
 * `field` when it names none of them; any other refusal (a 409 limit) in a toast with the API's words, else `failed`.
 */
export function showSubmitError<Input extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Input>,
  {
    fieldOf,
    field,
    failed,
  }: { fieldOf: (apiField: string) => Path<Input> | undefined; field: Path<Input>; failed: string },
): void {
  if (isApiError(error) && error.handled) return;
  const message = isApiError(error) ? error.envelope?.message : undefined;
  if (isApiError(error) && error.status === 400) {
    if (showServerErrors(setError, error, fieldOf) > 0) return;
    if (message) return setError(field, { type: SERVER_ERROR, message });
  }
  notify({ message: message || failed, variant: 'error' });
}
