/**
 * The facts a credit policy reads (docs/domain/credit-policy.md §3), built by a pure function from the credit report
 * (its contract's fields, structurally: the domain does not import the contracts) and the profile's balances. The
 * facts do not depend on the day: the windows counted back from today are the evaluator's.
 */
import type { IsoDate } from '../calendar';
import { drawerFlags, type DrawerFlag } from '../cheque-analysis/verdict';
import { effectiveSituacion, SCORE_WINDOW } from '../credit/score';
import type { ScoreBandCode } from '../credit/score-bands';
import { monthsBetween, parsePeriodKey, worstSituacion } from '../credit/situacion';
import type { PersonType } from '../tax-id/tax-id';

/** What the policy reads of the latest balance. */
export interface PolicyBalanceFacts {
  /** Fecha de cierre, 'YYYY-MM-DD'. */
  closingDate: IsoDate;
  /** Balance-sheet score v1; null when the balance has none (total assets ≤ 0). */
  score: number | null;
  /** Pesos. */
  patrimonioNeto: number;
  /** Pesos, the year's sales. */
  ventas: number;
}

export interface PolicyFacts {
  personType: PersonType;
  estadoClave: 'ACTIVO' | 'INACTIVO' | null;
  /** Score v2, 1–1000; null for a deceased person or a report from before scorecard v2. */
  score: number | null;
  band: ScoreBandCode | null;
  /** The latest period BCRA has published, 'YYYYMM'; null when unknown. */
  latestPeriod: string | null;
  /** Worst situación in the latest period, 0–6 ('irrecuperable por disposición técnica' counts as 6). */
  situacionNow: number;
  /** Worst situación by age: [0] is the latest published period, [23] the oldest of the report; 0 = no debt. */
  situacionByAge: number[];
  /** Flags set on an entity in the latest period, in DRAWER_FLAGS order. */
  flags: DrawerFlag[];
  /** Entities that report a debt in the latest period. */
  entities: number;
  /** Pesos, latest period. */
  totalDebt: number;
  /** Rejected cheques still unpaid, whatever their date. */
  unpaidCheques: { rejectedAt: IsoDate; amount: number }[];
  /** The latest balance (by closing date); null when the profile has none. */
  balance: PolicyBalanceFacts | null;
}

/** The fields of a CreditReport (packages/contracts, credit.ts) the facts are built from. */
export interface PolicyReportInput {
  identity: { personType: PersonType; estadoClave: 'ACTIVO' | 'INACTIVO' | null };
  /** The latest published period, 'MM/YYYY'. */
  period: string | null;
  debts: readonly {
    situacion: number;
    flags: {
      situacionJuridica: boolean;
      procesoJud: boolean;
      refinanciaciones: boolean;
      irrecDisposicionTecnica: boolean;
    };
  }[];
  periods: readonly { periodKey: string; worstSituacion: number }[];
  cheques: readonly { rejectedAt: string; paidAt: string | null; amount: number }[];
  totals: { totalDebt: number; entities: number };
  maxSituacion: { current: number };
  score: { score: number | null; band: ScoreBandCode | null };
}

/** The fields of a ScoredBalance (packages/contracts, balances.ts) the facts are built from. */
export interface PolicyBalanceInput {
  /** Fecha de cierre, 'YYYY-MM-DD'. */
  date: string;
  score: number | null;
  parameters: { ventas: number; patrimonioNeto: number };
}

/** The report's latest period 'YYYYMM': its header, else the newest of its periods; null without either. */
function latestPeriodOf(report: PolicyReportInput): string | null {
  const header = parsePeriodKey(report.period);
  if (header) return header;
  const keys = report.periods.map((p) => p.periodKey).sort();
  return keys.at(-1) ?? null;
}

/** The latest balance by closing date (the later one in the list on a tie); null for none. */
export function latestBalance<B extends PolicyBalanceInput>(balances: readonly B[]): B | null {
  let latest: B | null = null;
  for (const balance of balances)
    if (!latest || balance.date.slice(0, 10) >= latest.date.slice(0, 10)) latest = balance;
  return latest;
}

/** What the policy reads of one balance (the latest: `latestBalance`). */
export function policyBalanceFacts(balance: PolicyBalanceInput): PolicyBalanceFacts {
  return {
    closingDate: balance.date.slice(0, 10),
    score: balance.score,
    patrimonioNeto: balance.parameters.patrimonioNeto,
    ventas: balance.parameters.ventas,
  };
}

/**
 * The facts of a report and the profile's balances (docs/domain/credit-policy.md §3). Situación by age reads the
 * report's 24 periods against its latest published one; age 0 also takes the current debts' worst situación, with
 * 'irrecuperable por disposición técnica' as 6 as in the score. Only unpaid cheques are kept.
 */
export function policyFacts(report: PolicyReportInput, balances: readonly PolicyBalanceInput[]): PolicyFacts {
  const latestPeriod = latestPeriodOf(report);
  const entities = report.debts.map((d) => ({ situacion: d.situacion, ...d.flags }));
  const situacionNow = worstSituacion([report.maxSituacion.current, ...entities.map(effectiveSituacion)]);
  const situacionByAge = Array.from({ length: SCORE_WINDOW }, () => 0);
  situacionByAge[0] = situacionNow;
  if (latestPeriod) {
    for (const p of report.periods) {
      const age = monthsBetween(p.periodKey, latestPeriod);
      if (age >= 0 && age < SCORE_WINDOW)
        situacionByAge[age] = worstSituacion([situacionByAge[age]!, p.worstSituacion]);
    }
  }
  const balance = latestBalance(balances);
  return {
    personType: report.identity.personType,
    estadoClave: report.identity.estadoClave,
    score: report.score.score,
    band: report.score.band,
    latestPeriod,
    situacionNow,
    situacionByAge,
    flags: drawerFlags(entities),
    entities: report.totals.entities,
    totalDebt: report.totals.totalDebt,
    unpaidCheques: report.cheques
      .filter((c) => c.paidAt === null)
      .map((c) => ({ rejectedAt: c.rejectedAt.slice(0, 10), amount: c.amount })),
    balance: balance && policyBalanceFacts(balance),
  };
}
