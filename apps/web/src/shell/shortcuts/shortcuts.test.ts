import { describe, expect, it } from 'vitest';
import { sectionTitleKey } from '../navigation/nav-model';
import { toggleShortcut } from './shortcuts';

describe('toggleShortcut', () => {
  it('stars at the end and unstars in place', () => {
    expect(toggleShortcut([], '/credits')).toEqual(['/credits']);
    expect(toggleShortcut(['/credits'], '/assets/simulators/fci')).toEqual(['/credits', '/assets/simulators/fci']);
    expect(toggleShortcut(['/a', '/b', '/c'], '/b')).toEqual(['/a', '/c']);
  });
});

describe('sectionTitleKey', () => {
  it.each([
    ['credits', 'markets', 'nav.sections.credits'],
    ['capital', 'markets', 'nav.sections.capital'],
    ['credits', 'classic', 'nav.classicSections.credits'],
    ['capital', 'classic', 'nav.classicSections.capital'],
    ['system', 'classic', 'nav.sections.system'],
  ] as const)('%s in the %s variant → %s', (section, variant, key) => {
    expect(sectionTitleKey(section, variant)).toBe(key);
  });
});
