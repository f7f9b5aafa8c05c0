/**
 * Credit reports with the monthly quota, blocked ids, the availability rule and the consult audit
 * (docs/domain/quota.md; ADRs 0102–0104). Every read of a person's data goes through `admit`
 * (blocked ids, then the availability rule, then the quota slot) and answers only once its audit row
 * is committed.
 */
import type {
  ActivityReport,
  Availables,
  ConsultStatus,
  CreateConsultResponse,
  CreditHistory,
  CreditReport,
  IdentityLookup,
  LastPeriods,
  RegistryDetails,
} from '@tirr/contracts';
import { ERROR_CODES, creditReport } from '@tirr/contracts';
import {
  addMonthsToPeriod,
  buenosAiresDate,
  can,
  hasUnlimitedReports,
  periodLabel,
  periodWindow,
  quotaMonth,
  type Permission,
} from '@tirr/domain';
import { taxIdBlockedError } from '../../lib/blocked-tax-ids';
import { acting } from '../../lib/caller';
import { AppError } from '../../lib/errors';
import type { DataSources } from '../../integrations';
import { consultAudit, type ConsultAudit, type ConsultKind } from './consult-audit';
import { creditCaches, type CreditCaches } from './credit.caches';
import { creditQuota } from './credit.quota';
import type { CreditRepository } from './credit.repository';
import type { IdentityService, Subject } from './identity.service';
import type { PdfConsult } from './pdf';
import { buildReport } from './report';

/** Who reads: their id, and the API key the request came with (null for the session; docs/api/keys.md). */
export interface Auditee {
  userId: string;
  /**
   * The member acting in an organisation's data (docs/domain/organisations.md): reads for other areas' callers are
   * claimed, budgeted and audited under them, not under the organisation's account.
   */
  actorId?: string | null;
  apiKeyId?: string | null;
}

export interface Caller extends Auditee {
  permissions: readonly Permission[];
}

export interface CreditServiceDeps {
  repository: CreditRepository;
  sources: DataSources;
  identity: IdentityService;
  supportEmail: string;
  premiumPriceArs: number;
  now?: () => Date;
  /** The consult audit (group commit); by default one of its own. */
  audit?: ConsultAudit;
  caches?: CreditCaches;
}

/** A report and its JSON, serialised once per assembled report (the route sends the string as is). */
export interface ReportWithJson {
  report: CreditReport;
  /** The report as UTF-8 JSON, encoded once: sent as is (no per-request serialisation or encoding). */
  json: Buffer;
}

/** Who reads for a feature without a quota (Mis Perfiles, monitoring): admins also see blocked ids. */
export interface Reader extends Auditee {
  admin: boolean;
}

export const RECENTS_LIMIT = 8;
/** A report opened, or read for a cheque's drawer ('Analizar cheque') or a credit policy ('Política de crédito'). */
type ReportKind = 'report' | 'cheque' | 'policy';
/** The registry did not answer and the read needs it (registry details, activities). */
const registryOutage = () =>
  new AppError(503, ERROR_CODES.unavailable, 'No se puede obtener información de AFIP en estos momentos', {
    source: 'AFIP',
  });

