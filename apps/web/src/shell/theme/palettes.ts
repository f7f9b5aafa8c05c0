import type { ThemeId } from '@tirr/domain';

/** The colours of one theme: its light palette (main, toolbar) and its dark variant (navbar, footer). */
export interface ThemeColors {
  primary: string;
  secondary: string;
  background: string;
  paper: string;
  text: string;
  dark: { background: string; primary: string; text: string };
}

/**
 * docs/product.md §9: 'tirr' (light, primary blue, secondary turquoise) and the eight others; any two differ
 * visibly in primary and navbar colour (palettes.test.ts).
 */
export const THEME_COLORS: Record<ThemeId, ThemeColors> = {
  tirr: {
    primary: '#1f5fbf',
    secondary: '#19b3a6',
    background: '#f4f6fa',
    paper: '#ffffff',
    text: '#1b2433',
    dark: { background: '#0f1f3a', primary: '#6f9ef0', text: '#e8edf6' },
  },
  legacy: {
    primary: '#3c4252',
    secondary: '#039be5',
    background: '#f6f7f9',
    paper: '#ffffff',
    text: '#1e2125',
    dark: { background: '#22292f', primary: '#4fc3f7', text: '#e6e8ea' },
  },
  sunset: {
    primary: '#d65a2b',
    secondary: '#f2a93b',
    background: '#fff7f0',
    paper: '#ffffff',
    text: '#2d1a12',
    dark: { background: '#3a1a12', primary: '#ff9a6b', text: '#fbe9df' },
  },
  greeny: {
    primary: '#2e7d32',
    secondary: '#8bc34a',
    background: '#f3f8f2',
    paper: '#ffffff',
    text: '#15261a',
    dark: { background: '#12301a', primary: '#7bd389', text: '#e4f3e6' },
  },
  beach: {
    primary: '#00838f',
    secondary: '#ffb74d',
    background: '#fdf8ee',
    paper: '#ffffff',
    text: '#1b2a2c',
    dark: { background: '#0d3b40', primary: '#64d8e0', text: '#e3f4f5' },
  },
  tech: {
    primary: '#4527a0',
    secondary: '#00bcd4',
    background: '#f3f2f9',
    paper: '#ffffff',
    text: '#1b1734',
    dark: { background: '#1a1238', primary: '#9f8cf0', text: '#ebe8fa' },
  },
  sweetHues: {
    primary: '#ad1457',
    secondary: '#7e57c2',
    background: '#fcf3f7',
    paper: '#ffffff',
    text: '#2e1522',
    dark: { background: '#3a1229', primary: '#f48fb1', text: '#fae6ee' },
  },
  // Ocean blue on an aqua wash with an abyss-indigo navbar: 'tirr' is royal blue on grey with a navy one.
  deepOcean: {
    primary: '#0077b6',
    secondary: '#00b4d8',
    background: '#e4f4fa',
    paper: '#ffffff',
    text: '#0c1d2c',
    dark: { background: '#03045e', primary: '#90e0ef', text: '#e6f6fb' },
  },
  // Lighter and bluer than 'legacy' (whose charcoal it matched).
  slate: {
    primary: '#5b7083',
    secondary: '#ff7043',
    background: '#f2f4f5',
    paper: '#ffffff',
    text: '#1f292e',
    dark: { background: '#3e4c59', primary: '#a9bccb', text: '#e6ebed' },
  },
};
