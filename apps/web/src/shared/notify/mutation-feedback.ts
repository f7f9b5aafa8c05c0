import { isApiError } from '../api/api-error';
import { notify } from './notify-store';

/**
 * What a confirmed action (a dialog's 'Revocar', 'Quitar') does when its request ends (docs/product.md §8): on
 * success it says `done` and closes; on a refusal the client already showed (the session-expired or the 500 screen,
 * a 'not found' toast) it closes; otherwise it says the API's words, else `failed`, and stays open.
 */
export function mutationFeedback({ done, failed, onClose }: { done: string; failed: string; onClose: () => void }) {
  return {
    onSuccess: () => {
      notify({ message: done, variant: 'success' });
      onClose();
    },
    onError: (error: unknown) => {
      if (isApiError(error) && error.handled) return onClose();
      notify({ message: (isApiError(error) && error.envelope?.message) || failed, variant: 'error' });
    },
  };
}
