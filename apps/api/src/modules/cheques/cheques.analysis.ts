/**
 * The analysis of one cheque (docs/domain/cheque-analysis.md), shared by 'Analizar cheque' and the portfolios:
 * the pricing in force (assumptions defaults ← the administrator's ← the caller's own; BADLAR or the caller's
 * rate), a cheque's problems by field, BCRA's answer on it, and the analysis itself from its drawer's report.
 */
import type {
  ChequeAnalysis,
  ChequeAnalysisBody,
  ChequeEntity,
  CreditReport,
  PolicyDecisionView,
} from '@tirr/contracts';
import {
  assumptionProblems,
  buenosAiresDate,
  chequeVerdict,
  DEFAULT_CHEQUE_ASSUMPTIONS,
  drawerFlags,
  mergeAssumptions,
  priceCheque,
  rejectedChequeCounts,
  SCORE_BAND_CODES,
  type ChequeAnalysisAssumptions,
  type ChequeAssumptionsOverride,
  type HolidayCalendar,
  type IsoDate,
  type ScoreBandCode,
} from '@tirr/domain';
import type { DataSources } from '../../integrations';
import { normalizeDenunciado } from '../../integrations/bcra/normalize';
import { isOk } from '../../integrations/bcra/types';
import { cuitMessage } from '../../lib/tax-id-messages';
import type { ChequesRepository } from './cheques.repository';
import { pricingMessage } from './cheques.validation';

export interface ChequeAnalystDeps {
  repository: ChequesRepository;
  sources: Pick<DataSources, 'kind' | 'bcra'>;
  calendar: HolidayCalendar;
  now: () => Date;
  /** Settles once the fund data (BADLAR included) has loaded after start-up; the first analyses wait for it. */
  ready?: Promise<unknown>;
}

export interface FieldProblem {
  field: string;
  message: string;
}

type Reference = NonNullable<ChequeAnalysis['pricing']>['referenceRate'];

/** How cheques are priced now, for one analysis or every row of a portfolio. */
export interface Pricing {
  today: IsoDate;
  /** Defaults ← the administrator's. */
  inForce: ChequeAnalysisAssumptions;
  /** `inForce` ← the caller's own (when they are valid). */
  assumptions: ChequeAnalysisAssumptions;
  /** The caller's rate, else the latest BADLAR on or before today, else none (no price). */
  reference: Reference | null;
  /** Whether the caller's own assumptions or rate changed any number. */
  overridden: boolean;
  /** What is wrong with the caller's own assumptions, by path ('assumptions.spreads.MALO'). */
  problems: FieldProblem[];
}

/** A cheque whose every field passed (the drawer's CUIT normalised). */
export type ValidCheque = Required<
  Pick<ChequeAnalysisBody, 'entityCode' | 'chequeNumber' | 'drawerTaxId' | 'amount' | 'dueDate'>
> &
  Pick<ChequeAnalysisBody, 'currency' | 'kind' | 'tradeDate'>;

/** Physical cheques clear in 2 business days, eCheqs in none (docs/domain/simulators.md §3). */
const CLEARING_DAYS = { physical: 2, echeq: 0 } as const;

