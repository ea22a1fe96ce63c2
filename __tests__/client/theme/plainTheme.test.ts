import { theme } from '@/client/theme/theme';

// The builds hand MUI's createTheme and ThemeProvider their plain halves (webpack.config.ts, muiPlainTheme), which
// is only what MUI itself would run while the theme asks for no CSS theme variables.
describe('the site theme', () => {
  it('is a plain theme: no CSS theme variables, no colour schemes', () => {
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('cssVariables');
  });

  it('carries the brand palette', () => {
    expect(theme.palette.primary.main).toBe('#0b5d6b');
    expect(theme.palette.secondary.main).toBe('#b85c00');
  });
});
