/**
 * Score bands (docs/domain/score.md §2): five ranges of the 1–1000 score, and 'Sin historial' for an unknown debtor
 * (scorecard v2, ADR 0113): shown in neutral grey whatever the number, because an unknown debtor is not
 * a good one.
 */

/** The five bands that are ranges of the score. */
export type ScoreRangeBandCode = 'MALO' | 'REGULAR' | 'BUENO' | 'MUY_BUENO' | 'EXCELENTE';
/** Every band a credit score can show. */
export type ScoreBandCode = ScoreRangeBandCode | 'SIN_HISTORIAL';

export interface ScoreBandStyle {
  code: ScoreBandCode;
  /** Spanish label. */
  label: string;
  /** Colour of the band (gauge arcs, chips, the PDF). */
  color: string;
}

export interface ScoreBand extends ScoreBandStyle {
  code: ScoreRangeBandCode;
  min: number;
  max: number;
}

/** Bands with their inclusive edges (docs/domain/score.md §2): red for Malo … green for Excelente. */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { code: 'MALO', label: 'Malo', min: 1, max: 300, color: '#d32f2f' },
  { code: 'REGULAR', label: 'Regular', min: 301, max: 550, color: '#f57c00' },
  { code: 'BUENO', label: 'Bueno', min: 551, max: 750, color: '#fbc02d' },
  { code: 'MUY_BUENO', label: 'Muy Bueno', min: 751, max: 890, color: '#7cb342' },
  { code: 'EXCELENTE', label: 'Excelente', min: 891, max: 1000, color: '#2e7d32' },
];

/** 'Sin historial': no BCRA record in 24 months and nothing else to say (neutral grey, not green). */
export const NO_HISTORY_BAND: ScoreBandStyle = { code: 'SIN_HISTORIAL', label: 'Sin historial', color: '#757575' };

/** Every band code, in the order filters and legends list them. */
export const SCORE_BAND_CODES: readonly ScoreBandCode[] = [...SCORE_BANDS.map((b) => b.code), NO_HISTORY_BAND.code];

export const SCORE_MIN = 1;
export const SCORE_MAX = 1000;

/** The range band of a score 1–1000 (scores outside are clamped first). */
export function scoreBandOf(score: number): ScoreBand {
  const s = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(score)));
  return SCORE_BANDS.find((b) => s >= b.min && s <= b.max)!;
}

/** Label and colour of any band code ('Sin historial' included); undefined for an unknown code. */
export function scoreBandStyle(code: string | null | undefined): ScoreBandStyle | undefined {
  if (code === NO_HISTORY_BAND.code) return NO_HISTORY_BAND;
  return SCORE_BANDS.find((b) => b.code === code);
}

/** Text colour readable on a band's colour (dark on Bueno's yellow, white elsewhere). */
export function scoreBandTextColor(code: ScoreBandCode): string {
  return code === 'BUENO' ? 'rgba(0,0,0,0.87)' : '#fff';
}
