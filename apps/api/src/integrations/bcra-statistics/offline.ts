import { addDays, argentineCalendar, isBusinessDay } from '@tirr/domain';
import {
  DEFAULT_VARIABLE_IDS,
  type SeriesName,
  type V4CatalogueItem,
  type V4SeriesPoint,
  type V4SeriesResponse,
} from './types';

/**
 * Deterministic offline BCRA statistics (CER daily, BADLAR and the 30-day deposit rate daily on business
 * days, monthly CPI dated month-end), consistent with the offline fund values that accrue on them. Generated from a fixed start
 * with a seeded model, so a date's value never depends on when it is generated.
 */
export const OFFLINE_SERIES_START = '2024-01-01';
const CER_START = 480.0;
const calendar = argentineCalendar();

/** mulberry32: a small seeded PRNG (deterministic across runs and platforms). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draw from two uniforms (Box–Muller). */
export function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const monthKey = (iso: string) => iso.slice(0, 7);
const lastDayOfMonth = (key: string) => {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const nextMonth = (key: string) => addDays(lastDayOfMonth(key), 1).slice(0, 7);

/** Monthly CPI (% m/m): disinflation from ~20 % in Jan 2024 to ~2 % with noise; keyed 'YYYY-MM'. */
function cpiByMonth(untilMonth: string): Map<string, number> {
  const random = prng(27);
  const out = new Map<string, number>();
  let month = '2023-11';
  let i = 0;
  while (month <= untilMonth) {
    const trend = 1.9 + 18 * Math.exp(-i / 2.2);
    out.set(month, Math.round(Math.max(0.8, trend + gaussian(random) * 0.35) * 10) / 10);
    month = nextMonth(month);
    i++;
  }
  return out;
}

export interface OfflineSeries {
  cer: V4SeriesPoint[];
  badlar: V4SeriesPoint[];
  cpi: V4SeriesPoint[];
  /** 'Tasas de interés por depósitos a 30 días de plazo' (the saver's plazo fijo), below BADLAR. */
  deposits30: V4SeriesPoint[];
}

/** The v4 id the offline catalogue gives the 30-day deposit rate (as in BCRA's principal variables). */
export const OFFLINE_DEPOSITS_ID = 12;

const cache = new Map<string, OfflineSeries>();

/** All three series from OFFLINE_SERIES_START to `until` (ascending). */
export function offlineSeries(until: string): OfflineSeries {
  const cached = cache.get(until);
  if (cached) return cached;
  const cpi = cpiByMonth(monthKey(until));
  const random = prng(7);
  // A separate stream, so adding this series left BADLAR's values unchanged.
  const spreadRandom = prng(OFFLINE_DEPOSITS_ID);
  const cer: V4SeriesPoint[] = [];
  const badlar: V4SeriesPoint[] = [];
  const deposits30: V4SeriesPoint[] = [];
  let spread = 2.5;
  let cerValue = CER_START;
  let rate = 60;
  for (let d = OFFLINE_SERIES_START; d <= until; d = addDays(d, 1)) {
    // CER accrues daily on the CPI of two months before (the index lags inflation).
    const lagged = cpi.get(monthKey(addDays(`${monthKey(d)}-01`, -40))) ?? 2;
    const daysInMonth = Number(lastDayOfMonth(monthKey(d)).slice(8, 10));
    cerValue *= (1 + lagged / 100) ** (1 / daysInMonth);
    cer.push({ fecha: d, valor: Math.round(cerValue * 10000) / 10000 });
    if (isBusinessDay(d, calendar)) {
      // BADLAR follows inflation from above, mean-reverting towards ~1.6× the annualised lagged CPI.
      const target = Math.max(26, Math.min(110, lagged * 12 * 1.25 + 4));
      rate += (target - rate) * 0.03 + gaussian(random) * 0.35;
      badlar.push({ fecha: d, valor: Math.round(rate * 1000) / 1000 });
      // Savers get a few points less than the wholesale (> $1 million) deposits BADLAR measures.
      spread += (2.5 - spread) * 0.05 + gaussian(spreadRandom) * 0.15;
      deposits30.push({ fecha: d, valor: Math.round(Math.max(1, rate - Math.max(0.5, spread)) * 1000) / 1000 });
    }
  }
  const cpiPoints = [...cpi]
    .map(([key, valor]) => ({ fecha: lastDayOfMonth(key), valor }))
    .filter((p) => p.fecha >= OFFLINE_SERIES_START && p.fecha <= until);
  const series = { cer, badlar, cpi: cpiPoints, deposits30 };
  cache.clear();
  cache.set(until, series);
  return series;
}

/**
 * The v4 answer for `/estadisticas/v4.0/Monetarias/{id}?Desde&Hasta&Limit&Offset`: newest first, with
 * `metadata.resultset`, exactly like the live API. Undefined for an id the offline data does not hold.
 */
export function offlineSeriesResponse(
  idVariable: number,
  params: { desde: string; hasta: string; limit?: number; offset?: number; today: string },
): V4SeriesResponse | undefined {
  const ids: [keyof OfflineSeries, number][] = [
    ...(Object.entries(DEFAULT_VARIABLE_IDS) as [SeriesName, number][]),
    ['deposits30', OFFLINE_DEPOSITS_ID],
  ];
  const name = ids.find(([, id]) => id === idVariable)?.[0];
  if (!name) return undefined;
  const limit = params.limit ?? 1000;
  const offset = params.offset ?? 0;
  const series = offlineSeries(params.today)[name];
  const all = series.filter((p) => p.fecha >= params.desde && p.fecha <= params.hasta).reverse();
  return {
    status: 200,
    metadata: { resultset: { count: all.length, offset, limit } },
    results: [{ idVariable, detalle: all.slice(offset, offset + limit) }],
  };
}

/**
 * The offline v4 catalogue (`GET /estadisticas/v4.0/Monetarias`): the series the offline data holds, with
 * BCRA's descriptions, plus neighbours a resolver must not pick (loans, wholesale rates).
 */
export function offlineStatisticsCatalogue(): V4CatalogueItem[] {
  const item = (idVariable: number, descripcion: string, unidadExpresion: string, periodicidad = 'D') => ({
    idVariable,
    descripcion,
    categoria: 'Principales Variables',
    periodicidad,
    unidadExpresion,
    moneda: 'ARS',
  });
  return [
    item(7, 'BADLAR en pesos de bancos privados (en % n.a.)', 'en % n.a.'),
    item(8, 'TM20 en pesos de bancos privados (en % n.a.)', 'en % n.a.'),
    item(
      OFFLINE_DEPOSITS_ID,
      'Tasas de interés por depósitos a 30 días de plazo en entidades financieras (en % n.a.)',
      'en % n.a.',
    ),
    item(13, 'Tasa de interés de préstamos por adelantos en cuenta corriente', 'en % n.a.'),
    item(14, 'Tasa de interés de préstamos personales', 'en % n.a.'),
    item(27, 'Inflación mensual (variación en %)', 'variación en %', 'M'),
    item(30, 'CER (Base 2.2.2002=1)', 'índice'),
  ];
}
