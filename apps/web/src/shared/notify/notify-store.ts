/**
 * Toasts (docs/product.md §4: variants success, warning, error, info). Anything may call `notify()`; the
 * shell's snackbar host shows what `notifications.get()` holds (ADR 0136): a toast appears at once, at most
 * three are on screen, newest first; a message equal to one on screen replaces it instead of stacking;
 * errors stay until dismissed, the others hide after 6000 ms.
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
/** Toasts on screen at once; a newer one pushes the oldest out. */
export const MAX_TOASTS = 3;

let shown: readonly Notification[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function set(next: readonly Notification[]) {
  for (const gone of shown.filter((n) => !next.includes(n))) {
    clearTimeout(timers.get(gone.id));
    timers.delete(gone.id);
  }
  shown = next;
  for (const listener of listeners) listener();
}

/** What makes two toasts the same message. */
const sameMessage = (a: NotifyInput, b: NotifyInput) =>
  a.variant === b.variant &&
  a.message === b.message &&
  a.messageKey === b.messageKey &&
  JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

export function notify(input: NotifyInput): number {
  const toast: Notification = { ...input, id: nextId++, variant: input.variant ?? 'info' };
  set([toast, ...shown.filter((n) => !sameMessage(n, toast))].slice(0, MAX_TOASTS));
  if (toast.variant !== 'error') {
    timers.set(
      toast.id,
      setTimeout(() => notifications.dismiss(toast.id), SNACKBAR_AUTO_HIDE_MS),
    );
  }
  return toast.id;
}

export const notifications = {
  /** The toasts on screen, newest first. */
  get: (): readonly Notification[] => shown,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number): void {
    if (shown.some((n) => n.id === id)) set(shown.filter((n) => n.id !== id));
  },
  clear(): void {
    set([]);
  },
};
