/**
 * BCRA raw shapes → the report's domain model. The only place where BCRA's thousands of pesos become
 * pesos, 'YYYYMM' is parsed (defensively: 'YYYY-MM' too) and cheque entity codes get their names; also
 * the reported-cheque ('denunciados') answer of 'Analizar cheque'.
 */
import type { CurrentDebt, EntityHistory, PeriodTotal, RejectedCheque } from '@tirr/contracts';
import {
  chequeReasonOf,
  effectiveSituacion,
  isIsoDate,
  parsePeriodKey,
  periodLabel,
  periodWindow,
  situacionLabel,
  thousandsToPesos,
  toSituacion,
  worstSituacion,
  type PersonType,
} from '@tirr/domain';
import {
  isOk,
  type BcraAnswer,
  type BcraChequesResults,
  type BcraDenunciado,
  type BcraDeudaEntity,
  type BcraDeudasResults,
  type BcraEntidad,
  type BcraHistoricaEntity,
} from './types';

export interface NormalizedDebts {
  name: string | null;
  /** 'YYYYMM' of the latest period BCRA has published: the anchor of the window (age 0). */
  latestPeriod: string;
  /** Whether BCRA reported the subject in any period of the 24-month window. */
  hasRecords: boolean;
  /** Debts in the latest published period (none when the subject is not in it). */
  current: CurrentDebt[];
  history: EntityHistory[];
  periods: PeriodTotal[];
  /** For the scorecard: every period (latest with flags) as situaciones per entity. */
  scorePeriods: Array<{ period: string; entities: Array<{ situacion: number } & Partial<CurrentDebt['flags']>> }>;
}

const entityName = (name: string | null) => (name ?? '').trim() || 'Entidad sin nombre';
const date = (value: string | null | undefined) => (value ? String(value).slice(0, 10) : null);

type DeudasAnswer = BcraAnswer<BcraDeudasResults<BcraDeudaEntity>>;
type HistoricasAnswer = BcraAnswer<BcraDeudasResults<BcraHistoricaEntity>>;

/** The newest period of a Deudas answer ('YYYYMM' of its `periodo`), with its entities. */
function deudasLatest(answer: DeudasAnswer) {
  if (!isOk(answer)) return undefined;
  return answer.results.periodos
    .map((p) => ({ key: parsePeriodKey(p.periodo), entidades: p.entidades }))
    .filter((x): x is { key: string; entidades: BcraDeudaEntity[] } => x.key !== undefined)
    .sort((a, b) => b.key.localeCompare(a.key))[0];
}

/** The period BCRA's Deudas answer reports ('YYYYMM'), or null when it has no record (404). */
export function deudasPeriod(answer: DeudasAnswer): string | null {
  return deudasLatest(answer)?.key ?? null;
}

/** The newest period in either answer, or null: a report's anchor is never older than it. */
export function newestPeriod(deudas: DeudasAnswer, historicas: HistoricasAnswer): string | null {
  const keys = [
    deudasPeriod(deudas),
    ...(isOk(historicas) ? historicas.results.periodos.map((p) => parsePeriodKey(p.periodo)) : []),
  ];
  return (
    keys
      .filter((k): k is string => !!k)
      .sort()
      .at(-1) ?? null
  );
}

function currentDebt(e: BcraDeudaEntity, personType: PersonType): CurrentDebt {
  const flags = {
    refinanciaciones: e.refinanciaciones === true,
    recategorizacionOblig: e.recategorizacionOblig === true,
    situacionJuridica: e.situacionJuridica === true,
    irrecDisposicionTecnica: e.irrecDisposicionTecnica === true,
    enRevision: e.enRevision === true,
    procesoJud: e.procesoJud === true,
  };
  // Irrecuperable por disposición técnica is situación 6 whatever `situacion` says.
  const situacion = toSituacion(effectiveSituacion({ situacion: toSituacion(e.situacion), ...flags }));
  return {
    entity: entityName(e.entidad),
    situacion,
    situacionLabel: situacionLabel(situacion, personType),
    amount: thousandsToPesos(e.monto ?? 0),
    // BCRA sends 0 for 'not applicable', never for 'zero days late'.
    daysPastDue: e.diasAtrasoPago ? e.diasAtrasoPago : null,
    sinceSituacion1: date(e.fechaSit1),
    flags,
  };
}

/**
 * The debts anchored to `anchor`, the latest period BCRA has published (age 0): current debts are those
 * of that period only; a Deudas answer of an older period is history (the subject is in situación 0 now).
 */
