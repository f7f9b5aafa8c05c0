import { describe, expect, it } from 'vitest';
import { hasPremiumGrant } from './premium-dialog';

const NOW = new Date('2026-11-26T12:00:00.000Z');

describe('hasPremiumGrant', () => {
  it.each([
    ['no user', null, false],
    ['no grant', { premiumUntil: null }, false],
    ['a grant that ended', { premiumUntil: '2026-11-20T03:00:00.000Z' }, false],
    ['a grant ending now', { premiumUntil: NOW.toISOString() }, false],
    ['a running grant', { premiumUntil: '2026-12-01T03:00:00.000Z' }, true],
  ])('%s → %s', (_name, user, expected) => expect(hasPremiumGrant(user, NOW)).toBe(expected));
});
