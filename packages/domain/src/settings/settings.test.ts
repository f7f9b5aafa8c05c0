import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, layoutPreset, mergeSettings, PALETTE_IDS, THEME_IDS } from './settings';

describe('mergeSettings', () => {
  it('returns the defaults when nothing is saved', () => {
    expect(mergeSettings(DEFAULT_SETTINGS, undefined)).toEqual(DEFAULT_SETTINGS);
    expect(mergeSettings(DEFAULT_SETTINGS, null)).toEqual(DEFAULT_SETTINGS);
    expect(mergeSettings(DEFAULT_SETTINGS, {})).toEqual(DEFAULT_SETTINGS);
  });

  it('lays saved values over the defaults, deeply, keeping the rest', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, {
      theme: { main: 'deepOcean' },
      layout: { mode: 'boxed', navbar: { folded: true } },
      customScrollbars: true,
    });
    expect(merged.theme).toEqual({ main: 'deepOcean', navbar: 'tirrDark', toolbar: 'tirr', footer: 'tirrDark' });
    expect(merged.layout.mode).toBe('boxed');
    expect(merged.layout.navbar).toEqual({ display: true, folded: true, position: 'left' });
    expect(merged.layout.scroll).toBe('body');
    expect(merged.customScrollbars).toBe(true);
    expect(merged.animations).toBe(true);
  });

  it.each([
    ['a string where a boolean goes', { animations: 'no' }],
    ['an object where a string goes', { direction: { rtl: true } }],
    ['a scalar where an object goes', { layout: 'boxed' }],
    ['an array where an object goes', { theme: ['deepOcean'] }],
    ['an unknown theme', { theme: { main: 'neon' } }],
    ['an unknown direction', { direction: 'up' }],
    ['a right-to-left direction an earlier release saved (ADR 0137)', { direction: 'rtl' }],
    ['an unknown layout style', { layout: { style: 'layout9' } }],
    ['an unknown toolbar position', { layout: { toolbar: { position: 'middle' } } }],
    ['an unknown language', { language: 'fr' }],
    ['an unknown menu variant', { menuVariant: 'other' }],
  ])('ignores %s', (_label, saved) => {
    expect(mergeSettings(DEFAULT_SETTINGS, saved)).toEqual(DEFAULT_SETTINGS);
  });

  it('drops unknown keys and does not modify its inputs', () => {
    const saved = { legacyKey: 1, layout: { navbar: { folded: true, width: 300 } } };
    const merged = mergeSettings(DEFAULT_SETTINGS, saved);
    expect(merged).not.toHaveProperty('legacyKey');
    expect(merged.layout.navbar).not.toHaveProperty('width');
    expect(DEFAULT_SETTINGS.layout.navbar.folded).toBe(false);
    expect(saved.layout.navbar.width).toBe(300);
  });
});

describe('themes and layouts', () => {
  it('offers the nine themes with a dark variant each, tirr first', () => {
    expect(THEME_IDS[0]).toBe('tirr');
    expect(THEME_IDS).toHaveLength(9);
    expect(PALETTE_IDS).toHaveLength(18);
    expect(PALETTE_IDS).toContain('deepOceanDark');
  });

  it.each([
    ['layout1', 'above', 'fullwidth'],
    ['layout2', 'below', 'fullwidth'],
    ['layout3', 'below', 'boxed'],
  ] as const)('%s puts the toolbar %s in %s mode', (style, toolbar, mode) => {
    const layout = layoutPreset(style, DEFAULT_SETTINGS.layout);
    expect(layout.style).toBe(style);
    expect(layout.toolbar.position).toBe(toolbar);
    expect(layout.mode).toBe(mode);
  });
});
