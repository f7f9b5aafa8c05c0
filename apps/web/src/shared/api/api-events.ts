/**
 * Global reactions of the API client (docs/product.md §8) that the shell renders: the session-expired screen
 * (401) and the 500 screen (other 5xx). shared/ cannot import the shell, so the client writes here and
 * the shell subscribes (useSyncExternalStore).
 */
export interface ServerErrorInfo {
  method: string;
  url: string;
  status: number;
}

export interface ApiStatus {
  sessionExpired: boolean;
  serverError: ServerErrorInfo | null;
}

const initial: ApiStatus = { sessionExpired: false, serverError: null };
let state: ApiStatus = initial;
const listeners = new Set<() => void>();

function set(next: ApiStatus) {
  state = next;
  for (const listener of listeners) listener();
}

export const apiStatus = {
  get: (): ApiStatus => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  sessionExpired(): void {
    if (!state.sessionExpired) set({ ...state, sessionExpired: true });
  },
  serverError(info: ServerErrorInfo): void {
    set({ ...state, serverError: info });
  },
  /** Back to normal (on navigation, after signing in again, after 'Regresar'). */
  clear(): void {
    if (state !== initial) set(initial);
  },
};
