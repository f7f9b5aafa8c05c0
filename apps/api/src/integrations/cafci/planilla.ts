/**
 * The CAFCI daily spreadsheet (`pb_get`, "Planilla Diaria", docs/domain/data-sources.md §3 — the source that
 * works in 2026): a header block, then per-category section rows ("Renta Fija Peso Argentina") each followed by
 * its class rows. Column positions differ between descriptions, so columns are found by header text, and
 * the VCP scale (per unit or per 1000 cuotapartes) is verified with cuotapartes × VCP ≈ patrimonio.
 */
import { readSheet } from 'read-excel-file/node';
import type { ValueRow } from './normalize';

type Cell = string | number | boolean | Date | null | undefined;

export interface PlanillaColumns {
  fondo: number;
  fecha: number;
  vcp: number;
  vcpAnterior?: number;
  moneda?: number;
  cuotapartes?: number;
  patrimonio?: number;
  codigoCafci?: number;
  gerente?: number;
  codigoCnv?: number;
}

export interface PlanillaRow {
  /** The category section the row is in, e.g. 'Renta Fija Peso Argentina'. */
  section: string | null;
  fondo: string;
  moneda: string | null;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** VCP per unit. */
  vcp: number;
  cuotapartes: number | null;
  patrimonio: number | null;
  /** From 'Código CAFCI' ('fondoId;claseId') when the sheet has it. */
  fondoId: number | null;
  claseId: number | null;
}

export class PlanillaFormatError extends Error {}

/** Lower case, no accents, single spaces. */
export const headerKey = (value: Cell) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The header row's columns, or undefined when the row is not the header. */
export function planillaColumns(row: readonly Cell[]): PlanillaColumns | undefined {
  const keys = row.map(headerKey);
  const find = (test: (k: string) => boolean) => {
    const i = keys.findIndex((k) => k !== '' && test(k));
    return i >= 0 ? i : undefined;
  };
  const isVcp = (k: string) => k.includes('vcp') || k.startsWith('valor');
  const fondo = find((k) => k === 'fondo' || k.startsWith('fondo ') || k === 'nombre del fondo');
  const fecha = find((k) => k.startsWith('fecha'));
  const vcp = find((k) => isVcp(k) && !k.includes('anterior'));
  if (fondo === undefined || fecha === undefined || vcp === undefined) return undefined;
  return {
    fondo,
    fecha,
    vcp,
    vcpAnterior: find((k) => isVcp(k) && k.includes('anterior')),
    moneda: find((k) => k.startsWith('moneda')),
    cuotapartes: find((k) => !isVcp(k) && (k.includes('circulacion') || k.startsWith('cuotapartes'))),
    patrimonio: find((k) => k.startsWith('patrimonio')),
    codigoCafci: find((k) => k.includes('codigo cafci') || k === 'cafci'),
    gerente: find((k) => k.includes('gerente')),
    codigoCnv: find((k) => k.includes('cnv')),
  };
}

/** A number cell, or a numeric string in Argentine ('1.234,56') or plain ('1234.56') notation. */
export function planillaNumber(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s$%]/g, '');
  if (text === '' || text === '-') return null;
  const plain = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  const n = Number(plain);
  return Number.isFinite(n) ? n : null;
}

