import { describe, expect, it } from 'vitest';
import { addOneMonth, effectiveRole, extendPremium, lastSysadminProblem, paidThroughOf } from './premium';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-21T12:00:00Z');

describe('effectiveRole', () => {
  it.each([
    ['free', null, 'free'],
    ['free', '2026-11-21T11:59:59Z', 'free'],
    ['free', '2026-11-21T12:00:00Z', 'free'],
    ['free', '2026-11-21T12:00:01Z', 'premium'],
    ['premium', null, 'premium'],
    ['premium', '2020-01-01T00:00:00Z', 'premium'],
    ['admin', null, 'admin'],
    ['sysadmin', '2030-01-01T00:00:00Z', 'sysadmin'],
  ] as const)('%s with premiumUntil %s → %s', (role, until, expected) => {
    expect(effectiveRole(role, until ? at(until) : null, NOW)).toBe(expected);
  });
});

describe('addOneMonth / paidThroughOf', () => {
  it.each([
    ['2026-11-21T12:00:00.000Z', '2026-12-21T12:00:00.000Z'],
    ['2026-12-15T03:00:00.000Z', '2027-01-15T03:00:00.000Z'],
    ['2027-01-31T10:00:00.000Z', '2027-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', '2026-04-30T00:00:00.000Z'],
  ])('%s → %s', (from, to) => {
    expect(addOneMonth(at(from)).toISOString()).toBe(to);
    expect(paidThroughOf(at(from)).toISOString()).toBe(to);
  });
});

describe('extendPremium', () => {
  it.each([
    [null, '2026-12-21T00:00:00.000Z', '2026-12-21T00:00:00.000Z'],
    ['2026-12-01T00:00:00.000Z', '2026-12-21T00:00:00.000Z', '2026-12-21T00:00:00.000Z'],
    ['2027-03-01T00:00:00.000Z', '2026-12-21T00:00:00.000Z', '2027-03-01T00:00:00.000Z'],
    ['2026-12-21T00:00:00.000Z', '2026-12-21T00:00:00.000Z', '2026-12-21T00:00:00.000Z'],
  ])('current %s + paid %s → %s', (current, paid, expected) => {
    expect(extendPremium(current ? at(current) : null, at(paid)).toISOString()).toBe(expected);
  });
});

describe('lastSysadminProblem', () => {
  it.each([
    ['sysadmin', 'admin', 1, 'LAST_SYSADMIN'],
    ['sysadmin', 'free', 0, 'LAST_SYSADMIN'],
    ['sysadmin', 'admin', 2, undefined],
    ['sysadmin', 'sysadmin', 1, undefined],
    ['admin', 'free', 1, undefined],
  ] as const)('%s → %s with %i sysadmins → %s', (current, next, count, expected) => {
    expect(lastSysadminProblem(current, next, count)).toBe(expected);
  });
});
