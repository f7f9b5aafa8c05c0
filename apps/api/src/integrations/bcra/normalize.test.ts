import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deudasPeriod, newestPeriod, normalizeDebts } from './normalize';
import { isOk, type BcraAnswer, type BcraDeudaEntity, type BcraDeudasResults, type BcraHistoricaEntity } from './types';

const fixture = <T>(name: string) =>
  JSON.parse(fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;
const deudas = fixture<BcraAnswer<BcraDeudasResults<BcraDeudaEntity>>>('deudas-200.json');
const historicas = fixture<BcraAnswer<BcraDeudasResults<BcraHistoricaEntity>>>('historicas-200.json');
const notFound = fixture<BcraAnswer<never>>('404.json');

/** The Deudas fixture with its entities changed. */
function deudasWith(change: (e: BcraDeudaEntity) => Partial<BcraDeudaEntity>) {
  const copy = structuredClone(deudas);
  if (isOk(copy)) {
    for (const p of copy.results.periodos) p.entidades = p.entidades.map((e) => ({ ...e, ...change(e) }));
  }
  return copy;
}

describe('BCRA debts anchored to the latest published period', () => {
  it('the periods the answers report', () => {
    expect(deudasPeriod(deudas)).toBe('202608');
    expect(deudasPeriod(notFound)).toBeNull();
    expect(newestPeriod(deudas, historicas)).toBe('202608');
    expect(newestPeriod(notFound, notFound)).toBeNull();
  });

  it('when the subject is in the published period, its debts are current', () => {
    const debts = normalizeDebts(deudas, historicas, '202608', 'FISICA');
    expect(debts).toMatchObject({ latestPeriod: '202608', hasRecords: true });
    expect(debts.current.map((d) => d.situacion)).toEqual([3, 1]);
    expect(debts.scorePeriods.at(-1)).toMatchObject({ period: '202608' });
  });

  it('a subject missing from a newer published period has no current debts (situación 0 there)', () => {
    const debts = normalizeDebts(deudas, historicas, '202609', 'FISICA');
    expect(debts).toMatchObject({ latestPeriod: '202609', hasRecords: true, current: [] });
    expect(debts.periods.at(-1)).toMatchObject({ period: '09/2026', monto: 0, worstSituacion: 0 });
    expect(debts.periods.at(-2)).toMatchObject({ period: '08/2026', worstSituacion: 3 });
    expect(debts.scorePeriods.map((p) => p.period)).not.toContain('202609');
  });

  it('no record in the window: no history, but the period is the published one', () => {
    expect(normalizeDebts(notFound, notFound, '202609', 'JURIDICA')).toEqual({
      name: null,
      latestPeriod: '202609',
      hasRecords: false,
      current: [],
      history: [],
      periods: [],
      scorePeriods: [],
    });
  });

  it.each([
    ['FISICA', 'Riesgo medio (más de 90 hasta 180 días de atraso)', 'Normal (hasta 31 días de atraso)'],
    ['JURIDICA', 'Con problemas', 'En situación normal'],
  ] as const)('labels situaciones as the %s portfolio does', (personType, worst, normal) => {
    const debts = normalizeDebts(deudas, historicas, '202608', personType);
    expect(debts.current.map((d) => d.situacionLabel)).toEqual([worst, normal]);
  });

  it('irrecDisposicionTecnica is situación 6 whatever the situación says', () => {
    const debts = normalizeDebts(
      deudasWith((e) => ({ irrecDisposicionTecnica: e.situacion === 1 })),
      historicas,
      '202608',
      'FISICA',
    );
    expect(debts.current[0]).toMatchObject({ situacion: 6, situacionLabel: 'Irrecuperable por disposición técnica' });
  });

  it.each([
    [0, null],
    [74, 74],
    [null, null],
  ])('diasAtrasoPago %s is %s days past due (0 means not applicable)', (days, expected) => {
    const debts = normalizeDebts(
      deudasWith(() => ({ diasAtrasoPago: days })),
      historicas,
      '202608',
      'FISICA',
    );
    expect(debts.current.map((d) => d.daysPastDue)).toEqual([expected, expected]);
  });
});
