/**
 * The discount engine for cheques, pagarés and facturas (docs/domain/simulators.md §2 and §4). Pure and
 * allocation-light: it runs in the browser on every keystroke. Everything is computed unrounded;
 * rounding is for display only. Rates come in and go out in percent (20 means 20 %).
 */

export type FeeKey = 'comision' | 'dn' | 'dc' | 'cc' | 'sgr';

/** annual → n/365; per90 → min(n, 90)/90; flat → 1. */
export type FeeBasis = 'annual' | 'per90' | 'flat';
/** vn: the face value (amount); efectivo: the discounted value. */
export type FeeBase = 'vn' | 'efectivo';
export interface FeeRule {
  basis: FeeBasis;
  base: FeeBase;
}
export type CostProfile = Readonly<Record<FeeKey, FeeRule>>;

export type CostProfileId = 'estandar' | 'mav';
export const COST_PROFILE_IDS: readonly CostProfileId[] = ['estandar', 'mav'];

const annualVn: FeeRule = { basis: 'annual', base: 'vn' };

export const COST_PROFILES: Readonly<Record<CostProfileId, CostProfile>> = {
  /** Every fee annual on VN: the only profile that reproduces the cheque default's 21.56 (docs/domain/simulators.md §2) (default). */
  estandar: { comision: annualVn, dn: annualVn, dc: annualVn, cc: annualVn, sgr: annualVn },
  /** How the Mercado Argentino de Valores bills. */
  mav: {
    comision: annualVn,
    sgr: annualVn,
    dn: { basis: 'per90', base: 'efectivo' },
    dc: { basis: 'flat', base: 'vn' },
    cc: { basis: 'flat', base: 'vn' },
  },
};

/** What the math needs: the face value, the term in days and every rate in percent. */
export interface DiscountTerms {
  amount: number;
  /** TNA 'vencida', actual/365, % a year. */
  rate: number;
  /** Calendar days from settlement to payment (≥ 1). */
  days: number;
  comision: number;
  dn: number;
  dc: number;
  cc: number;
  /** % a year. */
  sgr: number;
  /** VAT % on comision + dn + dc + cc (never on sgr or interest). */
  iva: number;
}

export interface DiscountFees {
  comision: number;
  dn: number;
  dc: number;
  cc: number;
  sgr: number;
}

export interface DiscountResult {
  efectivo: number;
  interes: number;
  fees: DiscountFees;
  ivaMonto: number;
  totalCostos: number;
  /** Monto a recibir. */
  neto: number;
  /** Rates in percent. TEA and TEM are null when they overflow (a huge rate over a short term). */
  tna: number;
  tea: number | null;
  tem: number | null;
  /** CFT con IVA; null when neto ≤ 0 or when it overflows. */
  cft: number | null;
  /** CFT sin IVA; null when neto + IVA ≤ 0 or when it overflows. */
  cftSinIva: number | null;
}

function factor(basis: FeeBasis, days: number): number {
  if (basis === 'annual') return days / 365;
  if (basis === 'per90') return Math.min(days, 90) / 90;
  return 1;
}

function fee(rule: FeeRule, ratePercent: number, days: number, amount: number, efectivo: number): number {
  return (rule.base === 'vn' ? amount : efectivo) * (ratePercent / 100) * factor(rule.basis, days);
}

/** A figure that is not a finite number (an overflowing power) is null: shown as '—', never an error. */
const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

/** Annualised cost of receiving `received` now and paying `amount` in `days`, in percent. */
function annualCost(amount: number, received: number, days: number): number | null {
  if (!(received > 0)) return null;
  return finite(((amount / received) ** (365 / days) - 1) * 100);
}

/** Simulates the discount of a document (docs/domain/simulators.md §4). Assumes valid terms (see discountProblems). */
export function simulateDiscount(terms: DiscountTerms, profile: CostProfile = COST_PROFILES.estandar): DiscountResult {
  const { amount, rate, days } = terms;
  const periodRate = (rate / 100) * (days / 365);
  const efectivo = amount / (1 + periodRate);
  const interes = amount - efectivo;
  const comision = fee(profile.comision, terms.comision, days, amount, efectivo);
  const dn = fee(profile.dn, terms.dn, days, amount, efectivo);
  const dc = fee(profile.dc, terms.dc, days, amount, efectivo);
  const cc = fee(profile.cc, terms.cc, days, amount, efectivo);
  const sgr = fee(profile.sgr, terms.sgr, days, amount, efectivo);
  const ivaMonto = (terms.iva / 100) * (comision + dn + dc + cc);
  const totalCostos = interes + comision + dn + dc + cc + sgr + ivaMonto;
  const neto = amount - totalCostos;
  return {
    efectivo,
    interes,
    fees: { comision, dn, dc, cc, sgr },
    ivaMonto,
    totalCostos,
    neto,
    tna: rate,
    tea: finite(((1 + periodRate) ** (365 / days) - 1) * 100),
    tem: finite(((1 + periodRate) ** (30 / days) - 1) * 100),
    cft: annualCost(amount, neto, days),
    cftSinIva: annualCost(amount, neto + ivaMonto, days),
  };
}
