import { createTheme, type Theme } from '@mui/material/styles';

/**
 * The default 'tirr' theme (spec §9): light, primary blue, secondary turquoise, with a dark variant for
 * the navbar and footer. The settings issue adds the other themes (legacy, sunset, greeny, …).
 */
export const TIRR_COLORS = {
  primary: '#1f5fbf',
  secondary: '#19b3a6',
  dark: '#0f1f3a',
  background: '#f4f6fa',
} as const;

/** Width of the side navigation (spec §9: 240, folded 64). */
export const NAVBAR_WIDTH = 240;
export const NAVBAR_FOLDED_WIDTH = 64;

const typography = {
  fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
  button: { textTransform: 'none' as const, fontWeight: 600 },
};

export const tirrTheme: Theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: TIRR_COLORS.primary },
    secondary: { main: TIRR_COLORS.secondary, contrastText: '#ffffff' },
    background: { default: TIRR_COLORS.background, paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography,
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});

/** The dark variant used by the side navigation and the footer. */
export const tirrDarkTheme: Theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#6f9ef0' },
    secondary: { main: TIRR_COLORS.secondary, contrastText: '#ffffff' },
    background: { default: TIRR_COLORS.dark, paper: TIRR_COLORS.dark },
    text: { primary: '#e8edf6', secondary: 'rgba(232, 237, 246, 0.7)' },
  },
  shape: { borderRadius: 10 },
  typography,
});