/** A date cell (Date) or 'DD/MM/YY' / 'DD/MM/YYYY' → 'YYYY-MM-DD'. */
export function planillaDate(value: Cell): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const match = typeof value === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value.trim()) : null;
  if (!match) return null;
  const [, d, m, y] = match;
  const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
  const iso = `${year}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  const check = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * VCP per unit: when cuotapartes and patrimonio are known, VCP × cuotapartes ≈ patrimonio means per unit
 * and ≈ 1000 × patrimonio means per 1000; otherwise the header decides ('mil cuotapartes' = per 1000).
 */
export function unitVcp(vcp: number, cuotapartes: number | null, patrimonio: number | null, perMil: boolean) {
  if (cuotapartes && patrimonio && cuotapartes > 0 && patrimonio > 0) {
    const ratio = (vcp * cuotapartes) / patrimonio;
    if (Math.abs(ratio - 1) < 0.05) return vcp;
    if (Math.abs(ratio / 1000 - 1) < 0.05) return vcp / 1000;
  }
  return perMil ? vcp / 1000 : vcp;
}

/** The class rows of a parsed sheet (section rows and the header block skipped). */
export function planillaRows(sheet: readonly (readonly Cell[])[]): PlanillaRow[] {
  const headerAt = sheet.findIndex((row) => planillaColumns(row) !== undefined);
  if (headerAt < 0) throw new PlanillaFormatError('CAFCI planilla: no header row with Fondo, Fecha and VCP');
  const columns = planillaColumns(sheet[headerAt]!)!;
  const perMil = headerKey(sheet[headerAt]![columns.vcp]).includes('mil');
  const rows: PlanillaRow[] = [];
  let section: string | null = null;
  for (const row of sheet.slice(headerAt + 1)) {
    const filled = row.filter((c) => c !== null && c !== undefined && String(c).trim() !== '');
    if (filled.length === 0) continue;
    if (filled.length === 1 && typeof filled[0] === 'string') {
      section = filled[0].trim();
      continue;
    }
    const fondo = row[columns.fondo];
    const date = planillaDate(row[columns.fecha]);
    const vcp = planillaNumber(row[columns.vcp]);
    if (typeof fondo !== 'string' || !date || vcp === null || vcp <= 0) continue;
    const cuotapartes = columns.cuotapartes !== undefined ? planillaNumber(row[columns.cuotapartes]) : null;
    const patrimonio = columns.patrimonio !== undefined ? planillaNumber(row[columns.patrimonio]) : null;
    const code = columns.codigoCafci !== undefined ? String(row[columns.codigoCafci] ?? '') : '';
    const ids = /^\s*(\d+)\s*;\s*(\d+)\s*$/.exec(code);
    const moneda = columns.moneda !== undefined ? row[columns.moneda] : null;
    rows.push({
      section,
      fondo: fondo.trim(),
      moneda: typeof moneda === 'string' ? moneda.trim() : null,
      date,
      vcp: unitVcp(vcp, cuotapartes, patrimonio, perMil),
      cuotapartes,
      patrimonio,
      fondoId: ids ? Number(ids[1]) : null,
      claseId: ids ? Number(ids[2]) : null,
    });
  }
  return rows;
}

export async function readPlanilla(xlsx: Buffer): Promise<PlanillaRow[]> {
  return planillaRows((await readSheet(xlsx)) as Cell[][]);
}

const nameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * Planilla rows → our share values: joined by 'Código CAFCI' when present and known, else by the exact
 * class name, else by the name ignoring case and spacing. Unknown classes are counted, not stored.
 */
export function planillaValues(
  rows: readonly PlanillaRow[],
  shares: ReadonlyArray<{ id: number; detalle: string }>,
): { values: ValueRow[]; unmatched: number } {
  const ids = new Set(shares.map((s) => s.id));
  const exact = new Map(shares.map((s) => [s.detalle, s.id]));
  const loose = new Map(shares.map((s) => [nameKey(s.detalle), s.id]));
  const values: ValueRow[] = [];
  let unmatched = 0;
  for (const row of rows) {
    const shareId =
      (row.claseId !== null && ids.has(row.claseId) ? row.claseId : undefined) ??
      exact.get(row.fondo) ??
      loose.get(nameKey(row.fondo));
    if (shareId === undefined) {
      unmatched++;
      continue;
    }
    values.push({ shareId, date: row.date, value: row.vcp, patrimonio: row.patrimonio, cantidad: row.cuotapartes });
  }
  return { values, unmatched };
}
