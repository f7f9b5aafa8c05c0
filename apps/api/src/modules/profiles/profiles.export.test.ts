import { describe, expect, it } from 'vitest';
import { EXPORT_TEXTS, exportHeaders, exportRow } from './profiles.export';
import type { ListedRow } from './profiles.list';

describe('the Mis Perfiles export in the user’s language (ADR 0139)', () => {
  const row: ListedRow = {
    id: 'p1',
    userId: 'u1',
    taxNumber: '20314567820',
    name: 'PEREYRA JUAN CARLOS',
    personType: 'FISICA',
    group: 'Clientes',
    income: 1250000.5,
    behaviour: 'Bueno',
    date: '2026-03-14',
    situacion: 3,
    debt: 553500,
    score: 340,
    band: 'REGULAR',
    lastBalanceId: null,
    lastBalancePeriod: '2025',
    lastBalanceDate: '2026-01-31',
    policyDecision: 'OBSERVAR',
  } as unknown as ListedRow;
  const fixed = { decisions: false };

  it('Mis Perfiles: headers, situación, band and dates', () => {
    expect(EXPORT_TEXTS.en.headers).toContain('Situation');
    expect(exportRow(row, EXPORT_TEXTS.en, fixed)).toEqual([
      'PEREYRA JUAN CARLOS',
      '20-31456782-0',
      'Clientes',
      1250000.5,
      'Bueno',
      '03/14/2026',
      553500,
      '3 - Medium risk',
      340,
      'Fair',
      '2025 (01/31/2026)',
    ]);
    expect(exportRow(row, EXPORT_TEXTS.es, fixed)).toContain('3 - Riesgo medio');
    expect(exportRow(row, EXPORT_TEXTS.es, fixed)).toContain('14/03/2026');
  });

  it("a 'Decisión' column after the band for a user with a credit policy, in the reader's words", () => {
    const decisions = { decisions: true };
    const es = exportHeaders(EXPORT_TEXTS.es, decisions);
    const at = es.indexOf('Decisión');
    expect(at).toBe(es.indexOf('Banda') + 1);
    expect(es.slice(at + 1)).toEqual(['Último balance']);
    expect(exportHeaders(EXPORT_TEXTS.en, decisions)[at]).toBe('Decision');
    expect(exportHeaders(EXPORT_TEXTS.es, fixed)).toEqual(EXPORT_TEXTS.es.headers);
    expect(exportRow(row, EXPORT_TEXTS.es, decisions)[at]).toBe('Observar');
    expect(exportRow(row, EXPORT_TEXTS.en, decisions).slice(at - 1)).toEqual(['Fair', 'Watch', '2025 (01/31/2026)']);
    expect(exportRow({ ...row, policyDecision: 'APROBAR' }, EXPORT_TEXTS.en, decisions)[at]).toBe('Approve');
    expect(exportRow({ ...row, policyDecision: 'RECHAZAR' }, EXPORT_TEXTS.es, decisions)[at]).toBe('Rechazar');
    // No decision (no facts stored yet): an empty cell, the row as wide as the header.
    const undecided = exportRow({ ...row, policyDecision: null }, EXPORT_TEXTS.es, decisions);
    expect(undecided).toHaveLength(es.length);
    expect(undecided[at]).toBeNull();
  });
});