export function chequeAnalyst(deps: ChequeAnalystDeps) {
  const { repository, sources } = deps;

  /** Defaults ← the administrator's. */
  async function assumptionsInForce(): Promise<{ assumptions: ChequeAnalysisAssumptions; updatedAt: Date | null }> {
    const stored = await repository.assumptions();
    return {
      assumptions: mergeAssumptions(DEFAULT_CHEQUE_ASSUMPTIONS, stored?.override),
      updatedAt: stored?.updatedAt ?? null,
    };
  }

  /** The cheque's price for a drawer of `band` at `referenceRate`. */
  const terms = (
    cheque: Pick<ChequeAnalysisBody, 'amount' | 'dueDate' | 'tradeDate' | 'kind' | 'currency'>,
    pricing: Pricing,
    band: ScoreBandCode,
    referenceRate: number,
  ) =>
    priceCheque({
      amount: cheque.amount,
      dueDate: cheque.dueDate,
      tradeDate: cheque.tradeDate,
      today: pricing.today,
      calendar: deps.calendar,
      referenceRate,
      band,
      assumptions: pricing.assumptions,
      clearingDays: CLEARING_DAYS[cheque.kind ?? 'physical'],
      currency: cheque.currency,
    });

  return {
    assumptionsInForce,

    /** BCRA's cheque entities by code; none when the service does not answer (codes are then not checked). */
    async entities(): Promise<ChequeEntity[]> {
      const answer = await sources.bcra.entidades();
      if (!isOk(answer)) return [];
      return answer.results.map((e) => ({ code: Number(e.codigoEntidad), name: String(e.denominacion).trim() }));
    },

    /** The pricing of now with the caller's own rate and assumptions (their problems listed, not thrown). */
    async pricing(own: { referenceRate?: number | undefined; assumptions?: unknown }, at: Date): Promise<Pricing> {
      const today = buenosAiresDate(at);
      const override = own.assumptions as ChequeAssumptionsOverride | undefined;
      const problems = Object.entries(assumptionProblems(override)).map(([path, problem]) => {
        const field = path === '' ? 'assumptions' : `assumptions.${path}`;
        return { field, message: pricingMessage(field, problem) };
      });
      const inForce = (await assumptionsInForce()).assumptions;
      const merged = problems.length === 0 ? mergeAssumptions(inForce, override) : inForce;
      await deps.ready;
      const badlar = own.referenceRate === undefined ? await repository.latestBadlar(today) : undefined;
      return {
        today,
        inForce,
        assumptions: merged,
        reference:
          own.referenceRate !== undefined
            ? { series: 'USER', value: own.referenceRate, date: null }
            : badlar
              ? { series: 'BADLAR', value: badlar.value, date: badlar.date }
              : null,
        overridden: own.referenceRate !== undefined || JSON.stringify(merged) !== JSON.stringify(inForce),
        problems,
      };
    },

    /**
     * What is wrong with a cheque, by field: the fields as read (`errors`), the drawer's CUIT, and its terms —
     * checked at the widest spread, so no band's price fails later. Nothing is read.
     */
    chequeProblems(body: Partial<ChequeAnalysisBody>, errors: ReadonlyMap<string, string>, pricing: Pricing) {
      const details: FieldProblem[] = [...errors].map(([field, message]) => ({ field, message }));
      if (body.drawerTaxId !== undefined && !errors.has('drawerTaxId')) {
        const message = cuitMessage(body.drawerTaxId);
        if (message) details.push({ field: 'drawerTaxId', message: `El CUIT del librador: ${message}` });
      }
      if (body.amount === undefined || body.dueDate === undefined || errors.has('amount') || errors.has('dueDate'))
        return details;
      const { spreads } = pricing.assumptions;
      const widest = SCORE_BAND_CODES.reduce((a, b) => (spreads[b] > spreads[a] ? b : a));
      const check = terms(body as ValidCheque, pricing, widest, pricing.reference?.value ?? 1);
      if (check.ok) return details;
      for (const [field, problem] of Object.entries(check.problems)) {
        if (field === 'referenceRate' && !pricing.reference) continue;
        if (problem && !details.some((d) => d.field === field))
          details.push({ field, message: pricingMessage(field, problem, pricing.today) });
      }
      return details;
    },

    /** Whether BCRA lists the cheque as reported; null when the service did not answer (the verdict says so). */
    async reportedStatus(
      cheque: Pick<ValidCheque, 'entityCode' | 'chequeNumber'>,
    ): Promise<ChequeAnalysis['reported']> {
      try {
        const answer = await sources.bcra.denunciado(cheque.entityCode, cheque.chequeNumber);
        const found = normalizeDenunciado(answer, cheque.chequeNumber);
        return {
          denunciado: found.reported,
          fechaProcesamiento: found.processedAt,
          detalles: found.details.map((d) => ({ sucursal: d.branch, numeroCuenta: d.account, causal: d.causal })),
        };
      } catch {
        return { denunciado: null, fechaProcesamiento: null, detalles: [] };
      }
    },

    /**
     * The analysis of a valid cheque from its drawer's report and BCRA's answer on it; `policyDecision` is the drawer
     * under the caller's saved credit policy, beside the verdict (docs/domain/credit-policy.md §11).
     */
    analysis(
      cheque: ValidCheque,
      entityName: string,
      report: CreditReport,
      reported: ChequeAnalysis['reported'],
      pricing: Pricing,
      at: Date,
      policyDecision: PolicyDecisionView | null,
    ): ChequeAnalysis {
      const counts = rejectedChequeCounts(
        report.cheques.map((c) => ({ rejectedAt: c.rejectedAt, paidAt: c.paidAt })),
        pricing.today,
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
      const { reference } = pricing;
      // No price without a reference rate or a band (a report from before scorecard v2).
      const priced = reference && band ? terms(cheque, pricing, band, reference.value) : null;
      const currency = cheque.currency ?? 'ARS';
      return {
        cheque: {
          entityCode: cheque.entityCode,
          entityName,
          chequeNumber: cheque.chequeNumber,
          amount: cheque.amount,
          currency,
          dueDate: cheque.dueDate,
          kind: cheque.kind ?? 'physical',
        },
        reported,
        drawer: {
          taxId: cheque.drawerTaxId,
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
          reasons: report.score.reasons.map((r) => ({
            code: r.code,
            label: r.label,
            points: r.points,
            params: r.params,
          })),
          period: report.period,
          notices: report.notices,
        },
        pricing:
          priced && priced.ok && reference
            ? {
                referenceRate: reference,
                spread: priced.spread,
                suggestedRate: priced.suggestedRate,
                simulation: simulationView(priced, currency),
                expectedLoss: priced.expectedLoss,
                assumptions: pricing.assumptions,
                overridden: pricing.overridden,
              }
            : null,
        verdict: verdict.verdict,
        verdictReasons: verdict.reasons,
        policyDecision,
        dataSource: sources.kind,
        analysedAt: at.toISOString(),
      };
    },
  };
}
export type ChequeAnalyst = ReturnType<typeof chequeAnalyst>;

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
