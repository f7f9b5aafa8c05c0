/**
 * Webhooks of an account (docs/api/webhooks.md): endpoints (an address, the events it wants, a signing secret shown
 * once) and the deliveries of each event. A delivery is attempted by a job of the queue ('webhook-deliver'): signed,
 * POSTed with a 10 s timeout, its outcome recorded; a failed one is tried again 30 s × 2^n later (at most an hour
 * apart) for 24 hours from the event, then marked failed. An endpoint failing for 24 hours is paused (its
 * deliveries wait) and its owner emailed once; 'Reanudar' or a resend delivers again. The clock and the POST are
 * injected: tests drive attempts with `attempt` and move the clock instead of waiting.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  WEBHOOKS_MAX,
  type CreateWebhookBody,
  type WebhookBody,
  type WebhookDelivery,
  type WebhookInfo,
} from '@tirr/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { SecretsKeyring } from '../../lib/secrets';
import type { WebhookDeliverJob } from '../../lib/webhook-events';
import { openWebhookSecret, sealWebhookSecret } from '../../lib/webhook-secrets';
import {
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  newWebhookSecret,
  SIGNATURE_HEADER,
  signWebhook,
} from '../../lib/webhook-signature';
import { pausedMail, type WebhookMail } from './webhooks.mail';
import { WEBHOOK_MESSAGES as M } from './webhooks.messages';
import type { DeliveryRow, EndpointRow, WebhooksRepository } from './webhooks.repository';
import { addressProblem, WebhookTransportError, type WebhookPost } from './webhooks.transport';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** The first retry's delay; each next one doubles, up to RETRY_MAX_DELAY_MS. */
export const RETRY_BASE_DELAY_MS = 30 * SECOND;
export const RETRY_MAX_DELAY_MS = HOUR;
/** A delivery is tried for this long from its event; then it is failed. */
export const RETRY_WINDOW_MS = 24 * HOUR;
/** An endpoint failing this long is paused. */
export const PAUSE_AFTER_MS = 24 * HOUR;
export const DELIVERY_TIMEOUT_MS = 10 * SECOND;
/** How long an attempt holds its delivery (past the timeout: a crashed attempt's delivery is tried again). */
const ATTEMPT_LEASE_MS = 2 * 60 * SECOND;
/** A queued job may start a little before its time (the database's clock): it still counts as due. */
const DUE_TOLERANCE_MS = 5 * SECOND;
/** The deliveries a list shows. */
export const DELIVERIES_LISTED = 100;
/** A pending delivery this late past its attempt time lost its job: the sweep queues it again. */
export const OVERDUE_AFTER_MS = 5 * 60 * SECOND;
/** Deliveries queued again by one sweep, at most. */
const OVERDUE_BATCH = 500;
/** Deliveries that are over (succeeded or failed) are kept this long from their event, then deleted. */
export const DELIVERY_RETENTION_MS = 30 * 24 * HOUR;

/** The delay after the `attempts`-th failed attempt: 30 s, 1 min, 2 min … at most 1 h. */
export const retryDelayMs = (attempts: number) =>
  Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);

