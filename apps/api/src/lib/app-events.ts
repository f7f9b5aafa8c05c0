/**
 * The app's events (ADR 0124): a write that makes cached answers wrong emits one, and each cache that holds
 * such answers listens on its own app; background work says when it moved (batch jobs), so whoever waits
 * for it (a test) hears it instead of polling. Payloads are small JSON objects: on PostgreSQL they reach
 * every instance (lib/shared-events.ts, ADR 0132).
 */
import type { FastifyInstance } from 'fastify';

/** Every event and its payload. */
export interface AppEventMap {
  /** A user's role, premium state or account (confirmed email, reset password) changed: by user id or subject. */
  'user-changed': { user: string };
  /** A session was ended (sign-out, password reset, removal): its tokens are refused until `expiresAt` (ISO). */
  'session-revoked': { sessionId: string; expiresAt: string };
  /** The demo data published another BCRA period ahead of the calendar (`monthsAhead` now). */
  'demo-period-changed': { monthsAhead: number };
  /** A user's portfolio changed (a profile, its balances or its monitored snapshot): their cached pages go. */
  'profiles-changed': { userId: string };
  /** A row of `blocked_cuits` was added or removed (no tax id: any of them). */
  'blocked-ids-changed': { taxNumber?: string };
  /** Rows of a running job of claimed rows (a batch lookup, a cheque portfolio) were stored: its progress moved. */
  'batch-progress': { jobId: string };
  /** Such a job ended: every row has its outcome, and the job reads 'done'. */
  'batch-done': { jobId: string };
  /** An API key was revoked (or changed): every instance forgets it at once (docs/api/keys.md). */
  'api-keys-changed': { keyId: string };
}

export type AppEventName = keyof AppEventMap;

export interface AppEvents {
  /** Tells every listener of this app (synchronously, in the order they started listening). */
  emit<E extends AppEventName>(event: E, payload: AppEventMap[E]): void;
  /** Listens until the returned function is called. */
  on<E extends AppEventName>(event: E, listener: (payload: AppEventMap[E]) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's events (ADR 0124). */
    events: AppEvents;
  }
}

/** Events delivered within this app only: what one instance needs. */
export function inProcessEvents(): AppEvents {
  const listeners = new Map<AppEventName, Set<(payload: never) => void>>();
  return {
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) (listener as (p: typeof payload) => void)(payload);
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
  };
}

/** Decorates `app.events` (once per app; the root's events reach every plugin). */
export function installEvents(app: FastifyInstance, events: AppEvents = inProcessEvents()): AppEvents {
  app.decorate('events', events);
  return events;
}
