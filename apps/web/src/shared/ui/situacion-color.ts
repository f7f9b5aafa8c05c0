/** Colour of a situación chip (a report, a cheque's drawer): green for 1, amber for 2, red from 3 (docs/domain/score.md). */
export function situacionColor(situacion: number): 'success' | 'warning' | 'error' | 'default' {
  if (situacion === 1) return 'success';
  if (situacion === 2) return 'warning';
  if (situacion >= 3) return 'error';
  return 'default';
}
