/** The premium subscription through Mercado Pago (docs/domain/data-sources.md §5; ADR 0083). */
import type { CheckoutResponse, OfflineCheckout, OfflineDecisionResponse } from '@tirr/contracts';
import { ERROR_CODES, PAYMENT_ERROR_CODES } from '@tirr/contracts';
import { effectiveRole, paidThroughOf } from '@tirr/domain';
import type { AppEvents } from '../../lib/app-events';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { UpstreamError } from '../../integrations/http-json';
import type { OfflineMercadoPago } from '../../integrations/mercadopago/offline';
import { verifySignature } from '../../integrations/mercadopago/signature';
import type { MercadoPagoApi } from '../../integrations/mercadopago/types';
import type { PaymentsRepository } from './payments.repository';

export interface PaymentsServiceDeps {
  repository: PaymentsRepository;
  mercadopago: MercadoPagoApi | OfflineMercadoPago;
  webhookSecret: string;
  publicUrl: string;
  premiumPriceArs: number;
  now: () => Date;
  /** The app's events: an approved payment changes the user's premium state ('user-changed'). */
  events: Pick<AppEvents, 'emit'>;
}

export interface WebhookInput {
  type: string | undefined;
  dataId: string | undefined;
  signature: string | undefined;
  requestId: string | undefined;
}

export const PLAN_REASON = 'Tirr Premium: reportes ilimitados';
/** Where Mercado Pago sends the payer back (the credit home shows the new premium state). */
export const BACK_PATH = '/credits';

const isOffline = (api: MercadoPagoApi | OfflineMercadoPago): api is OfflineMercadoPago => api.kind === 'offline';

