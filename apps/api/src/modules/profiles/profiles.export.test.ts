import { describe, expect, it } from 'vitest';
import { EXPORT_TEXTS, exportRow } from './profiles.export';
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
  } as unknown as ListedRow;

  it('Mis Perfiles: headers, situación, band and dates', () => {
    expect(EXPORT_TEXTS.en.headers).toContain('Situation');
    expect(exportRow(row, EXPORT_TEXTS.en)).toEqual([
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
    expect(exportRow(row, EXPORT_TEXTS.es)).toContain('3 - Riesgo medio');
    expect(exportRow(row, EXPORT_TEXTS.es)).toContain('14/03/2026');
  });
});
