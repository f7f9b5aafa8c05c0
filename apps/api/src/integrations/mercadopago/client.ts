/** The live Mercado Pago subscriptions adapter (docs/domain/data-sources.md §5): per-user preapprovals, re-reads. */
import { randomUUID } from 'node:crypto';
import { getJson, UpstreamError } from '../http-json';
import type { CreatePreapprovalInput, MercadoPagoApi, RawAuthorizedPayment, RawPreapproval } from './types';

export interface MercadoPagoClientOptions {
  baseUrl: string;
  accessToken: string;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The body of a per-user preapproval in status pending: its init_point is the checkout link. */
export function preapprovalBody(input: CreatePreapprovalInput) {
  return {
    reason: input.reason,
    external_reference: input.userId,
    payer_email: input.payerEmail,
    auto_recurring: {
      frequency: 1,
      frequency_type: 'months',
      transaction_amount: input.amountArs,
      currency_id: 'ARS',
    },
    back_url: input.backUrl,
    status: 'pending',
  };
}

export function createMercadoPagoClient(options: MercadoPagoClientOptions): MercadoPagoApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? fetch;
  const auth = { authorization: `Bearer ${options.accessToken}` };

  async function read<T>(path: string): Promise<T | undefined> {
    try {
      return await getJson<T>(`${base}${path}`, {
        headers: auth,
        timeoutMs,
        retries,
        backoffMs,
        sleep,
        fetch: doFetch,
      });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return undefined;
      throw error;
    }
  }

  return {
    kind: 'live',

    /** POST /preapproval with an idempotency key, so a retry after a timeout never creates two. */
    async createPreapproval(input) {
      const url = `${base}/preapproval`;
      const key = randomUUID();
      let last: UpstreamError | undefined;
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
        let response: Response;
        let text: string;
        try {
          response = await doFetch(url, {
            method: 'POST',
            headers: {
              ...auth,
              accept: 'application/json',
              'content-type': 'application/json',
              'x-idempotency-key': key,
            },
            body: JSON.stringify(preapprovalBody(input)),
            signal: AbortSignal.timeout(timeoutMs),
          });
          text = await response.text();
        } catch (error) {
          last = new UpstreamError(url, undefined, undefined, `${url} failed: ${(error as Error).message}`);
          continue;
        }
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // keep the text
        }
        if (response.ok) return body as RawPreapproval;
        last = new UpstreamError(url, response.status, body, `${url} answered ${response.status}`);
        if (response.status !== 429 && response.status < 500) throw last;
      }
      throw last ?? new UpstreamError(url, undefined, undefined, `${url} failed`);
    },

    getPreapproval: (id) => read<RawPreapproval>(`/preapproval/${encodeURIComponent(id)}`),
    getAuthorizedPayment: (id) => read<RawAuthorizedPayment>(`/authorized_payments/${encodeURIComponent(id)}`),
  };
}
