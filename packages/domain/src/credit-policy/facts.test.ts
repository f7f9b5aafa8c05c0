import { describe, expect, it } from 'vitest';
import { latestBalance, policyFacts, type PolicyReportInput } from './facts';

const flags = { situacionJuridica: false, procesoJud: false, refinanciaciones: false, irrecDisposicionTecnica: false };

/** A report anchored to 09/2026: two entities now, three of its 24 periods with debt. */
function report(overrides: Partial<PolicyReportInput> = {}): PolicyReportInput {
  return {
    identity: { personType: 'JURIDICA', estadoClave: 'ACTIVO' },
    period: '09/2026',
    debts: [
      { situacion: 2, flags: { ...flags, refinanciaciones: true } },
      { situacion: 1, flags },
    ],
    periods: [
      { periodKey: '202410', worstSituacion: 5 },
      { periodKey: '202507', worstSituacion: 3 },
      { periodKey: '202608', worstSituacion: 1 },
      { periodKey: '202609', worstSituacion: 2 },
    ],
    cheques: [
      { rejectedAt: '2026-05-04T00:00:00', paidAt: null, amount: 120_000.5 },
      { rejectedAt: '2026-06-10', paidAt: '2026-06-20', amount: 5000 },
    ],
    totals: { totalDebt: 3_250_000.75, entities: 2 },
    maxSituacion: { current: 2 },
    score: { score: 512, band: 'REGULAR' },
    ...overrides,
  };
}

const balance = (date: string, score: number | null = 700) => ({
  date,
  score,
  parameters: { ventas: 1_200_000, patrimonioNeto: 400_000 },
});

describe('policyFacts', () => {
  it('reads the report: situación by age from its latest period, flags, unpaid cheques, totals', () => {
    const facts = policyFacts(report(), [balance('2025-12-31')]);
    expect(facts).toEqual({
      personType: 'JURIDICA',
      estadoClave: 'ACTIVO',
      score: 512,
      band: 'REGULAR',
      latestPeriod: '202609',
      situacionNow: 2,
      situacionByAge: Array.from({ length: 24 }, (_, age) => ({ 0: 2, 1: 1, 14: 3, 23: 5 })[age] ?? 0),
      flags: ['refinanciaciones'],
      entities: 2,
      totalDebt: 3_250_000.75,
      unpaidCheques: [{ rejectedAt: '2026-05-04', amount: 120_000.5 }],
      balance: { closingDate: '2025-12-31', score: 700, patrimonioNeto: 400_000, ventas: 1_200_000 },
    });
  });

  it("counts 'irrecuperable por disposición técnica' as situación 6 now, as the score does", () => {
    const debts = [{ situacion: 1, flags: { ...flags, irrecDisposicionTecnica: true } }];
    const facts = policyFacts(report({ debts, maxSituacion: { current: 1 } }), []);
    expect([facts.situacionNow, facts.situacionByAge[0], facts.flags]).toEqual([6, 6, ['irrecDisposicionTecnica']]);
  });

  it('leaves out periods outside the 24 of the window', () => {
    const periods = [
      { periodKey: '202409', worstSituacion: 5 },
      { periodKey: '202610', worstSituacion: 4 },
    ];
    const facts = policyFacts(report({ periods }), []);
    expect(Math.max(...facts.situacionByAge.slice(1))).toBe(0);
  });

  it('without a period in the header, the newest of the periods is the latest', () => {
    expect(policyFacts(report({ period: null }), []).latestPeriod).toBe('202609');
    const empty = policyFacts(report({ period: null, periods: [], debts: [], maxSituacion: { current: 0 } }), []);
    expect([empty.latestPeriod, empty.situacionNow, empty.situacionByAge.every((s) => s === 0)]).toEqual([
      null,
      0,
      true,
    ]);
  });

  it('no balance is null', () => {
    expect(policyFacts(report(), []).balance).toBeNull();
  });
});

describe('latestBalance', () => {
  it('is the one with the latest closing date, whatever the order', () => {
    const list = [balance('2024-12-31', 1), balance('2025-06-30', 2), balance('2023-12-31', 3)];
    expect(latestBalance(list)?.score).toBe(2);
  });
  it('on the same closing date, the later one in the list', () => {
    expect(latestBalance([balance('2025-06-30', 1), balance('2025-06-30', 2)])?.score).toBe(2);
  });
  it('none is null', () => {
    expect(latestBalance([])).toBeNull();
  });
});
