import {
  redemptionDates,
  fciReturn,
  OBJECTIVE_FUND_TYPES,
  valueAsOf,
  type DatedValue,
  type FundObjective,
  type HolidayCalendar,
} from '@tirr/domain';
import type {
  Fund,
  FundManager,
  FundQueryResult,
  FundShare,
  FundSimulationBody,
  ShareHistoric,
  SharePerformance,
} from '@tirr/contracts';
import { AppError, badRequest } from '../../lib/errors';
import { ERROR_CODES } from '@tirr/contracts';
import type { FundRecord, FundsRepository, ShareRecord } from './funds.repository';

export interface FundsServiceDeps {
  repository: FundsRepository;
  /** Today in Buenos Aires, 'YYYY-MM-DD'. */
  today(): string;
  calendar: HolidayCalendar;
  /** How long catalogue answers (managers, funds, queries) are reused; the data changes once a day. */
  cacheMs?: number;
  now?: () => number;
  /** Fund requests wait for this (the start-up seed); failures of the seed do not block them. */
  ready?: Promise<unknown>;
}

/** A small time-bounded memo for the catalogue reads (the hot path of the wizard and the bench). */
function memo<T>(ttlMs: number, now: () => number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load();
    entries.set(key, { at: now(), value });
    value.catch(() => entries.delete(key));
    if (entries.size > 1000) entries.delete(entries.keys().next().value!);
    return value;
  };
}

function toShare(s: ShareRecord): FundShare {
  return {
    id: s.id,
    idFundShare: s.id,
    display: s.display,
    currency: s.currency,
    aum: s.patrimonio,
    valor: s.valor,
    last_update: s.lastUpdate,
    inversion_min: s.inversionMin,
    comision_ingreso: s.comisionIngreso,
    comision_rescate: s.comisionRescate,
    comision_transf: s.comisionTransf,
    gastos_ord: s.gastosOrd,
    hon_admin_dep: s.honAdminDep,
    hon_admin_ger: s.honAdminGer,
    honorarios_exito: s.honorariosExito,
  };
}

/** Shares of a fund, highest AUM first (the wizard preselects the first in the fund's currency). */
function toFund(f: FundRecord, manager: string, shares: ShareRecord[]): Fund {
  const list = shares
    .filter((s) => s.fundId === f.id)
    .map(toShare)
    .sort((a, b) => (b.aum ?? -1) - (a.aum ?? -1));
  return {
    id_fondo: f.id,
    id_gerenciadora: f.managerId,
    gerenciadora: manager,
    name: f.nombre,
    nombre: f.nombre,
    codigo_cafci: f.codigoCafci,
    codigo_cnv: f.codigoCnv,
    type: f.type,
    currency: f.currency,
    dias_liquidacion: f.diasLiquidacion,
    benchmark: f.benchmark,
    horizonte: f.horizonte,
    inicio: f.inicio,
    is_active: f.isActive,
    shares: list,
    fundShares: list,
  };
}