export function paymentsService(deps: PaymentsServiceDeps) {
  const { repository, mercadopago: mp, now } = deps;

  /** `path` on this app's public address; anything that would leave it (never, past the contract) is refused. */
  const backUrlOf = (path: string) => {
    const base = new URL(deps.publicUrl);
    const url = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base);
    if (url.origin !== base.origin) throw badRequest('returnTo', 'debe ser una ruta de Tirr.');
    return url.toString();
  };

  const unavailable = () =>
    new AppError(503, ERROR_CODES.unavailable, 'No pudimos iniciar el pago con Mercado Pago. Intentá nuevamente.');

  async function ownedOffline(userId: string, id: string) {
    if (!isOffline(mp)) throw notFound('id: el checkout local solo existe con MERCADOPAGO_MODE=offline.');
    const subscription = await repository.findSubscription(id);
    if (!subscription || subscription.userId !== userId) throw notFound('id: no existe ese checkout.');
    const preapproval = await mp.getPreapproval(id);
    if (!preapproval) throw notFound('id: no existe ese checkout.');
    return { offline: mp, preapproval };
  }

  async function onPreapproval(id: string): Promise<boolean> {
    const preapproval = await mp.getPreapproval(id);
    if (!preapproval || !(await repository.findSubscription(id))) return false;
    // authorized → waiting for the first charge; cancelled/paused → access stays until paid-through.
    return repository.setStatus(id, preapproval.status);
  }

  async function onAuthorizedPayment(id: string): Promise<boolean> {
    const charge = await mp.getAuthorizedPayment(id);
    if (!charge) return false;
    const subscription = await repository.findSubscription(charge.preapproval_id);
    if (!subscription) return false;
    const paymentStatus = charge.payment?.status ?? charge.status;
    const debitDate = new Date(charge.debit_date);
    if (Number.isNaN(debitDate.getTime())) return false;
    const approved = paymentStatus === 'approved';
    const applied = await repository.applyCharge({
      authorizedPaymentId: String(charge.id),
      preapprovalId: charge.preapproval_id,
      userId: subscription.userId,
      paymentStatus,
      debitDate,
      paidThrough: approved ? paidThroughOf(debitDate) : null,
    });
    if (applied && approved) deps.events.emit('user-changed', { user: subscription.userId });
    return applied;
  }

  return {
    /**
     * Starts the checkout for a signed-in user without premium: a per-user preapproval. The payer comes back
     * to `returnTo` (a path of this app, checked by the contract: e.g. the report the quota blocked, ADR 0141),
     * else to the credit home.
     */
    async checkout(userId: string, returnTo: string = BACK_PATH): Promise<CheckoutResponse> {
      const user = await repository.userForCheckout(userId);
      if (!user) throw notFound('user: no existe el usuario.');
      if (effectiveRole(user.role, user.premiumUntil, now()) !== 'free') {
        throw new AppError(409, PAYMENT_ERROR_CODES.alreadyPremium, 'Ya tenés premium: tus reportes son ilimitados.');
      }
      if (!user.email) throw badRequest('email', 'tu cuenta no tiene correo electrónico; Mercado Pago lo necesita.');
      try {
        const preapproval = await mp.createPreapproval({
          userId,
          payerEmail: user.email,
          amountArs: deps.premiumPriceArs,
          reason: PLAN_REASON,
          backUrl: backUrlOf(returnTo),
        });
        if (!preapproval.id || !preapproval.init_point) throw unavailable();
        await repository.createSubscription(preapproval.id, userId, preapproval.status, deps.premiumPriceArs);
        return { checkoutUrl: preapproval.init_point };
      } catch (error) {
        if (error instanceof UpstreamError) throw unavailable();
        throw error;
      }
    },

    /**
     * A notification: verify the signature (401, no change), then re-read the resource from the
     * provider and apply it; replays change nothing. Unknown topics are acknowledged.
     */
    async webhook(input: WebhookInput): Promise<{ received: true; applied: boolean }> {
      if (!input.signature) throw badRequest('x-signature', 'falta la firma de Mercado Pago.');
      const verdict = verifySignature({
        secret: deps.webhookSecret,
        signature: input.signature,
        requestId: input.requestId,
        dataId: input.dataId,
        now: now(),
      });
      if (verdict !== 'ok') {
        throw new AppError(401, PAYMENT_ERROR_CODES.badSignature, `x-signature: firma inválida (${verdict}).`);
      }
      if (!input.dataId) return { received: true, applied: false };
      try {
        if (input.type === 'subscription_preapproval')
          return { received: true, applied: await onPreapproval(input.dataId) };
        if (input.type === 'subscription_authorized_payment')
          return { received: true, applied: await onAuthorizedPayment(input.dataId) };
        return { received: true, applied: false };
      } catch (error) {
        // Mercado Pago retries on 5xx: an upstream outage while re-reading is worth a retry.
        if (error instanceof UpstreamError) throw unavailable();
        throw error;
      }
    },

    async offlineCheckout(userId: string, id: string): Promise<OfflineCheckout> {
      const { preapproval } = await ownedOffline(userId, id);
      return {
        id,
        reason: preapproval.reason ?? PLAN_REASON,
        amountArs: preapproval.auto_recurring.transaction_amount,
        payerEmail: preapproval.payer_email ?? null,
        status: preapproval.status,
        backUrl: preapproval.back_url ?? `${deps.publicUrl}${BACK_PATH}`,
      };
    },

    async offlineDecide(userId: string, id: string, decision: 'approve' | 'reject'): Promise<OfflineDecisionResponse> {
      const { offline, preapproval } = await ownedOffline(userId, id);
      if (preapproval.status !== 'pending') {
        throw new AppError(409, ERROR_CODES.conflict, 'id: este checkout ya fue aprobado.');
      }
      const result = await offline.decide(id, decision);
      if (!result) throw notFound('id: no existe ese checkout.');
      return {
        status: decision === 'approve' ? 'approved' : 'rejected',
        backUrl: result.preapproval.back_url ?? `${deps.publicUrl}${BACK_PATH}`,
        notifications: result.notifications,
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
