import fs from 'node:fs';
import path from 'node:path';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { theme, themeOptions } from '@/client/theme/theme';
import { muiPlainTheme } from '../../webpack.config';

const MUI = path.dirname(require.resolve('@mui/material/package.json'));
const STYLES = path.join(MUI, 'esm', 'styles');

/** What the builds' replacement makes of `request` imported from `context`. */
function swapped(context: string, request: string): string {
  const resource = { context, request };
  const plugin = muiPlainTheme() as unknown as {
    newResource: (resource: { context: string; request: string }) => void;
  };
  plugin.newResource(resource);
  return resource.request;
}

/** A theme as data: MUI's helpers are functions made afresh by each call, so only their names are compared. */
const asData = (value: object): unknown =>
  JSON.parse(JSON.stringify(value, (_key, field: unknown) => (typeof field === 'function' ? 'function' : field)));

type CreateTheme = (options: ThemeOptions) => Theme;

// MUI's package exports hide these files; the CommonJS build beside the ESM one holds the same code.
const load = async (file: string): Promise<CreateTheme> =>
  ((await import(path.join(MUI, 'styles', file))) as { default: CreateTheme }).default;

describe("the builds' swap of MUI's theme halves", () => {
  it("points MUI's own createTheme and ThemeProvider at their plain halves, which exist, and nothing else", () => {
    expect(swapped(STYLES, './createTheme.js')).toBe('./createThemeNoVars.js');
    expect(swapped(STYLES, './ThemeProvider.js')).toBe('./ThemeProviderNoVars.js');
    for (const file of ['createThemeNoVars.js', 'ThemeProviderNoVars.js']) {
      expect(fs.existsSync(path.join(STYLES, file))).toBe(true);
    }
    expect(swapped(STYLES, './createPalette.js')).toBe('./createPalette.js');
    expect(swapped(path.resolve('src/client/theme'), './createTheme.js')).toBe('./createTheme.js');
  });

  it('changes nothing for the site theme: the plain half builds the same theme as the whole', async () => {
    const whole = await load('createTheme.js');
    const plain = await load('createThemeNoVars.js');

    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(asData(plain(themeOptions))).toEqual(asData(whole(themeOptions)));
    // A theme that asks for CSS variables is where the halves part, so the comparison above can tell.
    expect(asData(plain({ ...themeOptions, cssVariables: true }))).not.toEqual(
      asData(whole({ ...themeOptions, cssVariables: true })),
    );
  });
});
