/**
 * The monthly report quota of the credit gate (docs/domain/quota.md): the caller's allowance, the claim of a
 * (user, month, tax id) slot — or 402 QUOTA_EXCEEDED with the subscription offer — and the slot given back when the
 * report it was claimed for could not be built.
 */
import type { QueryLimit } from '@tirr/contracts';
import { CREDIT_ERROR_CODES } from '@tirr/contracts';
import {
  FREE_MONTHLY_REPORTS,
  formatMoney,
  hasUnlimitedReports,
  quotaMonth,
  quotaMonthStart,
  quotaResetsAt,
  quotaState,
  type Permission,
} from '@tirr/domain';
import { AppError } from '../../lib/errors';
import type { CreditCaches } from './credit.caches';
import type { CreditRepository } from './credit.repository';

interface QuotaCaller {
  userId: string;
  permissions: readonly Permission[];
}

export interface CreditQuotaDeps {
  repository: CreditRepository;
  caches: CreditCaches;
  now: () => Date;
  supportEmail: string;
  premiumPriceArs: number;
}

export function creditQuota(deps: CreditQuotaDeps) {
  const { repository, caches, now } = deps;
  return {
    async queryLimit(caller: QuotaCaller): Promise<QueryLimit> {
      const month = quotaMonth(now());
      return quotaState(caller.permissions, await repository.used(caller.userId, month), month);
    },

    /** Claims the quota slot of (caller, month, tax id), or 402 QUOTA_EXCEEDED with the subscription offer. */
    async claim(caller: QuotaCaller, taxNumber: string) {
      const at = now();
      const month = quotaMonth(at);
      const unlimited = hasUnlimitedReports(caller.permissions);
      const limit = unlimited ? null : FREE_MONTHLY_REPORTS;
      const result = await repository.claim(caller.userId, month, taxNumber, limit, at);
      if (!result.granted) {
        throw new AppError(
          402,
          CREDIT_ERROR_CODES.quotaExceeded,
          `Alcanzaste el límite de ${FREE_MONTHLY_REPORTS} reportes gratuitos de este mes. Con la suscripción paga tenés reportes ilimitados por ${formatMoney(deps.premiumPriceArs)} por mes: enviá el comprobante de pago a ${deps.supportEmail}.`,
          {
            limit: FREE_MONTHLY_REPORTS,
            used: result.used,
            priceArs: deps.premiumPriceArs,
            supportEmail: deps.supportEmail,
            resetsAt: quotaResetsAt(month),
          },
        );
      }
      return { alreadyConsulted: result.alreadyConsulted, state: quotaState(caller.permissions, result.used, month) };
    },

    /** Gives back the slot of a report that could not be built, unless a consult of it was delivered this month. */
    async release(caller: QuotaCaller, taxNumber: string, at: Date) {
      const month = quotaMonth(at);
      caches.unsetClaimed(caller.userId, month, taxNumber);
      await repository.releaseUndelivered(caller.userId, month, taxNumber, quotaMonthStart(month));
    },
  };
}
