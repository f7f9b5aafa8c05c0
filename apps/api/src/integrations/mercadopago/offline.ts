/**
 * The offline Mercado Pago (MERCADOPAGO_MODE=offline, the default): preapprovals and monthly charges
 * kept in our own table in the provider's exact shapes, a checkout page served by the app, and signed
 * notifications to our own webhook, so the whole subscription flow runs without the network (ADR 0083).
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mercadopagoOffline } from '../../db/schema';
import { preapprovalBody } from './client';
import { signNotification } from './signature';
import type { MercadoPagoApi, RawAuthorizedPayment, RawPreapproval } from './types';

export const WEBHOOK_PATH = '/api/v1/payments/mercadopago/webhook';
/** The app's page that plays Mercado Pago's checkout (a SPA route). */
export const offlineCheckoutPath = (id: string) => `/pagos/checkout/${id}`;

export interface SignedNotice {
  url: string;
  headers: { 'x-signature': string; 'x-request-id': string };
  body: Record<string, unknown>;
}

export interface OfflineMercadoPago extends MercadoPagoApi {
  kind: 'offline';
  /** The payer approves (a charge is processed and approved) or rejects (the charge is recycled). */
  decide(
    id: string,
    decision: 'approve' | 'reject',
  ): Promise<{ preapproval: RawPreapproval; notifications: SignedNotice[] } | undefined>;
}

export function createMercadoPagoOffline(options: {
  db: Db;
  publicUrl: string;
  webhookSecret: string;
  now: () => Date;
}): OfflineMercadoPago {
  const { db } = options;

  async function load<T>(kind: 'preapproval' | 'authorized_payment', id: string): Promise<T | undefined> {
    const [row] = await db
      .select({ body: mercadopagoOffline.body })
      .from(mercadopagoOffline)
      .where(and(eq(mercadopagoOffline.kind, kind), eq(mercadopagoOffline.id, id)))
      .limit(1);
    return row?.body as T | undefined;
  }

  async function save(kind: 'preapproval' | 'authorized_payment', id: string, body: object) {
    await db
      .insert(mercadopagoOffline)
      .values({ kind, id, body: body as Record<string, unknown> })
      .onConflictDoUpdate({
        target: [mercadopagoOffline.kind, mercadopagoOffline.id],
        set: { body: body as Record<string, unknown> },
      });
  }

  function notice(type: string, dataId: string): SignedNotice {
    const requestId = randomUUID();
    const ts = Math.floor(options.now().getTime() / 1000);
    const query = new URLSearchParams({ 'data.id': dataId, type });
    return {
      url: `${WEBHOOK_PATH}?${query}`,
      headers: {
        'x-signature': signNotification(options.webhookSecret, dataId, requestId, ts),
        'x-request-id': requestId,
      },
      body: {
        id: randomInt(1_000_000_000, 9_999_999_999),
        live_mode: false,
        type,
        action: 'updated',
        date_created: options.now().toISOString(),
        application_id: 1,
        user_id: 1,
        version: 0,
        api_version: 'v1',
        data: { id: dataId },
      },
    };
  }

  return {
    kind: 'offline',

    async createPreapproval(input) {
      const id = randomBytes(16).toString('hex');
      const at = options.now().toISOString();
      const body: RawPreapproval = {
        ...preapprovalBody(input),
        id,
        status: 'pending',
        init_point: `${options.publicUrl}${offlineCheckoutPath(id)}`,
        payer_id: null,
        next_payment_date: null,
        auto_recurring: { ...preapprovalBody(input).auto_recurring, frequency_type: 'months' },
        date_created: at,
        last_modified: at,
      };
      await save('preapproval', id, body);
      return body;
    },

    getPreapproval: (id) => load<RawPreapproval>('preapproval', id),
    getAuthorizedPayment: (id) => load<RawAuthorizedPayment>('authorized_payment', id),

    async decide(id, decision) {
      const preapproval = await load<RawPreapproval>('preapproval', id);
      if (!preapproval) return undefined;
      const at = options.now();
      const approved = decision === 'approve';
      const paymentId = String(randomInt(1_000_000_000, 9_999_999_999));
      const charge: RawAuthorizedPayment = {
        id: Number(paymentId),
        type: 'scheduled',
        preapproval_id: id,
        external_reference: preapproval.external_reference ?? null,
        currency_id: 'ARS',
        transaction_amount: preapproval.auto_recurring.transaction_amount,
        debit_date: at.toISOString(),
        retry_attempt: approved ? 0 : 1,
        status: approved ? 'processed' : 'recycling',
        payment: {
          id: Number(paymentId) + 1,
          status: approved ? 'approved' : 'rejected',
          status_detail: approved ? 'accredited' : 'cc_rejected_insufficient_amount',
        },
        date_created: at.toISOString(),
        last_modified: at.toISOString(),
      };
      await save('authorized_payment', paymentId, charge);
      const updated: RawPreapproval = approved
        ? { ...preapproval, status: 'authorized', last_modified: at.toISOString() }
        : { ...preapproval, last_modified: at.toISOString() };
      if (approved) await save('preapproval', id, updated);
      return {
        preapproval: updated,
        notifications: [notice('subscription_preapproval', id), notice('subscription_authorized_payment', paymentId)],
      };
    },
  };
}