export function creditService(deps: CreditServiceDeps) {
  const { repository, identity } = deps;
  const now = deps.now ?? (() => new Date());
  const audit = deps.audit ?? consultAudit(repository);
  const caches = deps.caches ?? creditCaches();
  const { queryLimit, claim, release } = creditQuota({ ...deps, caches, now });

  /** 403 TAX_ID_BLOCKED for a blocked CUIT/CUIL unless the caller is an admin; `asked` is what the caller typed. */
  function refuseIfBlocked(admin: boolean, blocked: boolean, asked: string) {
    if (blocked && !admin) throw taxIdBlockedError(asked, deps.supportEmail);
  }

  async function refuseBlocked(admin: boolean, taxNumber: string, asked = taxNumber) {
    if (admin) return;
    let blocked = caches.blocked(taxNumber);
    if (blocked === undefined) {
      blocked = await repository.isBlocked(taxNumber);
      caches.setBlocked(taxNumber, blocked);
    }
    refuseIfBlocked(admin, blocked, asked);
  }

  /**
   * The gate of every read that is part of a report (the report, its PDF, a batch row, registry details,
   * the activity report), in this order: a blocked id is refused (403, non-admins), then the availability
   * rule (404 'CUIT no disponible', before any quota is used), then the (user, month, tax id) quota slot
   * (free when already taken this month, else claimed, else 402). Warm (ADR 0090): blocked status, the
   * month's claim and the day's report come from the per-process caches. `subject` is skipped when the
   * day's report is already built (it passed the rule today); `needsRegistry` refuses a registry outage
   * (503) before the quota is used.
   */
  async function admit(
    caller: Caller,
    taxNumber: string,
    at: Date,
    built: boolean,
    needsRegistry = false,
  ): Promise<Subject | undefined> {
    const month = quotaMonth(at);
    let blocked = caches.blocked(taxNumber);
    let claimed = caches.claimed(caller.userId, month, taxNumber);
    if (blocked === undefined || !claimed) {
      const found = await repository.check(caller.userId, month, taxNumber);
      blocked = found.blocked;
      claimed = found.claimed;
      caches.setBlocked(taxNumber, blocked);
      if (claimed) caches.setClaimed(caller.userId, month, taxNumber);
    }
    refuseIfBlocked(can(caller.permissions, 'admin'), blocked, taxNumber);
    const subject = built ? undefined : await identity.subject(taxNumber);
    // A section that shows the registry cannot go on without it: refused before the quota is used.
    if (needsRegistry && !subject?.registry) throw registryOutage();
    if (!claimed) {
      if (hasUnlimitedReports(caller.permissions)) await repository.record(caller.userId, month, taxNumber, at);
      else await claim(caller, taxNumber);
      caches.setClaimed(caller.userId, month, taxNumber);
    }
    return subject;
  }

  /** Writes the audit row of a read and waits for its commit (ADR 0103): the answer leaves after it. */
  const audited = (
    by: Auditee,
    taxNumber: string,
    who: Pick<CreditReport['identity'], 'name' | 'personType'>,
    kind: ConsultKind,
    at: Date,
  ) =>
    audit.record({
      userId: by.userId,
      apiKeyId: by.apiKeyId ?? null,
      taxNumber,
      name: who.name,
      personType: who.personType,
      kind,
      createdAt: at,
    });

  const assemble = async (taxNumber: string, subject: Subject, at: Date): Promise<ReportWithJson> => {
    const report = await buildReport(
      deps.sources,
      taxNumber,
      subject.registry,
      subject.registryFailed,
      at,
      buenosAiresDate(at),
    );
    return { report, json: Buffer.from(JSON.stringify(creditReport.encode(report))) };
  };

  /** Registry details after the gate, for a section of the report: the registry must have answered. */
  async function registryOf(caller: Caller, taxNumber: string, at: Date): Promise<RegistryDetails> {
    return (await admit(caller, taxNumber, at, false, true))!.registry!;
  }

  /** A report is the same all day for one published period (a new period publishes new data). */
  const reportCacheKey = async (at: Date) => `${buenosAiresDate(at)}|${await deps.sources.publications.latest()}`;

  /** The report through the gate, and the commit of its audit row (the caller awaits it before answering). */
  async function reportAndAudit(by: Caller, taxNumber: string, kind: ReportKind | 'pdf' | 'batch') {
    const caller = acting(by);
    const at = now();
    const day = await reportCacheKey(at);
    let built = caches.report<ReportWithJson>(taxNumber, day);
    const subject = await admit(caller, taxNumber, at, !!built);
    if (!built) {
      try {
        built = await assemble(taxNumber, subject!, at);
      } catch (error) {
        // No report, no slot: an upstream outage does not cost the user one of their reports.
        await release(caller, taxNumber, at);
        throw error;
      }
      // A report missing the registry (outage) is not kept: the next one tries the registry again.
      if (!subject!.registryFailed) caches.setReport(taxNumber, day, built);
    }
    const committed = audited(caller, taxNumber, built.report.identity, kind, at);
    // Observed by the caller; a rejection it has not awaited yet is not an unhandled one.
    committed.catch(() => undefined);
    return { built, committed, at };
  }

  const nameOf = (registry: RegistryDetails) => ({
    name: registry.persona.displayName,
    personType: registry.persona.tipoPersona,
  });

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
     * Whether opening this tax id's report would use a quota slot, using none and writing nothing: the
     * confirmation before a new report (ADR 0141). It tells the caller only about their own consults.
     */
    async consultStatus(caller: Caller, taxNumber: string): Promise<ConsultStatus> {
      // Refused exactly like the consult it announces (a blocked or a minor's key is never offered).
      await refuseBlocked(can(caller.permissions, 'admin'), taxNumber);
      if (!caches.report(taxNumber, await reportCacheKey(now()))) await identity.subject(taxNumber);
      const month = quotaMonth(now());
      const [{ claimed }, limit] = await Promise.all([
        repository.check(caller.userId, month, taxNumber),
        queryLimit(caller),
      ]);
      return { taxNumber, consulted: claimed, queryLimit: limit };
    },

    /**
     * The search step's lookups (free, rate limited, ADR 0102): a name to confirm whom the user is about
     * to consult. A blocked CUIT/CUIL is never shown to anyone but admins (Ley 25.326), so its name is
     * refused like its report. A DNI is refused when any of its CUIT/CUILs is blocked, without saying which.
     */
    async lookupCuit(caller: Caller, cuit: string): Promise<IdentityLookup> {
      await refuseBlocked(can(caller.permissions, 'admin'), cuit);
      return identity.byCuit(cuit);
    },

    async lookupDni(caller: Caller, dni: string): Promise<IdentityLookup> {
      const found = await identity.byDni(dni);
      const admin = can(caller.permissions, 'admin');
      for (const taxId of [found.taxId, ...found.otherTaxIds]) await refuseBlocked(admin, taxId, dni);
      return found;
    },

    /** The registry record (name, DNI, birth date, address): part of a report, so it takes the quota slot. */
    async registryDetails(caller: Caller, cuit: string): Promise<RegistryDetails> {
      const at = now();
      const registry = await registryOf(caller, cuit, at);
      await audited(caller, cuit, nameOf(registry), 'registry', at);
      return registry;
    },

    /** Claims the quota slot the report will use; blocked ids and the availability rule come first (ADR 0102). */
    async createConsult(caller: Caller, taxNumber: string): Promise<CreateConsultResponse> {
      await refuseBlocked(can(caller.permissions, 'admin'), taxNumber);
      // A minor's (or a missing key's) slot is never used: refused like the report. Today's report, when
      // already built, passed the rule today.
      if (!caches.report(taxNumber, await reportCacheKey(now()))) await identity.subject(taxNumber);
      const { alreadyConsulted, state } = await claim(caller, taxNumber);
      return { taxNumber, alreadyConsulted, queryLimit: state };
    },

    async requestPremium(caller: Caller) {
      const at = await repository.requestPremium(caller.userId);
      return { premiumRequest: { requested: true, requestedAt: at.toISOString() } };
    },

    /** The full report (a PDF's, a cheque drawer's): through the gate, audited before it is answered. */
    async reportJson(caller: Caller, taxNumber: string, kind: ReportKind | 'pdf' = 'report'): Promise<ReportWithJson> {
      const { built, committed } = await reportAndAudit(caller, taxNumber, kind);
      await committed;
      return built;
    },

    async report(caller: Caller, taxNumber: string, kind: ReportKind | 'pdf' = 'report'): Promise<CreditReport> {
      return (await service.reportJson(caller, taxNumber, kind)).report;
    },

    /** The PDF's report and its consult: the id and instant of its audit row, for the legal footer (ADR 0140). */
    async reportPdf(caller: Caller, taxNumber: string): Promise<{ report: CreditReport; consult: PdfConsult }> {
      const { built, committed, at } = await reportAndAudit(caller, taxNumber, 'pdf');
      await committed;
      const id = await repository.consultId(caller.userId, taxNumber, 'pdf', at, caller.apiKeyId ?? null);
      if (id === null) throw new Error(`The audit row of the PDF consult of ${taxNumber} is missing.`);
      return { report: built.report, consult: { id, at } };
    },

    /**
     * A batch row's report and the commit of its audit row: the batch runner stores the row's result only
     * once `committed` has settled (the stored result is what the user sees), so rows do not hold a
     * lookup slot while their audit row waits for its group.
     */
    async batchReport(caller: Caller, taxNumber: string): Promise<{ report: CreditReport; committed: Promise<void> }> {
      const { built, committed } = await reportAndAudit(caller, taxNumber, 'batch');
      return { report: built.report, committed };
    },

    /**
     * A fresh report for Mis Perfiles (adding a profile) and the monitoring refresh: blocked ids (non-admins)
     * and the availability rule apply, no quota is used, and the read is audited under the feature.
     */
    async readFor(reader: Reader, taxNumber: string, kind: 'profile' | 'monitoring'): Promise<CreditReport> {
      await refuseBlocked(reader.admin, taxNumber);
      const at = now();
      const { report } = await assemble(taxNumber, await identity.subject(taxNumber), at);
      await audited(acting(reader), taxNumber, report.identity, kind, at);
      return report;
    },

    /**
     * A report assembled now, without quota: recomputing a batch result stored with an older scorecard
     * (ADR 0114). Blocked ids are still refused to non-admins, the availability rule applies, and the read
     * is audited like the monitoring refresh (automatic: audited, not counted; ADR 0103).
     */
    async freshReport(caller: Caller, taxNumber: string): Promise<CreditReport> {
      await refuseBlocked(can(caller.permissions, 'admin'), taxNumber);
      const at = now();
      const { report } = await assemble(taxNumber, await identity.subject(taxNumber), at);
      await audited(acting(caller), taxNumber, report.identity, 'monitoring', at);
      return report;
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

    /** The caller's recent reports; blocked ids are left out for non-admins (ADR 0104). */
    async history(caller: Caller): Promise<CreditHistory> {
      const rows = await repository.recents(caller.userId, RECENTS_LIMIT, can(caller.permissions, 'admin'));
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

    /**
     * Registered activities and how often the profile was consulted in Tirr: part of a report (quota slot,
     * audited). Counts only, never who consulted, and the last consult by its Buenos Aires date (ADR 0102).
     */
    async activityReport(caller: Caller, taxNumber: string): Promise<ActivityReport> {
      const at = now();
      const registry = await registryOf(caller, taxNumber, at);
      await audited(caller, taxNumber, nameOf(registry), 'activity', at);
      const thisMonth = quotaMonth(at).replace('-', '');
      const firstMonth = addMonthsToPeriod(thisMonth, -11);
      const since12 = new Date(Date.UTC(Number(firstMonth.slice(0, 4)), Number(firstMonth.slice(4)) - 1, 1, 3));
      const stats = await repository.consultStats(taxNumber, new Date(at.getTime() - 30 * 86400_000), since12);
      const counts = new Map(stats.byMonth.map((m) => [m.month, m.count]));
      const actividad = registry.persona.actividad;
      return {
        taxNumber,
        activities: actividad ? [{ ...actividad, principal: true }] : [],
        consults: {
          total: stats.total,
          last30Days: stats.last30,
          lastConsultOn: stats.lastOn,
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
