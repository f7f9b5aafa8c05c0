import type { FundType } from '@tirr/domain';
import type { Catalogue, CatalogueFund, DailyResponse, Ficha } from './types';

/** CAFCI raw payloads → rows of our tables (fund_managers, funds, fund_shares, fund_share_values). */

export interface ManagerRow {
  id: number;
  display: string;
  razonSocial: string;
  codigoCafci: string | null;
  isBank: boolean;
  isActive: boolean;
}
export interface FundRow {
  id: number;
  managerId: number;
  nombre: string;
  codigoCafci: string | null;
  codigoCnv: string | null;
  type: FundType;
  currency: 'ARS' | 'USD';
  diasLiquidacion: number;
  idClasificacion: number;
  idBenchmark: number | null;
  benchmark: string | null;
  idDepositante: number | null;
  idDuration: number | null;
  idHorizonte: number | null;
  horizonte: string | null;
  idMoneda: number;
  idRegion: number | null;
  inicio: string | null;
  isActive: boolean;
}
export interface ShareRow {
  id: number;
  fundId: number;
  detalle: string;
  display: string;
  idMoneda: number;
  currency: 'ARS' | 'USD';
  inversionMin: number;
  comisionIngreso: number;
  comisionRescate: number;
  comisionTransf: number;
  gastosOrd: number;
  honAdminDep: number;
  honAdminGer: number;
  honorariosExito: boolean;
}
export interface ValueRow {
  shareId: number;
  date: string;
  value: number;
  patrimonio: number | null;
  cantidad: number | null;
}

/**
 * Bank-owned sociedades gerentes (ADR 0046): CAFCI does not publish this, so it is derived from the name
 * (the manager's group is a bank). Kept as data, extended when a new bank manager appears.
 */
const BANK_GROUPS = [
  'santander',
  'galicia',
  'bbva',
  'frances',
  'icbc',
  'macro',
  'hsbc',
  'supervielle',
  'patagonia',
  'nacion',
  'provincia',
  'ciudad',
  'comafi',
  'credicoop',
  'hipotecario',
  'itau',
  'bind',
  'industrial',
  'valores',
  'banco',
  'columbia',
  'piano',
  'cmf',
];
export function isBankManager(name: string): boolean {
  const n = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return BANK_GROUPS.some((g) => new RegExp(`\\b${g}\\b`).test(n));
}

/** ADR 0045: CAFCI tipo de renta (+ benchmark/name for CER-linked funds) → our fund type. */
export function fundTypeOf(fund: Pick<CatalogueFund, 'tipo_renta' | 'benchmark' | 'nombre'>): FundType {
  const tipo = Number(fund.tipo_renta.id);
  const hint = `${fund.benchmark?.nombre ?? ''} ${fund.nombre}`.toLowerCase();
  if (tipo === 4) return 'money_market';
  if (tipo === 2) return 'equity';
  if (/\bcer\b|inflaci|ajustable|cobertura|uva|inflation/.test(hint)) return 'cer';
  if (tipo === 3 || tipo === 6) return 'fixed_income';
  return 'mixed';
}

const currencyOf = (monedaId: number): 'ARS' | 'USD' => (monedaId === 1 ? 'ARS' : 'USD');
const num = (value: string | number | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};
/** Our display name for a sociedad gerente: the legal suffixes dropped. */
export const managerDisplay = (name: string) =>
  name.replace(/\s+(S\.?G\.?F\.?C\.?I\.?S\.?A\.?|G\.F\.C\.I\.S\.A\.|S\.A\.U\.|S\.A\.)$/i, '').trim();

