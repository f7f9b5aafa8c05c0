/**
 * The app's events across instances on one PostgreSQL server (ADR 0132): an event is told to this
 * instance's listeners at once (as in one process), written to `app_events` and announced with NOTIFY;
 * every other instance LISTENs and tells its own listeners. The safety net: every `checkEveryMs` each
 * instance reads the last minutes of `app_events` and delivers what it has not seen (a dropped LISTEN
 * connection, a notification lost in a restart). An event delivered twice is harmless (they forget
 * cached answers), one never delivered is not: hence both.
 */
import pg from 'pg';
import { inProcessEvents, type AppEventMap, type AppEventName, type AppEvents } from './app-events';

const CHANNEL = 'tirr_events';
/** Events older than this are removed (an instance away longer starts with empty caches anyway). */
const KEEP_MINUTES = 60;
/** What the check reads back: wider than any gap between two checks. */
const CHECK_WINDOW_SECONDS = 120;

export interface SharedEventsOptions {
  /** The PostgreSQL server's connection string (a connection of its own LISTENs). */
  url: string;
  /** Raw SQL on the app's pool. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** This instance's id: its own events come back through NOTIFY and are skipped. */
  instance: string;
  /** How often the table is read as the safety net (default 2 s). */
  checkEveryMs?: number;
  onError?: (error: unknown) => void;
}

export interface SharedEvents extends AppEvents {
  /** Reads the table now and delivers what was missed (the safety net's round; tests call it). */
  check(): Promise<void>;
  close(): Promise<void>;
}

interface Stored {
  id: number | string;
  name: AppEventName;
  payload: AppEventMap[AppEventName];
  origin: string;
}

export async function sharedEvents(options: SharedEventsOptions): Promise<SharedEvents> {
  const local = inProcessEvents();
  const onError = options.onError ?? (() => undefined);
  /** Ids already delivered here (or emitted here), with the time they were seen, pruned with the window. */
  const seen = new Map<number, number>();
  let closing = false;
  let listener: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let purgedAt = 0;
  let pending = Promise.resolve();

  const deliver = (event: Stored) => {
    const id = Number(event.id);
    if (seen.has(id)) return;
    seen.set(id, Date.now());
    if (event.origin === options.instance) return;
    local.emit(event.name, event.payload as never);
  };

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.url });
    client.on('error', (error) => {
      onError(error);
      void client.end().catch(() => undefined);
    });
    client.on('end', () => {
      if (listener === client) listener = undefined;
      if (closing) return;
      // Reconnect, then read what passed meanwhile.
      reconnect = setTimeout(() => void listen().then(check).catch(reportUnlessClosing), 1000);
      reconnect.unref();
    });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as Stored);
      } catch (error) {
        onError(error);
      }
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
  }

  async function read(): Promise<Stored[]> {
    const { rows } = await options.executeSql(
      `select id, name, payload, origin from app_events
        where created_at > now() - make_interval(secs => $1) order by id`,
      [CHECK_WINDOW_SECONDS],
    );
    return rows as Stored[];
  }

  /** An error of a background read or reconnection; none once closing (the pool may be gone already). */
  function reportUnlessClosing(error: unknown) {
    if (!closing) onError(error);
  }

  async function check(): Promise<void> {
    if (closing) return;
    for (const event of await read()) deliver(event);
    const now = Date.now();
    for (const [id, at] of seen) if (now - at > CHECK_WINDOW_SECONDS * 2000) seen.delete(id);
    if (now - purgedAt > 10 * 60_000) {
      purgedAt = now;
      await options.executeSql(`delete from app_events where created_at < now() - make_interval(mins => $1)`, [
        KEEP_MINUTES,
      ]);
    }
  }

  // What is in the table already is older than this instance's caches: seen, not delivered.
  for (const event of await read()) seen.set(Number(event.id), Date.now());
  await listen();
  const timer = setInterval(() => void check().catch(reportUnlessClosing), options.checkEveryMs ?? 2000);
  timer.unref();

  return {
    on: local.on,
    emit(event, payload) {
      local.emit(event, payload);
      // Written in the order emitted; the id comes back so this instance never delivers it again.
      pending = pending.then(async () => {
        try {
          const { rows } = await options.executeSql(
            `with e as (insert into app_events (name, payload, origin) values ($1, $2, $3) returning id)
             select e.id, pg_notify($4, json_build_object('id', e.id, 'name', $1::text, 'payload', $2::jsonb,
               'origin', $3::text)::text) from e`,
            [event, JSON.stringify(payload), options.instance, CHANNEL],
          );
          const id = Number((rows[0] as { id: number | string } | undefined)?.id);
          if (Number.isFinite(id)) seen.set(id, Date.now());
        } catch (error) {
          onError(error);
        }
      });
    },
    check,
    async close() {
      closing = true;
      clearInterval(timer);
      clearTimeout(reconnect);
      await pending;
      await listener?.end().catch(() => undefined);
    },
  };
}
