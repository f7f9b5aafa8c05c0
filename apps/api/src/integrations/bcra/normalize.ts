/**
 * BCRA raw shapes → the report's domain model. The only place where BCRA's thousands of pesos become
 * pesos, 'YYYYMM' is parsed (defensively: 'YYYY-MM' too) and cheque entity codes get their names.
 */
import type { CurrentDebt, EntityHistory, PeriodTotal, RejectedCheque } from '@tirr/contracts';
import {
  chequeReasonOf,
  parsePeriodKey,
  periodLabel,
  periodWindow,
  situacionLabel,
  thousandsToPesos,
  toSituacion,
  worstSituacion,
} from '@tirr/domain';
import {
  isOk,
  type BcraAnswer,
  type BcraChequesResults,
  type BcraDeudaEntity,
  type BcraDeudasResults,
  type BcraEntidad,
  type BcraHistoricaEntity,
} from './types';

export interface NormalizedDebts {
  name: string | null;
  /** 'YYYYMM' of the latest informed period, or null without records. */
  latestPeriod: string | null;
  current: CurrentDebt[];
  history: EntityHistory[];
  periods: PeriodTotal[];
  /** For the scorecard: every period (latest with flags) as situaciones per entity. */
  scorePeriods: Array<{ period: string; entities: Array<{ situacion: number } & Partial<CurrentDebt['flags']>> }>;
}

const entityName = (name: string | null) => (name ?? '').trim() || 'Entidad sin nombre';
const date = (value: string | null | undefined) => (value ? String(value).slice(0, 10) : null);

function currentDebts(answer: BcraAnswer<BcraDeudasResults<BcraDeudaEntity>>) {
  if (!isOk(answer)) return { period: null, debts: [] as CurrentDebt[] };
  const periods = answer.results.periodos
    .map((p) => ({ key: parsePeriodKey(p.periodo), p }))
    .filter((x): x is { key: string; p: (typeof answer.results.periodos)[number] } => x.key !== undefined)
    .sort((a, b) => b.key.localeCompare(a.key));
  const latest = periods[0];
  if (!latest) return { period: null, debts: [] };
  const debts = latest.p.entidades.map((e): CurrentDebt => {
    const situacion = toSituacion(e.situacion);
    return {
      entity: entityName(e.entidad),
      situacion,
      situacionLabel: situacionLabel(situacion),
      amount: thousandsToPesos(e.monto ?? 0),
      daysPastDue: e.diasAtrasoPago ?? null,
      sinceSituacion1: date(e.fechaSit1),
      flags: {
        refinanciaciones: e.refinanciaciones === true,
        recategorizacionOblig: e.recategorizacionOblig === true,
        situacionJuridica: e.situacionJuridica === true,
        irrecDisposicionTecnica: e.irrecDisposicionTecnica === true,
        enRevision: e.enRevision === true,
        procesoJud: e.procesoJud === true,
      },
    };
  });
  debts.sort((a, b) => b.situacion - a.situacion || b.amount - a.amount);
  return { period: latest.key, debts };
}

export function normalizeDebts(
  deudas: BcraAnswer<BcraDeudasResults<BcraDeudaEntity>>,
  historicas: BcraAnswer<BcraDeudasResults<BcraHistoricaEntity>>,
): NormalizedDebts {
  const { period: currentPeriod, debts } = currentDebts(deudas);
  const byPeriod = new Map<string, BcraHistoricaEntity[]>();
  if (isOk(historicas)) {
    for (const p of historicas.results.periodos) {
      const key = parsePeriodKey(p.periodo);
      if (key) byPeriod.set(key, [...(byPeriod.get(key) ?? []), ...p.entidades]);
    }
  }
  const historyKeys = [...byPeriod.keys()].sort().reverse();
  const latestPeriod =
    [currentPeriod, historyKeys[0]]
      .filter((k): k is string => !!k)
      .sort()
      .at(-1) ?? null;
  const name =
    (isOk(deudas) ? deudas.results.denominacion : null) ?? (isOk(historicas) ? historicas.results.denominacion : null);

  if (!latestPeriod) return { name, latestPeriod: null, current: [], history: [], periods: [], scorePeriods: [] };

  const window = periodWindow(latestPeriod, 24).reverse();
  const perEntity = new Map<string, EntityHistory>();
  const periods: PeriodTotal[] = window.map((key) => {
    const entities = byPeriod.get(key) ?? [];
    let monto = 0;
    for (const e of entities) {
      const name = entityName(e.entidad);
      const amount = thousandsToPesos(e.monto ?? 0);
      monto += amount;
      const history = perEntity.get(name) ?? { entity: name, entries: [] };
      history.entries.push({
        period: periodLabel(key),
        periodKey: key,
        situacion: toSituacion(e.situacion),
        monto: amount,
        enRevision: e.enRevision === true,
        procesoJud: e.procesoJud === true,
      });
      perEntity.set(name, history);
    }
    return {
      period: periodLabel(key),
      periodKey: key,
      monto: Math.round(monto * 100) / 100,
      worstSituacion: worstSituacion(entities.map((e) => toSituacion(e.situacion))),
    };
  });

  const scorePeriods: NormalizedDebts['scorePeriods'] = window
    .filter((key) => key !== currentPeriod && byPeriod.has(key))
    .map((key) => ({
      period: key,
      entities: byPeriod.get(key)!.map((e) => ({ situacion: toSituacion(e.situacion) })),
    }));
  if (currentPeriod) {
    scorePeriods.push({ period: currentPeriod, entities: debts.map((d) => ({ situacion: d.situacion, ...d.flags })) });
  }

  const history = [...perEntity.values()].sort((a, b) => a.entity.localeCompare(b.entity));
  return { name, latestPeriod, current: debts, history, periods, scorePeriods };
}

/** BCRA 404 or `causales: []` both mean 'sin cheques rechazados'. */
export function normalizeCheques(
  answer: BcraAnswer<BcraChequesResults>,
  entidades: BcraAnswer<BcraEntidad[]>,
): RejectedCheque[] {
  if (!isOk(answer)) return [];
  const names = new Map(isOk(entidades) ? entidades.results.map((e) => [Number(e.codigoEntidad), e.denominacion]) : []);
  const cheques: RejectedCheque[] = [];
  for (const causal of answer.results.causales ?? []) {
    for (const entity of causal.entidades ?? []) {
      for (const d of entity.detalle ?? []) {
        cheques.push({
          entityCode: Number(entity.entidad),
          entityName: names.get(Number(entity.entidad)) ?? null,
          causal: causal.causal,
          reason: chequeReasonOf(causal.causal),
          number: Number(d.nroCheque),
          rejectedAt: date(d.fechaRechazo) ?? '',
          amount: Number(d.monto),
          paidAt: date(d.fechaPago),
          finePaidAt: date(d.fechaPagoMulta),
          fineStatus: d.estadoMulta ?? null,
          personalAccount: d.ctaPersonal === true,
          legalName: d.denomJuridica ?? null,
          enRevision: d.enRevision === true,
          procesoJud: d.procesoJud === true,
        });
      }
    }
  }
  return cheques.sort((a, b) => b.rejectedAt.localeCompare(a.rejectedAt));
}
