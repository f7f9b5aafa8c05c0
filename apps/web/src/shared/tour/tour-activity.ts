import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which guided tours are on screen, so other overlays (the first-visit survey) wait until they end
 * instead of trapping focus away from the tour (ADR 0060).
 */
const active = new Set<string>();
const listeners = new Set<() => void>();
let snapshot = false;

function publish() {
  snapshot = active.size > 0;
  for (const listener of listeners) listener();
}

/** Marks tour `id` as shown while `open` is true and the caller is mounted. */
export function useRegisterTour(id: string, open: boolean): void {
  useEffect(() => {
    if (!open) return;
    active.add(id);
    publish();
    return () => {
      active.delete(id);
      publish();
    };
  }, [id, open]);
}

/** True while any guided tour is shown. */
export function useTourActive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => false,
  );
}