export function fundsService({
  repository,
  today,
  calendar,
  cacheMs = 60_000,
  now = Date.now,
  ready = Promise.resolve(),
}: FundsServiceDeps) {
  const loaded = ready.then(
    () => undefined,
    () => undefined,
  );
  const cachedManagers = memo<FundManager[]>(cacheMs, now);
  const cachedQuery = memo<FundQueryResult>(cacheMs, now);
  const cachedShare = memo<Awaited<ReturnType<FundsRepository['share']>>>(cacheMs, now);
  // A class's whole history is small (≈ 250 values a year): keep it in memory and look dates up by binary search.
  const cachedValues = memo<DatedValue[]>(cacheMs, now);
  const valuesOf = (id: number) => cachedValues(String(id), () => repository.values(id, '1900-01-01', '9999-12-31'));
  function window(from: string, to: string | undefined) {
    const end = to ?? today();
    if (from > end) throw badRequest('from', 'debe ser anterior o igual a la fecha final.');
    if (end > today()) throw badRequest(to ? 'to' : 'from', 'no puede ser una fecha futura.');
    return { from, to: end };
  }

  async function requireShare(id: number) {
    const share = await cachedShare(String(id), () => repository.share(id));
    if (!share) throw new AppError(404, ERROR_CODES.notFound, `id: la cuotaparte ${id} no existe.`);
    return share;
  }

  return {
    async managers(): Promise<FundManager[]> {
      await loaded;
      return cachedManagers('all', () => this.loadManagers());
    },

    async loadManagers(): Promise<FundManager[]> {
      const rows = await repository.managers();
      return rows.map((m) => ({
        id_gerenciadora: m.id,
        display: m.display,
        razon_social: m.razonSocial,
        codigo_cafci: m.codigoCafci,
        codigo_cnv: m.codigoCnv,
        cuit: m.cuit,
        is_active: m.isActive,
        is_bank: m.isBank,
        logo: m.logo,
        telefono: m.telefono,
        web: m.web,
        fondos: Number(m.fondos),
      }));
    },

    async fund(id: number): Promise<Fund> {
      await loaded;
      const fund = await repository.fund(id);
      if (!fund) throw new AppError(404, ERROR_CODES.notFound, `id: el fondo ${id} no existe.`);
      const manager = await repository.manager(fund.managerId);
      return toFund(fund, manager?.display ?? '', await repository.sharesOf([fund.id]));
    },

    /** ADR 0045: exact = the objective's fund type; similar = its neighbouring types, same manager. */
    async query(managerId: number, objective: FundObjective): Promise<FundQueryResult> {
      await loaded;
      return cachedQuery(`${managerId}:${objective}`, () => this.loadQuery(managerId, objective));
    },

    async loadQuery(managerId: number, objective: FundObjective): Promise<FundQueryResult> {
      const manager = await repository.manager(managerId);
      if (!manager)
        throw new AppError(404, ERROR_CODES.notFound, `id_gerenciadora: la gerenciadora ${managerId} no existe.`);
      const all = await repository.fundsOf(managerId);
      const shares = await repository.sharesOf(all.map((f) => f.id));
      const { exact, similar } = OBJECTIVE_FUND_TYPES[objective];
      const withShares = (list: FundRecord[]) =>
        list.map((f) => toFund(f, manager.display, shares)).filter((f) => f.fundShares.length > 0);
      return {
        objective,
        exactMatches: withShares(all.filter((f) => f.type === exact)),
        similarMatches: withShares(all.filter((f) => similar.includes(f.type))),
      };
    },

    /**
     * VCP(to)/VCP(from) − 1 with the as-of rule, and the calendar days the two values span (ADR 0119);
     * null without a value on or before `from`, none in the window, or both on the same day.
     */
    async performance(id: number, fromDate: string, toDate?: string): Promise<SharePerformance> {
      await loaded;
      const share = await requireShare(id);
      const { from, to } = window(fromDate, toDate);
      const values = await valuesOf(id);
      const pick = (date: string) => {
        const found = valueAsOf(values, date);
        return found ? { date: found.date, value: found.value } : undefined;
      };
      const [start, end] = [pick(from), pick(to)];
      const span = start && end && end.date >= from ? fciReturn(start, end) : null;
      return {
        idFundShare: id,
        from,
        to,
        start: start ?? null,
        end: end ?? null,
        performance: span?.performance ?? null,
        days: span?.days ?? null,
        ...redemptionDates(to, share.diasLiquidacion, calendar),
        diasLiquidacion: share.diasLiquidacion,
      };
    },

    /**
     * The class's values over the window and, for a peso class, CER and the plazo fijo rate from the date of
     * its first value: the 30-day deposit rate when stored for that date, else BADLAR (ADR 0119).
     */
    async historic(id: number, fromDate: string, toDate?: string): Promise<ShareHistoric> {
      await loaded;
      const share = await requireShare(id);
      const { from, to } = window(fromDate, toDate);
      const [first, inside] = await Promise.all([repository.valueAsOf(id, from), repository.values(id, from, to)]);
      const values = first && inside[0]?.date !== first.date ? [{ ...first, patrimonio: null }, ...inside] : inside;
      const base = values[0]?.date ?? from;
      if (share.currency !== 'ARS')
        return { idFundShare: id, currency: share.currency, from, to, values, benchmarks: null };
      const [cer, deposits, badlar] = await Promise.all([
        repository.series('cer', base, to),
        repository.series('deposits30', base, to),
        repository.series('badlar', base, to),
      ]);
      const hasDeposits = deposits.length > 0 && deposits[0]!.date <= base;
      return {
        idFundShare: id,
        currency: share.currency,
        from,
        to,
        values,
        benchmarks: {
          cer,
          plazoFijo: hasDeposits ? { rate: 'deposits30', points: deposits } : { rate: 'badlar', points: badlar },
        },
      };
    },

    async recordSimulation(body: FundSimulationBody, userId: string | null): Promise<void> {
      if (body.from > body.to) throw badRequest('from', 'debe ser anterior o igual a "to".');
      await repository.recordSimulation({
        userId,
        objective: body.objective,
        managerId: body.entity,
        fundId: body.fund,
        shareId: body.share ?? null,
        amount: body.amount,
        currency: body.currency,
        fromDate: body.from,
        toDate: body.to,
        details: { performance: body.performance ?? null, result: body.result ?? null },
      });
    },
  };
}
export type FundsService = ReturnType<typeof fundsService>;