export function normalizeDebts(
  deudas: DeudasAnswer,
  historicas: HistoricasAnswer,
  anchor: string,
  personType: PersonType,
): NormalizedDebts {
  const reported = deudasLatest(deudas);
  const byPeriod = new Map<string, BcraHistoricaEntity[]>();
  if (isOk(historicas)) {
    for (const p of historicas.results.periodos) {
      const key = parsePeriodKey(p.periodo);
      if (key) byPeriod.set(key, [...(byPeriod.get(key) ?? []), ...p.entidades]);
    }
  }
  const isCurrent = reported?.key === anchor;
  const debts = isCurrent ? reported.entidades.map((e) => currentDebt(e, personType)) : [];
  debts.sort((a, b) => b.situacion - a.situacion || b.amount - a.amount);
  if (reported && !byPeriod.has(reported.key)) byPeriod.set(reported.key, reported.entidades);
  const name =
    (isOk(deudas) ? deudas.results.denominacion : null) ?? (isOk(historicas) ? historicas.results.denominacion : null);

  const window = periodWindow(anchor, 24).reverse();
  const hasRecords = debts.length > 0 || window.some((key) => (byPeriod.get(key)?.length ?? 0) > 0);
  if (!hasRecords) {
    return { name, latestPeriod: anchor, hasRecords, current: [], history: [], periods: [], scorePeriods: [] };
  }

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
    .filter((key) => !(isCurrent && key === anchor) && byPeriod.has(key))
    .map((key) => ({
      period: key,
      entities: byPeriod.get(key)!.map((e) => ({ situacion: toSituacion(e.situacion) })),
    }));
  if (isCurrent) {
    scorePeriods.push({ period: anchor, entities: debts.map((d) => ({ situacion: d.situacion, ...d.flags })) });
  }

  const history = [...perEntity.values()].sort((a, b) => a.entity.localeCompare(b.entity));
  return { name, latestPeriod: anchor, hasRecords, current: debts, history, periods, scorePeriods };
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

/** A cheque's 'denunciados' answer, clean (docs/domain/data-sources.md §6). */
export interface NormalizedDenunciado {
  chequeNumber: number;
  reported: boolean;
  /** 'YYYY-MM-DD', or null when BCRA sent none (or an unreadable one). */
  processedAt: string | null;
  entityName: string | null;
  details: Array<{ branch: string; account: string; causal: string }>;
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** 'YYYY-MM-DD' of a date sent as 'YYYY-MM-DD' or ISO with a time (its date part, as written); else null. */
function isoDay(value: unknown): string | null {
  const day = typeof value === 'string' ? value.trim().slice(0, 10) : '';
  return isIsoDate(day) ? day : null;
}

/** A flag sent as a boolean, 0/1 or text ('true', 'S', 'SI'); undefined when unreadable or missing. */
function flagOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (['true', '1', 's', 'si', 'sí'].includes(v)) return true;
  if (['false', '0', 'n', 'no'].includes(v)) return false;
  return undefined;
}

/**
 * The reported-cheque answer for cheque `numeroCheque` (the number asked, used when the answer lacks a
 * readable one). Defensive: numbers may come as text, fields may be missing, dates may carry a time; a
 * missing `denunciado` flag with reports in `detalles` counts as reported.
 *
 * A 404 (BCRA knows no such entity/number) normalises to 'not reported', as a BCRA 404 is 'no records'
 * for every BCRA read (docs/domain/data-sources.md §0 and §6; cf. `normalizeCheques`). A caller that must
 * tell an unknown entity/number apart from a clean cheque reads the raw answer's `status` (404 vs 200).
 */
export function normalizeDenunciado(answer: BcraAnswer<BcraDenunciado>, numeroCheque: number): NormalizedDenunciado {
  const results: unknown = isOk(answer) ? answer.results : undefined;
  const raw = (Array.isArray(results) ? results[0] : results) as Partial<Record<keyof BcraDenunciado, unknown>>;
  if (typeof raw !== 'object' || raw === null) {
    return { chequeNumber: numeroCheque, reported: false, processedAt: null, entityName: null, details: [] };
  }
  const details = (Array.isArray(raw.detalles) ? (raw.detalles as unknown[]) : [])
    .filter((d): d is Record<string, unknown> => typeof d === 'object' && d !== null)
    .map((d) => ({ branch: textOf(d.sucursal), account: textOf(d.numeroCuenta), causal: textOf(d.causal) }));
  const number = textOf(raw.numeroCheque);
  return {
    chequeNumber: /^\d+$/.test(number) && Number(number) > 0 ? Number(number) : numeroCheque,
    reported: flagOf(raw.denunciado) ?? details.length > 0,
    processedAt: isoDay(raw.fechaProcesamiento),
    entityName: textOf(raw.denominacionEntidad) || null,
    details,
  };
}
