/** Credit reports with the monthly quota, blocked ids and the consult audit (domain-rules §2, issue 4). */
import type {
  ActivityReport,
  Availables,
  CreateConsultResponse,
  CreditHistory,
  CreditReport,
  IdentityLookup,
  LastPeriods,
  QueryLimit,
  RegistryDetails,
} from '@tirr/contracts';
import { CREDIT_ERROR_CODES, creditReport } from '@tirr/contracts';
import {
  addMonthsToPeriod,
  buenosAiresDate,
  can,
  hasUnlimitedReports,
  periodLabel,
  periodWindow,
  quotaMonth,
  quotaResetsAt,
  quotaState,
  FREE_MONTHLY_REPORTS,
  type Permission,
} from '@tirr/domain';
import { taxIdBlockedError } from '../../lib/blocked-tax-ids';
import { AppError } from '../../lib/errors';
import type { DataSources } from '../../integrations';
import { UpstreamError } from '../../integrations/http';
import { consultAudit, type ConsultAudit } from './consult-audit';
import { creditCaches, type CreditCaches } from './credit.caches';
import type { CreditRepository } from './credit.repository';
import type { IdentityService } from './identity.service';
import { CUIT_UNAVAILABLE, unavailable } from './identity.service';
import { buildReport } from './report';

export interface Caller {
  userId: string;
  permissions: readonly Permission[];
}

export interface CreditServiceDeps {
  repository: CreditRepository;
  sources: DataSources;
  identity: IdentityService;
  supportEmail: string;
  premiumPriceArs: number;
  now?: () => Date;
  /** The consult audit (written behind); by default one of its own. */
  audit?: ConsultAudit;
  caches?: CreditCaches;
}

/** A report and its JSON, serialised once per assembled report (the route sends the string as is). */
export interface ReportWithJson {
  report: CreditReport;
  /** The report as UTF-8 JSON, encoded once: sent as is (no per-request serialisation or encoding). */
  json: Buffer;
}

export const RECENTS_LIMIT = 8;

