import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '@tirr/domain';
import { THEME_COLORS } from './palettes';

/** CIE L*a*b* of an sRGB '#rrggbb' (D65). */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c > 0.04045 ? ((c + 0.055) / 1.055) ** 2.4 : c / 12.92;
  }) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
  const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
  const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 colour difference: about 2 is the smallest a person notices; 10 and more is plainly another colour. */
const deltaE = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]!));

const pairs = THEME_IDS.flatMap((a, i) => THEME_IDS.slice(i + 1).map((b) => [a, b] as const));

describe('theme palettes', () => {
  it('measures colour differences as expected', () => {
    expect(deltaE('#ffffff', '#ffffff')).toBe(0);
    expect(deltaE('#000000', '#ffffff')).toBeCloseTo(100, 0);
  });

  it.each(pairs)('%s and %s differ visibly in primary and navbar colours', (a, b) => {
    expect(deltaE(THEME_COLORS[a].primary, THEME_COLORS[b].primary)).toBeGreaterThanOrEqual(15);
    expect(deltaE(THEME_COLORS[a].dark.background, THEME_COLORS[b].dark.background)).toBeGreaterThanOrEqual(10);
  });

  it("'Océano profundo' is not 'tirr': another primary, background and navbar", () => {
    const [tirr, ocean] = [THEME_COLORS.tirr, THEME_COLORS.deepOcean];
    expect(deltaE(tirr.primary, ocean.primary)).toBeGreaterThanOrEqual(20);
    expect(deltaE(tirr.background, ocean.background)).toBeGreaterThanOrEqual(4);
    expect(deltaE(tirr.dark.background, ocean.dark.background)).toBeGreaterThanOrEqual(30);
  });
});
