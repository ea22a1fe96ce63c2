import { createTheme, type ThemeOptions } from '@mui/material/styles';

const AMBER = '#b85c00';
const FOCUSABLE = ['a', 'button', '[role="button"]', '[role="tab"]', '[role="menuitem"]', '[tabindex="0"]'];

/** Deep teal and warm amber: an industrial supplier that is also about food and care. */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#0b5d6b', dark: '#06414b', light: '#3d8a96', contrastText: '#ffffff' },
    secondary: { main: AMBER, contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    background: { default: '#f6f8f9', paper: '#ffffff' },
    text: { primary: '#1b2a30', secondary: '#4a5a60' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    button: { fontWeight: 600 },
  },
  components: {
    // One visible focus ring for keyboard users on every link, button and focusable control (nav links included):
    // amber shows on light backgrounds, the white gap inside it on the dark footer and sidebar.
    MuiCssBaseline: {
      styleOverrides: {
        [FOCUSABLE.map((selector) => `${selector}:focus-visible`).join(', ')]: {
          outline: `3px solid ${AMBER}`,
          outlineOffset: 2,
          boxShadow: '0 0 0 2px #ffffff',
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e1e7ea' } } },
  },
};

/** Plain: no CSS theme variables and no colour schemes, which lets the builds swap MUI's halves (webpack.config.ts). */
export const theme = createTheme(themeOptions);
