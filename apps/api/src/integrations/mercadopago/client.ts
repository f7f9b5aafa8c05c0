/** The live Mercado Pago subscriptions adapter (docs/domain/data-sources.md §5): per-user preapprovals, re-reads. */
import { randomUUID } from 'node:crypto';
import { getJson, postJson, UpstreamError, type HttpOptions } from '../http-json';
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

  const http: HttpOptions = {
    source: 'mercadopago',
    headers: auth,
    timeoutMs,
    retries,
    backoffMs,
    sleep,
    fetch: doFetch,
  };

  async function read<T>(path: string): Promise<T | undefined> {
    try {
      return await getJson<T>(`${base}${path}`, http);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return undefined;
      throw error;
    }
  }

  return {
    kind: 'live',

    /** POST /preapproval with an idempotency key, so a retry after a timeout never creates two. */
    createPreapproval: (input) =>
      postJson<RawPreapproval>(`${base}/preapproval`, preapprovalBody(input), {
        ...http,
        headers: { ...auth, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
      }),

    getPreapproval: (id) => read<RawPreapproval>(`/preapproval/${encodeURIComponent(id)}`),
    getAuthorizedPayment: (id) => read<RawAuthorizedPayment>(`/authorized_payments/${encodeURIComponent(id)}`),
  };
}
