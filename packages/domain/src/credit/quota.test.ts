import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../permissions/permissions';
import {
  FREE_MONTHLY_REPORTS,
  hasUnlimitedReports,
  mayConsult,
  quotaMonth,
  quotaMonthStart,
  quotaResetsAt,
  quotaState,
} from './quota';

describe('quota month (Buenos Aires calendar)', () => {
  it.each([
    ['2026-11-30T12:00:00Z', '2026-11'],
    ['2026-12-01T02:59:59Z', '2026-11'],
    ['2026-12-01T03:00:00Z', '2026-12'],
    ['2027-01-01T01:00:00Z', '2026-12'],
  ])('%s is in %s', (instant, month) => expect(quotaMonth(new Date(instant))).toBe(month));

  it('resets at the first instant of the next month in Buenos Aires', () => {
    expect(quotaResetsAt('2026-11')).toBe('2026-12-01T03:00:00.000Z');
    expect(quotaResetsAt('2026-12')).toBe('2027-01-01T03:00:00.000Z');
    expect(quotaMonthStart('2026-11').toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(quotaMonthStart('2027-01').toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(quotaMonth(quotaMonthStart('2026-11'))).toBe('2026-11');
    expect(quotaMonth(new Date(quotaMonthStart('2026-11').getTime() - 1))).toBe('2026-10');
  });
});

describe('quota rules (docs/domain/quota.md)', () => {
  it('free users have 3, premium and above unlimited', () => {
    expect(FREE_MONTHLY_REPORTS).toBe(3);
    expect(hasUnlimitedReports(permissionsOf('free'))).toBe(false);
    for (const role of ['premium', 'admin', 'sysadmin'] as const)
      expect(hasUnlimitedReports(permissionsOf(role))).toBe(true);
  });

  it.each([
    [{ unlimited: false, alreadyConsulted: false, used: 2 }, true],
    [{ unlimited: false, alreadyConsulted: false, used: 3 }, false],
    [{ unlimited: false, alreadyConsulted: true, used: 3 }, true],
    [{ unlimited: true, alreadyConsulted: false, used: 300 }, true],
  ])('mayConsult(%o) = %s', (args, expected) => expect(mayConsult(args)).toBe(expected));

  it('states the remaining slots', () => {
    expect(quotaState(permissionsOf('free'), 2, '2026-11')).toEqual({
      limit: 3,
      used: 2,
      remaining: 1,
      resetsAt: '2026-12-01T03:00:00.000Z',
    });
    expect(quotaState(permissionsOf('premium'), 9, '2026-11')).toMatchObject({ limit: null, remaining: null });
  });
});
