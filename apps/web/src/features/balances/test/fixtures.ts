import type { ProfileScore } from '@tirr/contracts';

/** GET /profiles/{id}/score of a profile without balances whose credit report is 'Sin historial' (560). */
export function emptyProfileScore(id: string): ProfileScore {
  return {
    profile: {
      id,
      taxNumber: '27401239877',
      name: 'SOSA LUCIA BELEN',
      situacion: 0,
      debt: 0,
      creditScore: 560,
      creditBand: 'SIN_HISTORIAL',
    },
    balances: [],
    latest: null,
    trend: null,
  };
}
