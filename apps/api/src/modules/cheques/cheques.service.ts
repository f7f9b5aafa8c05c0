/**
 * 'Analizar cheque' (docs/domain/cheque-analysis.md): whether a cheque is reported to BCRA, how its drawer pays
 * (the drawer's credit report, through the report's gate: blocked ids, availability, the monthly quota, the
 * audit as 'cheque'), the suggested rate and expected loss, and the verdict. Every bad field is answered at once,
 * before anything is read or any quota used.
 */
import {
  CHEQUE_ANALYSIS_FIELDS,
  CHEQUE_ERROR_CODES,
  type ChequeAnalysis,
  type ChequeAnalysisBody,
  type ChequeAnalysisField,
  type ChequeAssumptionsSettings,
  type ChequeEntities,
  type CreditReport,
} from '@tirr/contracts';
import {
  assumptionProblems,
  buenosAiresDate,
  chequeVerdict,
  DEFAULT_CHEQUE_ASSUMPTIONS,
  drawerFlags,
  mergeAssumptions,
  normalizeTaxInput,
  priceCheque,
  rejectedChequeCounts,
  SCORE_BAND_CODES,
  type ChequeAnalysisAssumptions,
  type ChequeAssumptionsOverride,
  type HolidayCalendar,
  type Permission,
} from '@tirr/domain';
import { AppError } from '../../lib/errors';
import type { DataSources } from '../../integrations';
import { normalizeDenunciado } from '../../integrations/bcra/normalize';
import { isOk } from '../../integrations/bcra/types';
import { cuitMessage } from '../../lib/tax-id-messages';
import type { ChequesRepository } from './cheques.repository';
import { pricingMessage, problemsError, readAnalysisBody } from './cheques.validation';

/** Who analyses: the drawer's report is read for them (their quota, their audit row). */
export interface ChequeCaller {
  userId: string;
  permissions: readonly Permission[];
}

export interface ChequesServiceDeps {
  repository: ChequesRepository;
  sources: Pick<DataSources, 'kind' | 'bcra'>;
  /** The drawer's report through the report's gate, audited as 'cheque'. */
  drawerReport: (caller: ChequeCaller, taxNumber: string) => Promise<CreditReport>;
  calendar: HolidayCalendar;
  now: () => Date;
  /** Settles once the fund data (BADLAR included) has loaded after start-up; the first analyses wait for it. */
  ready?: Promise<unknown>;
}

/** Physical cheques clear in 2 business days, eCheqs in none (docs/domain/simulators.md §3). */
const CLEARING_DAYS = { physical: 2, echeq: 0 } as const;

