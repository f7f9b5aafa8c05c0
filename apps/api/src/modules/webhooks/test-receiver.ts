/**
 * A webhook receiver for the tests (docs/api/webhooks.md §5 describes the same): a real HTTP server on 127.0.0.1
 * that verifies every delivery's signature with lib/webhook-signature.ts, answers what `respond` says, and processes
 * each event once — by its `Tirr-Event-Id`, however many times it arrives. Tests await its requests (`request(i)`)
 * instead of waiting for time to pass.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, verifyWebhook } from '../../lib/webhook-signature';

export interface ReceivedDelivery {
  eventId: string;
  eventType: string;
  body: { id: string; type: string; v: number; createdAt: string; data: Record<string, unknown> };
  raw: string;
  headers: http.IncomingHttpHeaders;
  /** The signature verified with the secret its `kid` names. */
  verified: boolean;
  /** The status answered. */
  status: number;
  /** The first time this event id was processed (a repeat is answered 200 and ignored). */
  processed: boolean;
}

export interface ReceiverOptions {
  /** The clock the signatures' timestamps are checked against (the sender's). */
  now: () => Date;
  /** The status of the n-th request (1-based) that verified; default 200. */
  respond?: (n: number, delivery: Omit<ReceivedDelivery, 'status' | 'processed'>) => number;
}

export async function webhookReceiver(options: ReceiverOptions) {
  /** Signing secrets by key id, as a receiver keeps them. */
  const secrets = new Map<string, string>();
  const received: ReceivedDelivery[] = [];
  const processed: string[] = [];
  const waiters: { index: number; resolve: (delivery: ReceivedDelivery) => void }[] = [];
  let verifiedCount = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = request.headers[SIGNATURE_HEADER] as string | undefined;
      const kid = /(?:^|,)kid=([^,]+)/.exec(header ?? '')?.[1];
      const secret = kid ? secrets.get(kid) : undefined;
      const verified = !!secret && verifyWebhook({ header, body: raw, secret, now: options.now() }).ok;
      const base = {
        eventId: String(request.headers[EVENT_ID_HEADER]),
        eventType: String(request.headers[EVENT_TYPE_HEADER]),
        body: JSON.parse(raw) as ReceivedDelivery['body'],
        raw,
        headers: request.headers,
        verified,
      };
      let status = 401;
      if (verified) status = options.respond?.(++verifiedCount, base) ?? 200;
      // Dedupe by event id: a repeat is acknowledged, never processed again.
      const first = verified && status >= 200 && status < 300 && !processed.includes(base.eventId);
      if (first) processed.push(base.eventId);
      const delivery = { ...base, status, processed: first };
      received.push(delivery);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(first ? 'processed' : 'ok');
      for (const waiter of waiters.filter((w) => w.index < received.length)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(received[waiter.index]!);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Event ids processed, once each, in order. */
    processed,
    trust(keyId: string, secret: string) {
      secrets.set(keyId, secret);
    },
    /** The `index`-th request (0-based) once answered. */
    request(index: number): Promise<ReceivedDelivery> {
      if (index < received.length) return Promise.resolve(received[index]!);
      return new Promise((resolve) => waiters.push({ index, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof webhookReceiver>>;
