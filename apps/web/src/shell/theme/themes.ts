import { createTheme, type Theme } from '@mui/material/styles';
import type { PaletteId, ThemeId } from '@tirr/domain';
import { THEME_COLORS } from './palettes';

/** The default 'tirr' colours (docs/product.md §9), for code that paints outside a theme. */
export const TIRR_COLORS = {
  primary: THEME_COLORS.tirr.primary,
  secondary: THEME_COLORS.tirr.secondary,
  dark: THEME_COLORS.tirr.dark.background,
  background: THEME_COLORS.tirr.background,
} as const;

/** Width of the side navigation (docs/product.md §9: 240, folded 64). */
export const NAVBAR_WIDTH = 240;
export const NAVBAR_FOLDED_WIDTH = 64;
/** Boxed layout width (docs/product.md §9). */
export const BOXED_WIDTH = 1280;

const typography = {
  fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
  button: { textTransform: 'none' as const, fontWeight: 600 },
};

export interface ThemeOptions {
  animations?: boolean;
}

export function themeIdOf(palette: PaletteId): ThemeId {
  return (palette.endsWith('Dark') ? palette.slice(0, -4) : palette) as ThemeId;
}

const cache = new Map<string, Theme>();

/** The MUI theme of a palette ('deepOcean' light, 'deepOceanDark' its dark variant). */
export function buildTheme(palette: PaletteId, { animations = true }: ThemeOptions = {}): Theme {
  const key = `${palette}|${animations}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const colors = THEME_COLORS[themeIdOf(palette)] ?? THEME_COLORS.tirr;
  const dark = palette.endsWith('Dark');
  const theme = createTheme({
    palette: dark
      ? {
          mode: 'dark',
          primary: { main: colors.dark.primary },
          secondary: { main: colors.secondary, contrastText: '#ffffff' },
          background: { default: colors.dark.background, paper: colors.dark.background },
          text: { primary: colors.dark.text, secondary: `color-mix(in srgb, ${colors.dark.text} 72%, transparent)` },
        }
      : {
          mode: 'light',
          primary: { main: colors.primary },
          secondary: { main: colors.secondary, contrastText: '#ffffff' },
          background: { default: colors.background, paper: colors.paper },
          text: { primary: colors.text },
        },
    shape: { borderRadius: 10 },
    typography,
    ...(animations ? {} : { transitions: { create: () => 'none' } }),
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      ...(animations ? {} : { MuiButtonBase: { defaultProps: { disableRipple: true } } }),
    },
  });
  cache.set(key, theme);
  return theme;
}

export const tirrTheme: Theme = buildTheme('tirr');
