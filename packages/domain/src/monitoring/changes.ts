/**
 * Monitoring of watched CUITs (docs/product.md §4, ADR 0071): what changed between two credit
 * snapshots of a portfolio profile, each change with its Spanish reason. Pure.
 */
import { scoreBandStyle, type ScoreBandCode } from '../credit/score-bands';
import { situacionShortLabel } from '../credit/situacion';
import type { PersonType } from '../tax-id/tax-id';

export interface CreditSnapshotFacts {
  /** Maximum current situación (0 = no debts informed). */
  situacion: number;
  /** Rejected cheques informed (paid or not). */
  rejectedCheques: number;
  /** Score band, or null when there is no score. */
  band: ScoreBandCode | null;
}

export type ChangeCode = 'SITUACION_WORSE' | 'SITUACION_BETTER' | 'NEW_REJECTED_CHEQUES' | 'BAND_CHANGED';

export interface SnapshotChange {
  code: ChangeCode;
  /** Spanish reason, e.g. 'La situación empeoró de 3 (Riesgo medio) a 4 (Riesgo alto).' */
  reason: string;
}

const bandLabel = (b: ScoreBandCode | null) => scoreBandStyle(b)?.label ?? 'sin score';

/**
 * The changes from `before` to `after`, worst news first; empty when nothing relevant changed. Situaciones
 * are named as the person type's portfolio names them (people: 'Riesgo medio'; companies: 'Con problemas').
 */
export function snapshotChanges(
  before: CreditSnapshotFacts,
  after: CreditSnapshotFacts,
  personType: PersonType,
): SnapshotChange[] {
  const situacionText = (s: number) =>
    s === 0 ? 'sin deudas informadas' : `${s} (${situacionShortLabel(s, personType)})`;
  const changes: SnapshotChange[] = [];
  if (after.situacion > before.situacion) {
    changes.push({
      code: 'SITUACION_WORSE',
      reason: `La situación empeoró de ${situacionText(before.situacion)} a ${situacionText(after.situacion)}.`,
    });
  }
  const added = after.rejectedCheques - before.rejectedCheques;
  if (added > 0) {
    changes.push({
      code: 'NEW_REJECTED_CHEQUES',
      reason: added === 1 ? 'Tiene 1 cheque rechazado nuevo.' : `Tiene ${added} cheques rechazados nuevos.`,
    });
  }
  if (after.situacion < before.situacion) {
    changes.push({
      code: 'SITUACION_BETTER',
      reason: `La situación mejoró de ${situacionText(before.situacion)} a ${situacionText(after.situacion)}.`,
    });
  }
  if (after.band !== before.band) {
    changes.push({
      code: 'BAND_CHANGED',
      reason: `El score pasó de ${bandLabel(before.band)} a ${bandLabel(after.band)}.`,
    });
  }
  return changes;
}

/** The sections of a credit report an alert can open (the report page's element ids carry them). */
export const REPORT_SECTIONS = ['situacion', 'score', 'cheques'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

const SECTION_OF: Record<ChangeCode, ReportSection> = {
  SITUACION_WORSE: 'situacion',
  SITUACION_BETTER: 'situacion',
  NEW_REJECTED_CHEQUES: 'cheques',
  BAND_CHANGED: 'score',
};

/**
 * The report section an alert opens (docs/product.md §4): the section of its first change, the worst news
 * (`snapshotChanges` lists them worst first); null without changes.
 */
export function alertSection(changes: readonly Pick<SnapshotChange, 'code'>[]): ReportSection | null {
  const first = changes[0];
  return first ? SECTION_OF[first.code] : null;
}