export function creditService(deps: CreditServiceDeps) {
  const { repository, identity } = deps;
  const now = deps.now ?? (() => new Date());
  const audit = deps.audit ?? consultAudit(repository);
  const caches = deps.caches ?? creditCaches();

  async function queryLimit(caller: Caller): Promise<QueryLimit> {
    const month = quotaMonth(now());
    return quotaState(caller.permissions, await repository.used(caller.userId, month), month);
  }

  /** 403 TAX_ID_BLOCKED for a blocked CUIT/CUIL unless the caller is an admin; `asked` is what the caller typed. */
  function refuseIfBlocked(caller: Caller, blocked: boolean, asked: string) {
    if (blocked && !can(caller.permissions, 'admin')) throw taxIdBlockedError(asked, deps.supportEmail);
  }

  async function refuseBlocked(caller: Caller, taxNumber: string, asked = taxNumber) {
    if (can(caller.permissions, 'admin')) return;
    let blocked = caches.blocked(taxNumber);
    if (blocked === undefined) {
      blocked = await repository.isBlocked(taxNumber);
      caches.setBlocked(taxNumber, blocked);
    }
    refuseIfBlocked(caller, blocked, asked);
  }

  /** Claims the quota slot of (caller, month, tax id), or 402 QUOTA_EXCEEDED with the subscription offer. */
  async function claim(caller: Caller, taxNumber: string) {
    const at = now();
    const month = quotaMonth(at);
    const unlimited = hasUnlimitedReports(caller.permissions);
    const result = await repository.claim(caller.userId, month, taxNumber, unlimited ? null : FREE_MONTHLY_REPORTS, at);
    if (!result.granted) {
      throw new AppError(
        402,
        CREDIT_ERROR_CODES.quotaExceeded,
        `Alcanzaste el límite de ${FREE_MONTHLY_REPORTS} reportes gratuitos de este mes. Con la suscripción paga tenés reportes ilimitados por ARS ${deps.premiumPriceArs.toLocaleString('es-AR')} por mes: enviá el comprobante de pago a ${deps.supportEmail}.`,
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
  }

  /** Registry details for a report: missing keys and minors are unavailable; a registry outage is a notice. */
  async function registryFor(taxNumber: string) {
    try {
      const found = await identity.details(taxNumber);
      if (
        found &&
        found.persona.tipoPersona === 'FISICA' &&
        found.persona.fechaNacimiento &&
        !identity.available(found) &&
        !found.persona.fechaFallecimiento
      ) {
        throw unavailable(CUIT_UNAVAILABLE);
      }
      return { registry: found, failed: false };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 503) return { registry: undefined, failed: true };
      if (error instanceof UpstreamError) return { registry: undefined, failed: true };
      throw error;
    }
  }

  const service = {
    queryLimit,

    async availables(caller: Caller): Promise<Availables> {
      const requestedAt = await repository.premiumRequest(caller.userId);
      return {
        queryLimit: await queryLimit(caller),
        premiumRequest: { requested: !!requestedAt, requestedAt: requestedAt?.toISOString() ?? null },
        priceArs: deps.premiumPriceArs,
        supportEmail: deps.supportEmail,
      };
    },

    /**
     * The search step's lookups and the registry details: a blocked CUIT/CUIL is never shown to anyone
     * but admins (quality bars, Ley 25.326), so its name is refused like its report. A DNI is refused when
     * any of its CUIT/CUILs is blocked, without saying which.
     */
    async lookupCuit(caller: Caller, cuit: string): Promise<IdentityLookup> {
      await refuseBlocked(caller, cuit);
      return identity.byCuit(cuit);
    },

    async lookupDni(caller: Caller, dni: string): Promise<IdentityLookup> {
      const found = await identity.byDni(dni);
      for (const taxId of [found.taxId, ...found.otherTaxIds]) await refuseBlocked(caller, taxId, dni);
      return found;
    },

    async registryDetails(caller: Caller, cuit: string): Promise<RegistryDetails> {
      await refuseBlocked(caller, cuit);
      const found = await identity.details(cuit);
      if (!found) throw unavailable(CUIT_UNAVAILABLE);
      return found;
    },

    async createConsult(caller: Caller, taxNumber: string): Promise<CreateConsultResponse> {
      await refuseBlocked(caller, taxNumber);
      const { alreadyConsulted, state } = await claim(caller, taxNumber);
      return { taxNumber, alreadyConsulted, queryLimit: state };
    },

    async requestPremium(caller: Caller) {
      const at = await repository.requestPremium(caller.userId);
      return { premiumRequest: { requested: true, requestedAt: at.toISOString() } };
    },

    /**
     * The full report; claims the quota slot (free when already consulted this month) and audits it.
     * Warm (ADR 0090): blocked status, the month's claim and the day's assembled report come from the
     * per-process caches, and the audit is written behind, so a repeated report makes no round trip.
     */
    async reportJson(caller: Caller, taxNumber: string, kind: 'report' | 'pdf' = 'report'): Promise<ReportWithJson> {
      const at = now();
      const month = quotaMonth(at);
      const day = buenosAiresDate(at);
      // A report is the same all day for one published period (a new period publishes new data).
      const cacheDay = `${day}|${await deps.sources.publications.latest()}`;
      let blocked = caches.blocked(taxNumber);
      let claimed = caches.claimed(caller.userId, month, taxNumber);
      if (blocked === undefined || !claimed) {
        const found = await repository.check(caller.userId, month, taxNumber);
        blocked = found.blocked;
        claimed = found.claimed;
        caches.setBlocked(taxNumber, blocked);
        if (claimed) caches.setClaimed(caller.userId, month, taxNumber);
      }
      refuseIfBlocked(caller, blocked, taxNumber);
      let built = caches.report<ReportWithJson>(taxNumber, cacheDay);
      // The registry goes first: a minor's or a missing key's report is refused before the quota is used.
      const { registry, failed } = built ? { registry: undefined, failed: false } : await registryFor(taxNumber);
      if (!claimed) {
        if (hasUnlimitedReports(caller.permissions)) await repository.record(caller.userId, month, taxNumber, at);
        else await claim(caller, taxNumber);
        caches.setClaimed(caller.userId, month, taxNumber);
      }
      if (!built) {
        const report = await buildReport(deps.sources, taxNumber, registry, failed, at, day);
        built = { report, json: Buffer.from(JSON.stringify(creditReport.encode(report))) };
        // A report missing the registry (outage) is not kept: the next one tries the registry again.
        if (!failed) caches.setReport(taxNumber, cacheDay, built);
      }
      audit.record({
        userId: caller.userId,
        taxNumber,
        name: built.report.identity.name,
        personType: built.report.identity.personType,
        kind,
        createdAt: at,
      });
      return built;
    },

    async report(caller: Caller, taxNumber: string, kind: 'report' | 'pdf' = 'report'): Promise<CreditReport> {
      return (await service.reportJson(caller, taxNumber, kind)).report;
    },

    /**
     * A report assembled now, without quota or audit: recomputing a result already stored with an older
     * scorecard (ADR 0114). Blocked ids are still refused to non-admins.
     */
    async freshReport(caller: Caller, taxNumber: string): Promise<CreditReport> {
      await refuseBlocked(caller, taxNumber);
      const { registry, failed } = await registryFor(taxNumber);
      const at = now();
      return buildReport(deps.sources, taxNumber, registry, failed, at, buenosAiresDate(at));
    },

    /** Writes the pending audit entries and releases the caches (app close). */
    async close() {
      await audit.close();
      caches.close();
    },

    /** The periods of the window every report is anchored to (the latest period BCRA has published). */
    async lastPeriods(): Promise<LastPeriods> {
      const latest = await deps.sources.publications.latest();
      return { lastPeriod: periodLabel(latest), periods: periodWindow(latest, 24).map(periodLabel) };
    },

    async history(caller: Caller): Promise<CreditHistory> {
      await audit.flush();
      const rows = await repository.recents(caller.userId, RECENTS_LIMIT);
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          taxNumber: r.taxNumber,
          type: r.personType === 'JURIDICA' ? ('legal' as const) : ('human' as const),
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    },

    async activityReport(caller: Caller, taxNumber: string): Promise<ActivityReport> {
      await refuseBlocked(caller, taxNumber);
      const registry = await identity.details(taxNumber);
      if (!registry) throw unavailable(CUIT_UNAVAILABLE);
      const at = now();
      const thisMonth = quotaMonth(at).replace('-', '');
      const firstMonth = addMonthsToPeriod(thisMonth, -11);
      const since12 = new Date(Date.UTC(Number(firstMonth.slice(0, 4)), Number(firstMonth.slice(4)) - 1, 1, 3));
      await audit.flush();
      const stats = await repository.consultStats(taxNumber, new Date(at.getTime() - 30 * 86400_000), since12);
      const counts = new Map(stats.byMonth.map((m) => [m.month, m.count]));
      const actividad = registry.persona.actividad;
      return {
        taxNumber,
        activities: actividad ? [{ ...actividad, principal: true }] : [],
        consults: {
          total: stats.total,
          last30Days: stats.last30,
          lastConsultAt: stats.lastAt ? new Date(stats.lastAt).toISOString() : null,
          byMonth: periodWindow(thisMonth, 12)
            .reverse()
            .map((key) => ({ period: periodLabel(key), count: counts.get(key) ?? 0 })),
        },
      };
    },
  };
  return service;
}
export type CreditService = ReturnType<typeof creditService>;