export interface WebhooksServiceDeps {
  repository: WebhooksRepository;
  /** The keys that seal the signing secrets (SECRETS_KEY). */
  keys: SecretsKeyring;
  post: WebhookPost;
  /** Queues a delivery's attempt, `delaySeconds` from now (the job queue). */
  enqueue: (job: WebhookDeliverJob, delaySeconds?: number) => Promise<unknown>;
  /** Sends a mail through the outbox. */
  mail: (mail: WebhookMail) => Promise<void>;
  now: () => Date;
  /** http:// and private addresses are allowed (WEBHOOKS_ALLOW_HTTP: development and tests). */
  allowHttp: boolean;
  /** Links in mails start here. */
  publicUrl: string;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

export type AttemptResult =
  | { outcome: 'succeeded'; responseCode: number }
  | { outcome: 'retry' | 'failed' | 'waiting'; responseCode: number | null; error: string }
  /** Nothing was sent: the delivery is gone, done, not due yet, or waits for its paused endpoint. */
  | { outcome: 'gone' | 'done' | 'not-due' | 'paused' };

export function webhooksService(deps: WebhooksServiceDeps) {
  const { repository, now } = deps;
  const timeoutMs = deps.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const iso = (date: Date | null) => date?.toISOString() ?? null;

  const info = (row: EndpointRow): WebhookInfo => ({
    id: row.id,
    url: row.url,
    events: row.events,
    keyId: row.keyId,
    status: row.pausedAt ? 'paused' : row.failingSince ? 'failing' : 'active',
    failingSince: iso(row.failingSince),
    pausedAt: iso(row.pausedAt),
    createdAt: row.createdAt.toISOString(),
  });

  const delivery = (row: DeliveryRow): WebhookDelivery => ({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    durationMs: row.durationMs,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
  });

  const endpointOf = async (userId: string, id: string) => {
    const row = await repository.find(userId, id);
    if (!row) throw notFound(M.notFound);
    return row;
  };

  /** Sends the pause notice to the endpoint's owner (never fails the attempt). */
  async function notifyPaused(endpoint: EndpointRow) {
    try {
      const owner = await repository.owner(endpoint.userId);
      if (owner?.email) await deps.mail(pausedMail({ ...owner, email: owner.email }, endpoint.url, deps.publicUrl));
    } catch (error) {
      deps.onError?.(error);
    }
  }

  /** Sends a claimed delivery: its response code, or why none came, and how long it took. */
  async function send(endpoint: EndpointRow, claimed: DeliveryRow, at: Date, stop: AbortSignal | undefined) {
    // The envelope's fields in the documented order (jsonb keeps its own), then the event's data.
    const { id, type, v, createdAt, data } = claimed.payload as unknown as WebhookBody;
    const body = JSON.stringify({ id, type, v, createdAt, data });
    const { plaintext: secret } = openWebhookSecret(deps.keys, endpoint.id, endpoint.secret);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
    const started = performance.now();
    let responseCode: number | null = null;
    let error: string | null = null;
    try {
      responseCode = (
        await deps.post({
          url: endpoint.url,
          body,
          signal,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Tirr-Webhooks/1',
            [EVENT_ID_HEADER]: claimed.eventId,
            [EVENT_TYPE_HEADER]: claimed.eventType,
            [SIGNATURE_HEADER]: signWebhook({ secret, keyId: endpoint.keyId, body, now: at }),
          },
        })
      ).status;
      if (responseCode < 200 || responseCode > 299) error = M.answered(responseCode);
    } catch (cause) {
      if (timeout.aborted) error = M.timeout(Math.round(timeoutMs / SECOND));
      else if (stop?.aborted) error = M.interrupted;
      else if (cause instanceof WebhookTransportError) error = cause.message;
      else {
        deps.onError?.(cause);
        error = M.notSent;
      }
    }
    return { responseCode, error, durationMs: Math.round(performance.now() - started) };
  }

  return {
    async create(userId: string, body: CreateWebhookBody): Promise<{ webhook: WebhookInfo; secret: string }> {
      const problem = deps.allowHttp ? undefined : addressProblem(new URL(body.url));
      if (problem) throw badRequest('url', problem);
      const id = randomUUID();
      const secret = newWebhookSecret();
      const endpoint = {
        id,
        url: body.url,
        events: body.events,
        keyId: `whk_${randomBytes(6).toString('hex')}`,
        secret: sealWebhookSecret(deps.keys, id, secret),
      };
      const row = await repository.create(userId, endpoint, WEBHOOKS_MAX, now());
      if (!row) throw new AppError(409, ERROR_CODES.conflict, M.tooMany, { limit: WEBHOOKS_MAX });
      return { webhook: info(row), secret };
    },

    list: async (userId: string) => ({ items: (await repository.list(userId)).map(info) }),

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw notFound(M.notFound);
    },

    /** Un-pauses an endpoint and delivers what waited. */
    async resume(userId: string, id: string): Promise<WebhookInfo> {
      const resumed = await repository.resume(userId, id, now());
      if (!resumed) throw notFound(M.notFound);
      for (const deliveryId of resumed.deliveries) await deps.enqueue({ deliveryId });
      return info(resumed.endpoint);
    },