export function normalizeCatalogue(catalogue: Catalogue) {
  const managers = new Map<number, ManagerRow>();
  const funds: FundRow[] = [];
  const shares: ShareRow[] = [];
  for (const f of catalogue.fondos) {
    if (String(f.estado) !== '1') continue;
    const g = f.sociedad_gerente;
    if (!managers.has(g.id)) {
      managers.set(g.id, {
        id: g.id,
        display: managerDisplay(g.nombre),
        razonSocial: g.nombre,
        codigoCafci: String(g.id),
        isBank: isBankManager(g.nombre),
        isActive: true,
      });
    }
    funds.push({
      id: f.id,
      managerId: g.id,
      nombre: f.nombre,
      codigoCafci: String(f.id),
      codigoCnv: f.codigo_cnv,
      type: fundTypeOf(f),
      currency: currencyOf(f.moneda.id),
      diasLiquidacion: Number(f.dias_liquidacion) || 0,
      idClasificacion: f.tipo_renta.id,
      idBenchmark: f.benchmark?.id ?? null,
      benchmark: f.benchmark?.nombre ?? null,
      idDepositante: f.sociedad_depositaria?.id ?? null,
      idDuration: f.duration?.id ?? null,
      idHorizonte: f.horizonte?.id ?? null,
      horizonte: f.horizonte?.nombre ?? null,
      idMoneda: f.moneda.id,
      idRegion: f.region?.id ?? null,
      inicio: f.inicio && /^\d{4}-\d{2}-\d{2}/.test(f.inicio) ? f.inicio.slice(0, 10) : null,
      isActive: true,
    });
    for (const c of f.clases) {
      shares.push({
        id: c.id,
        fundId: f.id,
        detalle: c.nombre,
        display: c.nombre.startsWith(f.nombre)
          ? c.nombre.slice(f.nombre.length).replace(/^\s*-\s*/, '') || c.nombre
          : c.nombre,
        idMoneda: c.moneda.id,
        currency: currencyOf(c.moneda.id),
        inversionMin: num(c.inversion_minima),
        comisionIngreso: num(c.honorarios.ingreso),
        comisionRescate: num(c.honorarios.rescate),
        comisionTransf: num(c.honorarios.transferencia),
        gastosOrd: num(c.honorarios.gasto_ordinario_gestion),
        honAdminDep: num(c.honorarios.administracion_depositaria),
        honAdminGer: num(c.honorarios.administracion_gerente),
        honorariosExito: false,
      });
    }
  }
  return { managers: [...managers.values()], funds, shares };
}

/** 'dd/mm/yyyy' or 'dd/mm/yy' → 'yyyy-mm-dd'; undefined when malformed. */
export function isoFromCafci(date: string | null | undefined): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(date ?? '');
  if (!m) return undefined;
  const year = m[3]!.length === 2 ? `20${m[3]}` : m[3];
  return `${year}-${m[2]}-${m[1]}`;
}

/**
 * The VCP's scale is not documented consistently (per unit or per 1000 cuotapartes): decide it per row
 * from patrimonio ≈ vcp × ccp / scale, defaulting to per 1000 (the ficha's `vcp`).
 */
export function unitValue(vcp: number, ccp: number | null, patrimonio: number | null): number {
  if (ccp && patrimonio && ccp > 0 && patrimonio > 0) {
    const ratio = (vcp * ccp) / patrimonio;
    if (Math.abs(ratio - 1) < 0.05) return vcp;
  }
  return vcp / 1000;
}

/** Daily statistics rows → values, joined to our classes by exact class name; aggregate rows skipped. */
export function normalizeDaily(response: DailyResponse, classIdByName: ReadonlyMap<string, number>): ValueRow[] {
  if (!('success' in response) || !response.success) return [];
  const out: ValueRow[] = [];
  for (const row of response.data) {
    const date = isoFromCafci(row.fecha);
    const shareId = classIdByName.get(row.fondo.trim());
    const vcp = Number(row.vcp);
    if (!date || shareId === undefined || !(vcp > 0)) continue;
    const ccp = row.ccp != null ? Number(row.ccp) : null;
    const patrimonio = row.patrimonio != null ? Number(row.patrimonio) : null;
    out.push({ shareId, date, value: unitValue(vcp, ccp, patrimonio), patrimonio, cantidad: ccp });
  }
  return out;
}

/** A ficha → the class's latest value (vcpUnitario when present, else vcp per 1000). */
export function normalizeFicha(ficha: Ficha, shareId: number): ValueRow | undefined {
  const actual = ficha.data?.info?.diaria?.actual;
  const date = isoFromCafci(actual?.fecha);
  if (!actual || !date) return undefined;
  const value = actual.vcpUnitario ? Number(actual.vcpUnitario) : Number(actual.vcp) / 1000;
  if (!(value > 0)) return undefined;
  const patrimonio = Number(actual.patrimonio);
  return {
    shareId,
    date,
    value,
    patrimonio: patrimonio > 0 ? patrimonio : null,
    cantidad: actual.ccp ? Number(actual.ccp) : null,
  };
}
