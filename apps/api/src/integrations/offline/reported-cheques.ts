/**
 * Reported ('denunciados') cheques of the offline data, in the raw Cheques v1.0 shape: a curated list (for
 * the README 'Demo data' section) and, for every other number of a demo entity, a draw seeded by (entity,
 * number) — about one number in 50 is reported, the same answer every time (docs/domain/data-sources.md §6).
 */
import { addDays } from '@tirr/domain';
import { BCRA_UNKNOWN_ENTITY_MESSAGE, type BcraAnswer, type BcraDenunciado } from '../bcra/types';
import { DEMO_ENTIDADES } from './entities';
import { between, pick, rngFor } from './random';

export interface DemoReportedCheque {
  codigoEntidad: number;
  numeroCheque: number;
  causal: string;
  /** Days before the offline 'today' that BCRA processed the report. */
  daysAgo: number;
  sucursal: number;
  numeroCuenta: number;
}

export const DENUNCIA_CAUSALES = [
  'Denuncia por extravío',
  'Denuncia por robo',
  'Denuncia por hurto',
  'Denuncia por adulteración',
] as const;

/** The curated reported cheques (each answers `denunciado: true` with one report). */
export const DEMO_REPORTED_CHEQUES: readonly DemoReportedCheque[] = [
  {
    codigoEntidad: 285,
    numeroCheque: 40012345,
    causal: 'Denuncia por extravío',
    daysAgo: 12,
    sucursal: 123,
    numeroCuenta: 456789,
  },
  {
    codigoEntidad: 11,
    numeroCheque: 40027781,
    causal: 'Denuncia por robo',
    daysAgo: 34,
    sucursal: 45,
    numeroCuenta: 2210334,
  },
  {
    codigoEntidad: 72,
    numeroCheque: 40033190,
    causal: 'Denuncia por hurto',
    daysAgo: 61,
    sucursal: 178,
    numeroCuenta: 3817262,
  },
  {
    codigoEntidad: 7,
    numeroCheque: 40041206,
    causal: 'Denuncia por adulteración',
    daysAgo: 95,
    sucursal: 22,
    numeroCuenta: 4051987,
  },
  {
    codigoEntidad: 14,
    numeroCheque: 40058834,
    causal: 'Denuncia por extravío',
    daysAgo: 140,
    sucursal: 310,
    numeroCuenta: 5190046,
  },
];

/** The share of generated (not curated) numbers that are reported. */
export const REPORTED_RATE = 1 / 50;

/** The report of a cheque of a demo entity: curated, else drawn from a seed of (entity, number). */
export function demoReportOf(codigoEntidad: number, numeroCheque: number): DemoReportedCheque | undefined {
  const curated = DEMO_REPORTED_CHEQUES.find(
    (c) => c.codigoEntidad === codigoEntidad && c.numeroCheque === numeroCheque,
  );
  if (curated) return curated;
  const rng = rngFor(`tirr-denunciado:${codigoEntidad}:${numeroCheque}`);
  if (rng() >= REPORTED_RATE) return undefined;
  return {
    codigoEntidad,
    numeroCheque,
    causal: pick(rng, DENUNCIA_CAUSALES),
    daysAgo: between(rng, 1, 365),
    sucursal: between(rng, 1, 999),
    numeroCuenta: between(rng, 100_000, 9_999_999),
  };
}

/**
 * The 'denunciados' answer on `today` for a valid (positive integer) entity code and cheque number: 404
 * for an entity not in the demo list, as BCRA answers for a code it does not know; else 200, reported or
 * not (`fechaProcesamiento`: the report's processing day, or `today` — the data's day — when clean).
 */
export function buildDenunciado(
  codigoEntidad: number,
  numeroCheque: number,
  today: string,
): BcraAnswer<BcraDenunciado> {
  const entity = DEMO_ENTIDADES.find((e) => e.codigoEntidad === codigoEntidad);
  if (!entity) return { status: 404, errorMessages: [BCRA_UNKNOWN_ENTITY_MESSAGE] };
  const report = demoReportOf(codigoEntidad, numeroCheque);
  return {
    status: 200,
    results: {
      numeroCheque,
      denunciado: report !== undefined,
      fechaProcesamiento: report ? addDays(today, -report.daysAgo) : today,
      denominacionEntidad: entity.denominacion,
      detalles: report ? [{ sucursal: report.sucursal, numeroCuenta: report.numeroCuenta, causal: report.causal }] : [],
    },
  };
}