    async deliveries(userId: string, id: string) {
      const endpoint = await endpointOf(userId, id);
      return { items: (await repository.deliveries(endpoint.id, DELIVERIES_LISTED)).map(delivery) };
    },

    /** Sends a delivery again (the same event and id), even a succeeded one, even to a paused endpoint. */
    async resend(userId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const row = await repository.requeue(userId, id, deliveryId, now());
      if (!row) throw notFound(M.deliveryNotFound);
      await deps.enqueue({ deliveryId, manual: true });
      return delivery(row);
    },

    /**
     * One attempt of a delivery (the queue's job): sends it when it is pending and due, records the outcome and
     * queues the next attempt. `manual` (a resend) sends even to a paused endpoint; `signal` stops it (shutdown).
     */
    async attempt(
      deliveryId: string,
      options: { manual?: boolean; signal?: AbortSignal } = {},
    ): Promise<AttemptResult> {
      const found = await repository.forAttempt(deliveryId);
      if (!found) return { outcome: 'gone' };
      const { endpoint } = found;
      if (found.delivery.status !== 'pending') return { outcome: 'done' };
      if (endpoint.pausedAt && !options.manual) {
        await repository.wait(deliveryId);
        return { outcome: 'paused' };
      }
      const at = now();
      const claimed = await repository.claim(
        deliveryId,
        at,
        new Date(at.getTime() + DUE_TOLERANCE_MS),
        ATTEMPT_LEASE_MS,
      );
      if (!claimed) return { outcome: 'not-due' };
      const sent = await send(endpoint, claimed, at, options.signal);
      const outcome = { responseCode: sent.responseCode, durationMs: sent.durationMs, lastError: sent.error };
      if (sent.error === null) {
        await repository.record(deliveryId, { ...outcome, status: 'succeeded', nextAttemptAt: null });
        await repository.succeeded(endpoint.id);
        return { outcome: 'succeeded', responseCode: sent.responseCode! };
      }
      const failingSince = await repository.failed(endpoint.id, at);
      let paused = endpoint.pausedAt !== null;
      if (!paused && at.getTime() - failingSince.getTime() >= PAUSE_AFTER_MS) {
        paused = true;
        if (await repository.pause(endpoint.id, at)) await notifyPaused(endpoint);
      }
      const deadline = claimed.createdAt.getTime() + RETRY_WINDOW_MS;
      if (at.getTime() >= deadline) {
        await repository.record(deliveryId, { ...outcome, status: 'failed', nextAttemptAt: null });
        return { outcome: 'failed', responseCode: sent.responseCode, error: sent.error };
      }
      if (paused) {
        await repository.record(deliveryId, { ...outcome, status: 'pending', nextAttemptAt: null });
        return { outcome: 'waiting', responseCode: sent.responseCode, error: sent.error };
      }
      // The last attempt is at the end of the window (its failure fails the delivery).
      const next = Math.min(at.getTime() + retryDelayMs(claimed.attempts), deadline);
      await repository.record(deliveryId, { ...outcome, status: 'pending', nextAttemptAt: new Date(next) });
      await deps.enqueue({ deliveryId }, Math.ceil((next - at.getTime()) / SECOND));
      return { outcome: 'retry', responseCode: sent.responseCode, error: sent.error };
    },

    /**
     * Queues again the deliveries whose attempt is overdue by OVERDUE_AFTER_MS (the job that would attempt them was
     * lost with its instance); an attempt claims its delivery, so a delivery queued twice is still sent once.
     * Answers how many were queued.
     */
    async requeueOverdue(): Promise<number> {
      const ids = await repository.overdue(new Date(now().getTime() - OVERDUE_AFTER_MS), OVERDUE_BATCH);
      for (const deliveryId of ids) await deps.enqueue({ deliveryId });
      return ids.length;
    },

    /**
     * Deletes the deliveries that are over and older than DELIVERY_RETENTION_MS (their payloads name people and
     * companies); those still waiting for a paused endpoint stay. Answers how many went.
     */
    purgeOld: (): Promise<number> => repository.purge(new Date(now().getTime() - DELIVERY_RETENTION_MS)),
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
