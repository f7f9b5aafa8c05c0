import { describe, expect, it } from 'vitest';
import {
  chequeVerdict,
  drawerFlags,
  monthsBefore,
  rejectedChequeCounts,
  verdictRank,
  type ChequeFacts,
  type RejectedCheque,
} from './verdict';

/** A drawer with nothing against it: situación 1, no cheques, band Muy Bueno, no flags; the cheque not reported. */
const CLEAN: ChequeFacts = {
  reported: false,
  situacionNow: 1,
  worstSituacion24: 1,
  unpaidCheques12: 0,
  band: 'MUY_BUENO',
  flags: [],
};

const codes = (facts: Partial<ChequeFacts>) => chequeVerdict({ ...CLEAN, ...facts }).reasons.map((r) => r.code);

describe('chequeVerdict: each rule alone (docs/domain/cheque-analysis.md §1)', () => {
  it.each([
    ['nothing against it', {}, 'APTO', { code: 'CLEAN', outcome: 'APTO', params: {} }],
    ['not in the latest period (situación 0)', { situacionNow: 0 }, 'APTO', { code: 'CLEAN' }],
    ['band Malo alone (the spread prices it, §3)', { band: 'MALO' }, 'APTO', { code: 'CLEAN' }],
    ['a bad past, normal now', { worstSituacion24: 5 }, 'APTO', { code: 'CLEAN' }],
    ['reported', { reported: true }, 'NO_APTO', { code: 'REPORTED', outcome: 'NO_APTO', params: {} }],
    ['not checked', { reported: null }, 'OBSERVAR', { code: 'REPORTED_UNCHECKED', outcome: 'OBSERVAR' }],
    ['situación 3 now', { situacionNow: 3 }, 'NO_APTO', { code: 'SITUACION_NOW', params: { situacion: 3 } }],
    ['situación 4 now', { situacionNow: 4 }, 'NO_APTO', { code: 'SITUACION_NOW', params: { situacion: 4 } }],
    ['situación 5 now', { situacionNow: 5 }, 'NO_APTO', { code: 'SITUACION_NOW', params: { situacion: 5 } }],
    ['situación 6 now', { situacionNow: 6 }, 'NO_APTO', { code: 'SITUACION_NOW', params: { situacion: 6 } }],
    ['one unpaid cheque', { unpaidCheques12: 1 }, 'NO_APTO', { code: 'UNPAID_CHEQUES_12M', params: { count: 1 } }],
    ['three unpaid cheques', { unpaidCheques12: 3 }, 'NO_APTO', { code: 'UNPAID_CHEQUES_12M', params: { count: 3 } }],
    ['situación 2 now', { situacionNow: 2 }, 'OBSERVAR', { code: 'SITUACION_2', params: { situacion: 2 } }],
    ['thin file', { band: 'SIN_HISTORIAL' }, 'OBSERVAR', { code: 'THIN_FILE', params: { band: 'SIN_HISTORIAL' } }],
    ['no score', { band: null }, 'OBSERVAR', { code: 'NO_SCORE', outcome: 'OBSERVAR' }],
    [
      'situación jurídica',
      { flags: ['situacionJuridica'] },
      'OBSERVAR',
      { code: 'FLAGS', params: { count: 1, flags: 'situacionJuridica' } },
    ],
    ['proceso judicial', { flags: ['procesoJud'] }, 'OBSERVAR', { code: 'FLAGS', params: { flags: 'procesoJud' } }],
    [
      'refinanciaciones',
      { flags: ['refinanciaciones'] },
      'OBSERVAR',
      { code: 'FLAGS', params: { flags: 'refinanciaciones' } },
    ],
  ] as const)('%s → %s', (_, facts, verdict, reason) => {
    const result = chequeVerdict({ ...CLEAN, ...facts });
    expect(result.verdict).toBe(verdict);
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]).toMatchObject(reason);
  });

  it('irrecuperable por disposición técnica counts as situación 6 (docs/domain/score.md §1) and is listed as a flag', () => {
    const result = chequeVerdict({ ...CLEAN, flags: ['irrecDisposicionTecnica'] });
    expect(result.verdict).toBe('NO_APTO');
    expect(result.reasons).toEqual([
      { code: 'SITUACION_NOW', outcome: 'NO_APTO', params: { situacion: 6 } },
      { code: 'FLAGS', outcome: 'OBSERVAR', params: { count: 1, flags: 'irrecDisposicionTecnica' } },
    ]);
  });
});

