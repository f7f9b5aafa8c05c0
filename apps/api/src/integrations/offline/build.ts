/**
 * Builds the raw upstream payloads (BCRA and A13 shapes, exactly as the live clients return them) from
 * a compact description of a demo profile. Amounts in the BCRA debt payloads are thousands of pesos.
 */
import { addMonthsToPeriod } from '@tirr/domain';
import {
  BCRA_NOT_FOUND_MESSAGE,
  type BcraAnswer,
  type BcraChequeDetalle,
  type BcraChequesResults,
  type BcraDeudaEntity,
  type BcraDeudasResults,
  type BcraHistoricaEntity,
} from '../bcra/types';
import type { A13Persona } from '../arca/types';

export interface DemoLoan {
  entidad: string;
  /** Situación at each age (0 = the latest period); 0 means the entity did not report that month. */
  situacionAt: (age: number) => number;
  /** Amount at each age, thousands of pesos. */
  montoAt: (age: number) => number;
  flags?: Partial<
    Pick<
      BcraDeudaEntity,
      | 'refinanciaciones'
      | 'recategorizacionOblig'
      | 'situacionJuridica'
      | 'irrecDisposicionTecnica'
      | 'enRevision'
      | 'procesoJud'
    >
  >;
}

export interface DemoCheque {
  causal: string;
  entidad: number;
  nroCheque: number;
  /** Months before today's month the cheque was rejected, and the day. */
  monthsAgo: number;
  day: number;
  monto: number;
  paid: boolean;
  /** Rejected only once this many demo periods were published ahead of the calendar (monitoring demo). */
  fromPublication?: number;
}

export interface DemoProfile {
  persona: A13Persona;
  loans: DemoLoan[];
  cheques: DemoCheque[];
}

/**
 * The profile as seen `ahead` demo periods after the calendar's latest one: ages shift (age 0 of the new
 * period is age −ahead of the base history) and cheques due for a publication appear.
 */
export function publishedAhead(profile: DemoProfile, ahead: number): DemoProfile {
  const cheques = profile.cheques.filter((c) => (c.fromPublication ?? 0) <= ahead);
  if (ahead === 0 && cheques.length === profile.cheques.length) return profile;
  return {
    ...profile,
    loans: profile.loans.map((l) => ({
      ...l,
      situacionAt: (age) => l.situacionAt(age - ahead),
      montoAt: (age) => l.montoAt(age - ahead),
    })),
    cheques,
  };
}

const notFound = (): BcraAnswer<never> => ({ status: 404, errorMessages: [BCRA_NOT_FOUND_MESSAGE] });
const round1 = (n: number) => Math.round(n * 10) / 10;
const DAYS_BY_SITUACION: Record<number, number> = { 1: 0, 2: 45, 3: 120, 4: 250, 5: 420, 6: 540 };

/** Month-end date 'YYYY-MM-DD' of a period 'YYYYMM'. */
function monthEnd(period: string): string {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6));
  return `${period.slice(0, 4)}-${period.slice(4, 6)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

export function buildDeudas(
  profile: DemoProfile,
  cuit: string,
  latest: string,
): BcraAnswer<BcraDeudasResults<BcraDeudaEntity>> {
  const active = profile.loans.filter((l) => l.situacionAt(0) > 0);
  if (active.length === 0) return notFound();
  const entidades = active.map((l): BcraDeudaEntity => {
    const situacion = l.situacionAt(0);
    let since = 0;
    while (since < 23 && l.situacionAt(since + 1) === 1) since++;
    return {
      entidad: l.entidad,
      situacion,
      fechaSit1: situacion === 1 ? monthEnd(addMonthsToPeriod(latest, -since)) : null,
      monto: round1(l.montoAt(0)),
      diasAtrasoPago: DAYS_BY_SITUACION[situacion] ?? 0,
      refinanciaciones: false,
      recategorizacionOblig: false,
      situacionJuridica: false,
      irrecDisposicionTecnica: false,
      enRevision: false,
      procesoJud: false,
      ...l.flags,
    };
  });
  return {
    status: 200,
    results: {
      identificacion: Number(cuit),
      denominacion: denominacion(profile),
      periodos: [{ periodo: latest, entidades }],
    },
  };
}

export function buildHistoricas(
  profile: DemoProfile,
  cuit: string,
  latest: string,
): BcraAnswer<BcraDeudasResults<BcraHistoricaEntity>> {
  const periodos = Array.from({ length: 24 }, (_, age) => ({
    periodo: addMonthsToPeriod(latest, -age),
    entidades: profile.loans
      .filter((l) => l.situacionAt(age) > 0)
      .map((l): BcraHistoricaEntity => ({
        entidad: l.entidad,
        situacion: l.situacionAt(age),
        monto: round1(l.montoAt(age)),
        enRevision: age === 0 ? (l.flags?.enRevision ?? false) : false,
        procesoJud: age === 0 ? (l.flags?.procesoJud ?? false) : false,
      })),
  }));
  if (periodos.every((p) => p.entidades.length === 0)) return notFound();
  return { status: 200, results: { identificacion: Number(cuit), denominacion: denominacion(profile), periodos } };
}

export function buildCheques(profile: DemoProfile, cuit: string, today: string): BcraAnswer<BcraChequesResults> {
  if (profile.cheques.length === 0) return notFound();
  const todayPeriod = today.slice(0, 4) + today.slice(5, 7);
  const byCausal = new Map<string, Map<number, BcraChequeDetalle[]>>();
  for (const c of profile.cheques) {
    const period = addMonthsToPeriod(todayPeriod, -c.monthsAgo);
    const rejected = `${period.slice(0, 4)}-${period.slice(4, 6)}-${String(Math.min(c.day, 28)).padStart(2, '0')}`;
    const paidPeriod = addMonthsToPeriod(period, 1);
    const paidAt = `${paidPeriod.slice(0, 4)}-${paidPeriod.slice(4, 6)}-10`;
    const detalle: BcraChequeDetalle = {
      nroCheque: c.nroCheque,
      fechaRechazo: rejected,
      monto: c.monto,
      fechaPago: c.paid ? paidAt : null,
      fechaPagoMulta: c.paid ? paidAt : null,
      estadoMulta: c.paid ? null : 'IMPAGA',
      ctaPersonal: profile.persona.tipoPersona === 'FISICA',
      denomJuridica: profile.persona.tipoPersona === 'JURIDICA' ? denominacion(profile) : null,
      enRevision: false,
      procesoJud: false,
    };
    const entities = byCausal.get(c.causal) ?? new Map<number, BcraChequeDetalle[]>();
    entities.set(c.entidad, [...(entities.get(c.entidad) ?? []), detalle]);
    byCausal.set(c.causal, entities);
  }
  return {
    status: 200,
    results: {
      identificacion: Number(cuit),
      denominacion: denominacion(profile),
      causales: [...byCausal].map(([causal, entities]) => ({
        causal,
        entidades: [...entities].map(([entidad, detalle]) => ({ entidad, detalle })),
      })),
    },
  };
}

function denominacion(profile: DemoProfile): string {
  const p = profile.persona;
  return p.razonSocial ?? [p.apellido, p.nombre].filter(Boolean).join(' ');
}
