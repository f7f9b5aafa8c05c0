/**
 * Identical requests in flight share one network request (ADR 0136): a page and the panel beside it asking
 * for the same thing, or a component that React mounts, unmounts and mounts again (StrictMode, a list
 * re-keyed) — the second caller joins the first request instead of sending its own.
 *
 * Each caller keeps its own abort signal: an aborted caller gets an AbortError at once and leaves; the
 * network request is aborted only when no caller is left, and only at the end of the task, so a caller
 * that comes back in the same task (the remount that follows the unmount) joins it instead of sending it
 * again.
 */
export interface RequestSharing {
  run<T>(key: string, signal: AbortSignal | undefined, start: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Network requests in flight (for tests and diagnostics). */
  readonly size: number;
}

interface Entry {
  promise: Promise<unknown>;
  controller: AbortController;
  callers: number;
  abortTimer: ReturnType<typeof setTimeout> | null;
}

/** The error an aborted caller gets (the one `fetch` throws). */
export const abortError = (): DOMException => new DOMException('The request was aborted.', 'AbortError');

export function createRequestSharing(): RequestSharing {
  const inFlight = new Map<string, Entry>();

  function open(key: string, start: (signal: AbortSignal) => Promise<unknown>): Entry {
    const controller = new AbortController();
    const entry: Entry = { promise: start(controller.signal), controller, callers: 0, abortTimer: null };
    const settle = () => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    };
    entry.promise.then(settle, settle);
    inFlight.set(key, entry);
    return entry;
  }

  function leave(key: string, entry: Entry) {
    entry.callers -= 1;
    if (entry.callers > 0) return;
    entry.abortTimer = setTimeout(() => {
      if (entry.callers > 0 || inFlight.get(key) !== entry) return;
      inFlight.delete(key);
      entry.controller.abort();
    }, 0);
  }

  return {
    get size() {
      return inFlight.size;
    },
    run<T>(key: string, signal: AbortSignal | undefined, start: (signal: AbortSignal) => Promise<T>): Promise<T> {
      if (signal?.aborted) return Promise.reject(abortError());
      const entry = inFlight.get(key) ?? open(key, start);
      entry.callers += 1;
      if (entry.abortTimer) clearTimeout(entry.abortTimer);
      entry.abortTimer = null;
      const answer = entry.promise as Promise<T>;
      if (!signal) return answer;
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          reject(abortError());
          leave(key, entry);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        answer.then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
  };
}
