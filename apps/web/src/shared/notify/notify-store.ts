/**
 * Snackbar queue (docs/product.md §4: variants success, warning, error, info; hidden after 6000 ms). Anything may
 * call `notify()`; the shell's snackbar host shows the messages one at a time.
 */
export type NotifyVariant = 'success' | 'warning' | 'error' | 'info';

export interface NotifyInput {
  /** Already translated text… */
  message?: string;
  /** …or an i18n key (`namespace:key`) the host translates, with its interpolation values. */
  messageKey?: string;
  values?: Record<string, string | number>;
  variant?: NotifyVariant;
}

export interface Notification extends NotifyInput {
  id: number;
  variant: NotifyVariant;
}

export const SNACKBAR_AUTO_HIDE_MS = 6000;

let queue: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function notify(input: NotifyInput): number {
  const id = nextId++;
  queue = [...queue, { ...input, id, variant: input.variant ?? 'info' }];
  emit();
  return id;
}

export const notifications = {
  get: (): readonly Notification[] => queue,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number): void {
    const next = queue.filter((n) => n.id !== id);
    if (next.length !== queue.length) {
      queue = next;
      emit();
    }
  },
  clear(): void {
    queue = [];
    emit();
  },
};