export function chequesService(deps: ChequesServiceDeps) {
  const { repository, sources } = deps;

  async function entityList() {
    const answer = await sources.bcra.entidades();
    if (!isOk(answer)) return [];
    return answer.results.map((e) => ({ code: Number(e.codigoEntidad), name: String(e.denominacion).trim() }));
  }

  /** Defaults ← the administrator's. */
  async function assumptionsInForce(): Promise<{ assumptions: ChequeAnalysisAssumptions; updatedAt: Date | null }> {
    const stored = await repository.assumptions();
    return {
      assumptions: mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, stored?.override),
      updatedAt: stored?.updatedAt ?? null,
    };
  }

  /** Whether BCRA lists the cheque as reported; null when the service did not answer (the verdict says so). */
  async function reportedStatus(body: ChequeAnalysisBody): Promise<ChequeAnalysis['reported']> {
    try {
      const answer = await sources.bcra.denunciado(body.entityCode, body.chequeNumber);
      const found = normalizeDenunciado(answer, body.chequeNumber);
      return {
        denunciado: found.reported,
        fechaProcesamiento: found.processedAt,
        detalles: found.details.map((d) => ({ sucursal: d.branch, numeroCuenta: d.account, causal: d.causal })),
      };
    } catch {
      return { denunciado: null, fechaProcesamiento: null, detalles: [] };
    }
  }

  return {
    async entities(): Promise<ChequeEntities> {
      return { items: await entityList(), dataSource: sources.kind };
    },

    async assumptions(): Promise<ChequeAssumptionsSettings> {
      const { assumptions, updatedAt } = await assumptionsInForce();
      return { assumptions, defaults: DEFAULT_CHEQUE_ASSUMPTIONS, updatedAt: updatedAt?.toISOString() ?? null };
    },

    /** An administrator's assumptions for everyone: each value checked, the whole replaced (400 naming the path). */
    async saveAssumptions(raw: unknown): Promise<ChequeAssumptionsSettings> {
      const problems = assumptionProblems(raw ?? {});
      const details = Object.entries(problems).map(([path, problem]) => ({
        field: path === '' ? 'assumptions' : `assumptions.${path}`,
        message: pricingMessage(path === '' ? 'assumptions' : `assumptions.${path}`, problem),
      }));
      if (details.length > 0) throw problemsError(details);
      const updatedAt = await repository.saveAssumptions((raw ?? {}) as ChequeAssumptionsOverride);
      const assumptions = mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, raw as ChequeAssumptionsOverride);
      return { assumptions, defaults: DEFAULT_CHEQUE_ASSUMPTIONS, updatedAt: updatedAt.toISOString() };
    },

    async analyse(caller: ChequeCaller, raw: unknown): Promise<ChequeAnalysis> {
      const at = deps.now();
      const today = buenosAiresDate(at);
      const { body, errors } = readAnalysisBody(raw);
      const details: { field: ChequeAnalysisField | string; message: string }[] = [...errors].map(
        ([field, message]) => ({ field, message }),
      );
      if (body.drawerTaxId !== undefined && !errors.has('drawerTaxId')) {
        const message = cuitMessage(body.drawerTaxId);
        if (message) details.push({ field: 'drawerTaxId', message: `El CUIT del librador: ${message}` });
      }
      const own = body.assumptions as ChequeAssumptionsOverride | undefined;
      for (const [path, problem] of Object.entries(assumptionProblems(own))) {
        const field = path === '' ? 'assumptions' : `assumptions.${path}`;
        details.push({ field, message: pricingMessage(field, problem) });
      }
      const inForce = await assumptionsInForce();
      const valid = details.length === 0;
      const assumptions = valid ? mergeAssumptions(inForce.assumptions, own) : inForce.assumptions;
      await deps.ready;
      const badlar = await repository.latestBadlar(today);
      const reference =
        body.referenceRate !== undefined
          ? { series: 'USER' as const, value: body.referenceRate, date: null }
          : badlar
            ? { series: 'BADLAR' as const, value: badlar.value, date: badlar.date }
            : null;
      const kind = body.kind ?? 'physical';
      const terms = (band: (typeof SCORE_BAND_CODES)[number], referenceRate: number) =>
        priceCheque({
          amount: body.amount!,
          dueDate: body.dueDate!,
          tradeDate: body.tradeDate,
          today,
          calendar: deps.calendar,
          referenceRate,
          band,
          assumptions,
          clearingDays: CLEARING_DAYS[kind],
          currency: body.currency,
        });
      // The cheque's terms are checked before anything is read: at the widest spread, so no band's price fails later.
      const widest = SCORE_BAND_CODES.reduce((a, b) => (assumptions.spreads[b] > assumptions.spreads[a] ? b : a));
      if (body.amount !== undefined && body.dueDate !== undefined && !errors.has('amount') && !errors.has('dueDate')) {
        const check = terms(widest, reference?.value ?? 1);
        if (!check.ok) {
          for (const [field, problem] of Object.entries(check.problems)) {
            if (field === 'referenceRate' && !reference) continue;
            if (problem && !details.some((d) => d.field === field))
              details.push({ field, message: pricingMessage(field, problem, today) });
          }
        }
      }
      if (details.length > 0) throw problemsError(details, CHEQUE_ANALYSIS_FIELDS);

      const cheque = body as Required<Pick<ChequeAnalysisBody, 'entityCode' | 'chequeNumber' | 'amount' | 'dueDate'>> &
        ChequeAnalysisBody;
      const entities: { code: number; name: string }[] = await entityList().catch(() => []);
      const entity = entities.find((e) => e.code === cheque.entityCode);
      if (entities.length > 0 && !entity) {
        throw new AppError(
          404,
          CHEQUE_ERROR_CODES.entityNotFound,
          `entityCode: el código ${cheque.entityCode} no es una entidad del BCRA que emita cheques.`,
          [
            {
              field: 'entityCode',
              message: `El código ${cheque.entityCode} no es una entidad del BCRA que emita cheques.`,
            },
          ],
        );
      }
      const taxId = normalizeTaxInput(body.drawerTaxId!);
      // The report first: a blocked id, a minor or no quota left refuses before BCRA is asked about the cheque.
      const report = await deps.drawerReport(caller, taxId);
      const reported = await reportedStatus(cheque);
      const counts = rejectedChequeCounts(
        report.cheques.map((c) => ({ rejectedAt: c.rejectedAt, paidAt: c.paidAt })),
        today,
      );
      const flags = drawerFlags(report.debts.map((d) => ({ situacion: d.situacion, ...d.flags })));
      const band = report.score.band;
      const verdict = chequeVerdict({
        reported: reported.denunciado,
        situacionNow: report.maxSituacion.current,
        worstSituacion24: report.maxSituacion.last24Months,
        unpaidCheques12: counts.unpaid12,
        band,
        flags,
      });
      // No price without a reference rate or a band (a report from before scorecard v2).
      const priced = reference && band ? terms(band, reference.value) : null;
      const overridden =
        body.referenceRate !== undefined ||
        JSON.stringify(mergeAssumptions(inForce.assumptions, own)) !== JSON.stringify(inForce.assumptions);
      return {
        cheque: {
          entityCode: cheque.entityCode,
          entityName: entity?.name ?? String(cheque.entityCode),
          chequeNumber: cheque.chequeNumber,
          amount: cheque.amount,
          currency: body.currency ?? 'ARS',
          dueDate: cheque.dueDate,
          kind,
        },
        reported,
        drawer: {
          taxId,
          name: report.identity.name,
          personType: report.identity.personType,
          situacion: report.maxSituacion.current,
          worstSituacion24: report.maxSituacion.last24Months,
          score: report.score.score,
          band,
          unpaidCheques12: counts.unpaid12,
          paidCheques12: counts.paid12,
          unpaidCheques24: counts.unpaid24,
          paidCheques24: counts.paid24,
          flags,
          reasons: report.score.reasons.map((r) => ({ code: r.code, label: r.label, points: r.points })),
          period: report.period,
        },
        pricing:
          priced && priced.ok && reference
            ? {
                referenceRate: reference,
                spread: priced.spread,
                suggestedRate: priced.suggestedRate,
                simulation: simulationView(priced, body.currency ?? 'ARS'),
                expectedLoss: priced.expectedLoss,
                assumptions,
                overridden,
              }
            : null,
        verdict: verdict.verdict,
        verdictReasons: verdict.reasons,
        dataSource: sources.kind,
        analysedAt: at.toISOString(),
      };
    },
  };
}
export type ChequesService = ReturnType<typeof chequesService>;

/** The simulator's answer, as `POST /simulators/checks` gives it. */
function simulationView(
  priced: Extract<ReturnType<typeof priceCheque>, { ok: true }>,
  currency: 'ARS' | 'USD',
): NonNullable<ChequeAnalysis['pricing']>['simulation'] {
  const s = priced.simulation;
  return {
    documentType: 'checks',
    currency,
    profile: 'estandar',
    days: s.days,
    tradeDate: s.tradeDate,
    settlementDate: s.settlementDate,
    dueDate: s.dueDate,
    paymentDate: s.paymentDate,
    efectivo: s.efectivo,
    interes: s.interes,
    fees: s.fees,
    ivaMonto: s.ivaMonto,
    totalCostos: s.totalCostos,
    neto: s.neto,
    tna: s.tna,
    tea: s.tea,
    tem: s.tem,
    cft: s.cft,
    cftSinIva: s.cftSinIva,
    warnings: priced.warnings,
  };
}