describe('chequeVerdict: rules combined, every match listed, the worst first', () => {
  it.each([
    [{ reported: true, situacionNow: 4 }, 'NO_APTO', ['REPORTED', 'SITUACION_NOW']],
    [{ reported: true, unpaidCheques12: 2 }, 'NO_APTO', ['REPORTED', 'UNPAID_CHEQUES_12M']],
    [{ situacionNow: 3, unpaidCheques12: 1 }, 'NO_APTO', ['SITUACION_NOW', 'UNPAID_CHEQUES_12M']],
    [{ reported: null, situacionNow: 2 }, 'OBSERVAR', ['REPORTED_UNCHECKED', 'SITUACION_2']],
    [{ situacionNow: 2, band: 'SIN_HISTORIAL' }, 'OBSERVAR', ['SITUACION_2', 'THIN_FILE']],
    [{ band: 'SIN_HISTORIAL', flags: ['procesoJud'] }, 'OBSERVAR', ['THIN_FILE', 'FLAGS']],
    [{ band: null, reported: null }, 'OBSERVAR', ['REPORTED_UNCHECKED', 'NO_SCORE']],
    // The Observar rules come after the No apto ones whatever their rule order.
    [{ reported: null, unpaidCheques12: 1 }, 'NO_APTO', ['UNPAID_CHEQUES_12M', 'REPORTED_UNCHECKED']],
    [
      { situacionNow: 2, unpaidCheques12: 1, flags: ['refinanciaciones'] },
      'NO_APTO',
      ['UNPAID_CHEQUES_12M', 'SITUACION_2', 'FLAGS'],
    ],
    [
      { reported: true, situacionNow: 5, unpaidCheques12: 4, band: 'SIN_HISTORIAL', flags: ['procesoJud'] },
      'NO_APTO',
      ['REPORTED', 'SITUACION_NOW', 'UNPAID_CHEQUES_12M', 'THIN_FILE', 'FLAGS'],
    ],
    [
      { reported: null, situacionNow: 2, band: null, flags: ['situacionJuridica'] },
      'OBSERVAR',
      ['REPORTED_UNCHECKED', 'SITUACION_2', 'NO_SCORE', 'FLAGS'],
    ],
  ] as const)('%j → %s %j', (facts, verdict, expected) => {
    const result = chequeVerdict({ ...CLEAN, ...facts });
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.map((r) => r.code)).toEqual(expected);
    expect(result.reasons.some((r) => r.code === 'CLEAN')).toBe(false);
  });

  it('situación 3 or worse replaces the situación 2 rule (one situación now)', () => {
    expect(codes({ situacionNow: 3 })).toEqual(['SITUACION_NOW']);
  });

  it('several flags are one reason, each flag once', () => {
    const result = chequeVerdict({ ...CLEAN, flags: ['procesoJud', 'situacionJuridica', 'procesoJud'] });
    expect(result.reasons).toEqual([
      { code: 'FLAGS', outcome: 'OBSERVAR', params: { count: 2, flags: 'procesoJud,situacionJuridica' } },
    ]);
  });
});

describe('verdictRank', () => {
  it('orders Apto < Observar < No apto', () => {
    expect([verdictRank('APTO'), verdictRank('OBSERVAR'), verdictRank('NO_APTO')]).toEqual([0, 1, 2]);
  });
});

describe('drawerFlags', () => {
  it("the issue's four flags set on any entity of the latest period, in a fixed order", () => {
    expect(
      drawerFlags([
        { situacion: 1, refinanciaciones: true },
        { situacion: 2, situacionJuridica: true, recategorizacionOblig: true, procesoJud: false },
      ]),
    ).toEqual(['situacionJuridica', 'refinanciaciones']);
    expect(drawerFlags([{ situacion: 1, irrecDisposicionTecnica: true, procesoJud: true }])).toEqual([
      'procesoJud',
      'irrecDisposicionTecnica',
    ]);
    expect(drawerFlags([])).toEqual([]);
  });
});

describe('monthsBefore', () => {
  it.each([
    ['2026-11-26', 12, '2025-11-26'],
    ['2026-11-26', 24, '2024-11-26'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2028-02-29', 12, '2027-02-28'],
    ['2029-02-28', 12, '2028-02-28'],
    ['2026-01-15', 1, '2025-12-15'],
  ] as const)('%s − %d months → %s', (date, months, expected) => {
    expect(monthsBefore(date, months)).toBe(expected);
  });
});

describe('rejectedChequeCounts (docs/domain/cheque-analysis.md §2)', () => {
  const TODAY = '2026-11-26';
  const unpaid = (rejectedAt: string): RejectedCheque => ({ rejectedAt, paidAt: null });
  const paid = (rejectedAt: string): RejectedCheque => ({ rejectedAt, paidAt: '2026-11-01' });

  it.each([
    ['none', [], [0, 0, 0, 0]],
    ['unpaid today', [unpaid('2026-11-26')], [1, 0, 1, 0]],
    ['unpaid exactly 12 months back: in the 12 months', [unpaid('2025-11-26')], [1, 0, 1, 0]],
    ['unpaid 12 months and a day back: only in the 24', [unpaid('2025-11-25')], [0, 0, 1, 0]],
    ['paid exactly 12 months back', [paid('2025-11-26')], [0, 1, 0, 1]],
    ['paid 12 months and a day back', [paid('2025-11-25')], [0, 0, 0, 1]],
    ['exactly 24 months back', [unpaid('2024-11-26'), paid('2024-11-26')], [0, 0, 1, 1]],
    ['24 months and a day back: not counted', [unpaid('2024-11-25'), paid('2024-11-25')], [0, 0, 0, 0]],
    ['after today: not counted', [unpaid('2026-11-27')], [0, 0, 0, 0]],
    ['a timestamp is read by its date', [unpaid('2025-11-26T23:59:00-03:00')], [1, 0, 1, 0]],
    [
      'a mix',
      [unpaid('2026-10-01'), unpaid('2026-01-01'), paid('2026-05-05'), unpaid('2025-06-01'), paid('2025-01-01')],
      [2, 1, 3, 2],
    ],
  ] as const)('%s', (_, cheques, [unpaid12, paid12, unpaid24, paid24]) => {
    expect(rejectedChequeCounts(cheques, TODAY)).toEqual({ unpaid12, paid12, unpaid24, paid24 });
  });

  it('counts by calendar date: on 29 February 2028 the 12 months start on 28 February 2027', () => {
    expect(rejectedChequeCounts([unpaid('2027-02-28'), unpaid('2027-02-27')], '2028-02-29')).toMatchObject({
      unpaid12: 1,
      unpaid24: 2,
    });
  });
});
