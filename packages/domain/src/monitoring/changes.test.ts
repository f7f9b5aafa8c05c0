import { describe, expect, it } from 'vitest';
import { alertSection, snapshotChanges, type ChangeCode, type CreditSnapshotFacts } from './changes';

const base: CreditSnapshotFacts = { situacion: 1, rejectedCheques: 0, band: 'EXCELENTE' };

describe('snapshotChanges', () => {
  it.each<[string, Partial<CreditSnapshotFacts>, Partial<CreditSnapshotFacts>, string[]]>([
    ['nothing changed', {}, {}, []],
    ['worse situación', { situacion: 3 }, { situacion: 4 }, ['SITUACION_WORSE']],
    ['better situación', { situacion: 2 }, { situacion: 1 }, ['SITUACION_BETTER']],
    ['debts cleared', { situacion: 2 }, { situacion: 0 }, ['SITUACION_BETTER']],
    ['new cheques', { rejectedCheques: 1 }, { rejectedCheques: 3 }, ['NEW_REJECTED_CHEQUES']],
    ['fewer cheques (expired from the window) is no news', { rejectedCheques: 3 }, { rejectedCheques: 1 }, []],
    ['band change', { band: 'BUENO' }, { band: 'REGULAR' }, ['BAND_CHANGED']],
    ['band lost', { band: 'BUENO' }, { band: null }, ['BAND_CHANGED']],
    ['a first record ends "Sin historial"', { band: 'SIN_HISTORIAL' }, { band: 'EXCELENTE' }, ['BAND_CHANGED']],
    [
      'all at once, worst news first',
      { situacion: 1, band: 'EXCELENTE' },
      { situacion: 3, rejectedCheques: 1, band: 'MALO' },
      ['SITUACION_WORSE', 'NEW_REJECTED_CHEQUES', 'BAND_CHANGED'],
    ],
  ])('%s', (_, before, after, codes) => {
    expect(snapshotChanges({ ...base, ...before }, { ...base, ...after }, 'FISICA').map((c) => c.code)).toEqual(codes);
  });

  it('explains each change in Spanish', () => {
    const reasons = snapshotChanges(
      { situacion: 3, rejectedCheques: 0, band: 'REGULAR' },
      { situacion: 4, rejectedCheques: 1, band: 'MALO' },
      'FISICA',
    ).map((c) => c.reason);
    expect(reasons).toEqual([
      'La situación empeoró de 3 (Riesgo medio) a 4 (Riesgo alto).',
      'Tiene 1 cheque rechazado nuevo.',
      'El score pasó de Regular a Malo.',
    ]);
    expect(snapshotChanges({ ...base, situacion: 2 }, { ...base, situacion: 0 }, 'FISICA')[0]!.reason).toBe(
      'La situación mejoró de 2 (Riesgo bajo) a sin deudas informadas.',
    );
  });

  it.each([
    ['FISICA', 'La situación empeoró de 2 (Riesgo bajo) a 3 (Riesgo medio).'],
    ['JURIDICA', 'La situación empeoró de 2 (Con seguimiento especial) a 3 (Con problemas).'],
  ] as const)('names situaciones as the %s portfolio does', (personType, reason) => {
    expect(snapshotChanges({ ...base, situacion: 2 }, { ...base, situacion: 3 }, personType)[0]!.reason).toBe(reason);
  });

  it.each([
    ['BUENO', 'SIN_HISTORIAL', 'El score pasó de Bueno a Sin historial.'],
    ['SIN_HISTORIAL', 'REGULAR', 'El score pasó de Sin historial a Regular.'],
  ] as const)('band change %s → %s names "Sin historial"', (from, to, reason) => {
    expect(snapshotChanges({ ...base, band: from }, { ...base, band: to }, 'FISICA')[0]!.reason).toBe(reason);
  });
});

describe('alertSection', () => {
  it.each<[ChangeCode[], string | null]>([
    [[], null],
    [['SITUACION_WORSE'], 'situacion'],
    [['SITUACION_BETTER'], 'situacion'],
    [['NEW_REJECTED_CHEQUES'], 'cheques'],
    [['BAND_CHANGED'], 'score'],
    [['NEW_REJECTED_CHEQUES', 'BAND_CHANGED'], 'cheques'],
    [['SITUACION_WORSE', 'NEW_REJECTED_CHEQUES', 'BAND_CHANGED'], 'situacion'],
  ])('%j opens %s', (codes, section) => {
    expect(alertSection(codes.map((code) => ({ code })))).toBe(section);
  });
});
