import { addDays, argentineCalendar, daysBetween, isBusinessDay, valueAsOf } from '@tirr/domain';
import { gaussian, offlineSeries, prng } from '../bcra-statistics/offline';
import { OFFLINE_FUND_KIND, offlineCatalogue } from './offline-catalogue';
import type { DailyResponse, DailyRow } from './types';

/**
 * Offline daily share values, served in the raw shape of CAFCI's
 * `/estadisticas/informacion/diaria/{tipoRentaId}/{fecha}` (vcp per 1000 cuotapartes as numeric strings,
 * dd/mm/yyyy dates, aggregate rows, `{"error":"inexistance"}` on weekends and holidays).
 *
 * Model (seeded per fund, so deterministic): money market accrues ~0.9 × BADLAR per calendar day; renta
 * fija BADLAR + 1 % with small noise; CER funds follow the offline CER index + 2 % real; renta variable a
 * geometric random walk (30 % drift, 38 % volatility); USD funds ~5 % in dollars; mixed funds in between.
 * Each class pays its own admin fee, so classes of one fund drift apart. Values start on FUNDS_START.
 */
export const FUNDS_START = '2024-01-02';
const calendar = argentineCalendar();

export interface ClassPoint {
  date: string;
  vcp: number;
  ccp: number;
}

const cache = new Map<string, Map<number, ClassPoint[]>>();

/** Every class's business-day path from FUNDS_START to `until` (ascending), keyed by class id. */
export function offlinePaths(until: string): Map<number, ClassPoint[]> {
  const cached = cache.get(until);
  if (cached) return cached;
  const catalogue = offlineCatalogue();
  const series = offlineSeries(until);
  const badlar = series.badlar.map((p) => ({ date: p.fecha, value: p.valor }));
  const cer = series.cer.map((p) => ({ date: p.fecha, value: p.valor }));
  const dates: string[] = [];
  for (let d = FUNDS_START; d <= until; d = addDays(d, 1)) if (isBusinessDay(d, calendar)) dates.push(d);

  const paths = new Map<number, ClassPoint[]>();
  for (const fund of catalogue.fondos) {
    const kind = OFFLINE_FUND_KIND.get(fund.id)!;
    const random = prng(fund.id * 7919);
    const startVcp = 1 + random() * (kind === 'USD' ? 2 : 3000);
    let deviation = 0; // mean-reverting noise on CER funds
    const classes = fund.clases.map((c, i) => ({
      id: c.id,
      fee: (Number(c.honorarios.administracion_gerente) + Number(c.honorarios.administracion_depositaria)) / 100,
      level: startVcp * (1 + i * 0.07),
      ccp:
        (((kind === 'MM' ? 4e10 : kind === 'USD' ? 2e7 : 4e9) * (0.3 + random())) / startVcp / (i + 1.5)) *
        (i === 1 ? 2.2 : 1),
      out: [] as ClassPoint[],
    }));
    let previous: string | undefined;
    for (const date of dates) {
      if (previous) {
        const days = daysBetween(previous, date);
        const b = (valueAsOf(badlar, previous)?.value ?? 30) / 100;
        let growth: number;
        if (kind === 'MM') growth = (1 + (b * 0.9) / 365) ** days;
        else if (kind === 'RF')
          growth = (1 + (b + 0.01) / 365) ** days * Math.exp(gaussian(random) * 0.0009 * Math.sqrt(days));
        else if (kind === 'CER') {
          const next = deviation * 0.97 + gaussian(random) * 0.0018;
          const ratio = valueAsOf(cer, date)!.value / valueAsOf(cer, previous)!.value;
          growth = ratio * (1 + 0.02 / 365) ** days * Math.exp(next - deviation);
          deviation = next;
        } else if (kind === 'RV') growth = Math.exp((0.3 / 365) * days + gaussian(random) * 0.024);
        else if (kind === 'USD') growth = (1 + 0.05 / 365) ** days * Math.exp(gaussian(random) * 0.0005);
        else growth = Math.exp(((b + 0.02) / 365) * days + gaussian(random) * 0.009);
        for (const c of classes) {
          c.level *= growth * (1 - (c.fee / 365) * days);
          c.ccp *= 1 + gaussian(random) * 0.01 + 0.0004;
        }
      }
      for (const c of classes) c.out.push({ date, vcp: c.level, ccp: c.ccp });
      previous = date;
    }
    for (const c of classes) paths.set(c.id, c.out);
  }
  cache.clear();
  cache.set(until, paths);
  return paths;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The raw answer of `/estadisticas/informacion/diaria/{tipoRentaId}/{fecha}` for the offline data, as the
 * live API answers it (`today` bounds what has been "published").
 */
export function offlineDaily(tipoRentaId: number, date: string, today: string): DailyResponse {
  if (date > today || date < FUNDS_START || !isBusinessDay(date, calendar)) return { error: 'inexistance' };
  const paths = offlinePaths(today);
  const rows: DailyRow[] = [];
  let total = 0;
  for (const fund of offlineCatalogue().fondos) {
    if (fund.tipo_renta.id !== tipoRentaId) continue;
    for (const c of fund.clases) {
      const path = paths.get(c.id)!;
      const point = path[binaryIndex(path, date)];
      if (!point || point.date !== date) continue;
      const patrimonio = point.vcp * point.ccp;
      total += patrimonio;
      rows.push({
        fondo: c.nombre,
        fecha: ddmmyyyy(date),
        vcp: (point.vcp * 1000).toFixed(4),
        ccp: point.ccp.toFixed(2),
        patrimonio: patrimonio.toFixed(2),
        horizonte: fund.horizonte?.nombre ?? null,
      });
    }
  }
  rows.push({ fondo: 'Total', patrimonio: total.toFixed(2) });
  return { success: true, data: rows };
}

function binaryIndex(path: readonly ClassPoint[], date: string): number {
  let lo = 0;
  let hi = path.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = path[mid]!.date;
    if (d === date) return mid;
    if (d < date) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
