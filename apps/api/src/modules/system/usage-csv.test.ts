import { describe, expect, it } from 'vitest';
import { usageCsv, usageCsvName } from './system.service';

describe('the usage report CSV in the user’s language (ADR 0139)', () => {
  it('the usage report', () => {
    const report = {
      from: '2026-11-01',
      to: '2026-11-26',
      totalConsults: 3,
      consultsPerDay: [{ day: '2026-11-02', count: 3 }],
      topUsers: [],
      topTaxIds: [],
      newUsers: 1,
      premiumRequests: 0,
      conversions: { payments: 0, users: 0 },
      errors: { react: 0, node: 0 },
    };
    const english = usageCsv(report, 'en');
    expect(english).toContain('Usage report;2026-11-01 to 2026-11-26');
    expect(english).toContain('Day;Lookups');
    expect(english).not.toMatch(/Consultas|Usuarios/);
    expect(usageCsv(report, 'es')).toContain('Reporte de uso;2026-11-01 a 2026-11-26');
    expect(usageCsvName(report, 'en')).toBe('usage-report-2026-11-01-2026-11-26.csv');
  });
});
