const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importPlugin = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const fs = require('node:fs');
const path = require('node:path');

/**
 * A feature's public entry is its `<name>Api.ts` files (the data seam, DESIGN.md section 3); another feature may
 * import those and nothing else of it.
 */
const FEATURES_DIR = path.join(__dirname, 'src/client/features');
const features = fs
  .readdirSync(FEATURES_DIR)
  .filter((name) => fs.statSync(path.join(FEATURES_DIR, name)).isDirectory());
const publicEntries = (feature) =>
  fs.readdirSync(path.join(FEATURES_DIR, feature)).filter((file) => /Api\.ts$/.test(file));
const featureZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [
    `./${feature}`,
    ...features
      .filter((other) => other !== feature)
      .flatMap((other) => publicEntries(other).map((file) => `./${other}/${file}`)),
  ],
  message: "A feature imports another feature's <name>Api.ts only; shared pieces live in components/ or app/.",
}));

/** The layout's import rules (DESIGN.md section 3): client -> common, server -> common, common -> nothing. */
const zones = [
  { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
  { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
  ...featureZones,
  {
    target: ['./src/client/components', './src/client/api', './src/client/i18n', './src/client/theme'],
    from: './src/client/features',
    message: 'Shared components import no feature; a piece two features share lives in components/ or app/.',
  },
  // The footer, navbar, WhatsApp link and forms' pieces get their data from the shell (app/siteSettings.tsx) or
  // from the feature using them, which says what it asks of the server in its <name>Api.ts.
  ...['./src/client/api/api.ts', './src/client/app/*Api.ts'].map((from) => ({
    target: './src/client/components',
    from,
    message: 'Building blocks fetch nothing: their data comes from the shell or the feature that uses them.',
  })),
  {
    target: './src/common',
    from: './src/client',
    message: 'src/common is imported by both sides and imports neither.',
  },
  {
    target: './src/common',
    from: './src/server',
    message: 'src/common is imported by both sides and imports neither.',
  },
  {
    target: './src/server/routes',
    from: './src/server/db',
    except: ['./schema.ts'],
    message: 'Routes go through repositories; only repositories write queries.',
  },
  {
    target: './src/server/repositories',
    from: './src/server/services',
    message: 'Repositories answer data; services use them, never the other way round.',
  },
];

/**
 * Imports (static, dynamic, re-exports) whose path matches `pattern`; the alias `@/` says it shorter. The
 * selector's regex cannot hold a slash, so patterns write it `\x2F`.
 */
const relativeImportBans = (pattern) =>
  ['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
    selector: `${node}[source.value=/${pattern}/]`,
    message: 'Import from src/ with the alias: @/client/…, @/server/…, @/common/….',
  }));

module.exports = tseslint.config(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // The import plugin follows every import (no-cycle and the zones) with TypeScript's resolution of tsconfig.json.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/icons-material', message: 'Import each icon from its own path to keep bundles small.' },
          ],
          patterns: [
            {
              group: ['@sinclair/typebox*'],
              allowTypeImports: true,
              message: 'The client imports TypeBox types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['kysely'], message: 'Routes never touch Kysely.' }] }],
    },
  },
  {
    files: ['src/server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely'],
              allowTypeImports: true,
              message: 'Services write no queries; repositories do.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify', '@fastify/*'], message: 'Repositories never touch HTTP.' }] },
      ],
    },
  },
  {
    // `@/…` is `src/…` (tsconfig paths); relative imports stay within a folder and its parent.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...relativeImportBans(String.raw`^(\.\.\x2F){2,}(?!(\.\.\x2F)*locales\x2F)`)],
    },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}', 'scripts/**/*.ts', '*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...relativeImportBans(String.raw`^(\.\.\x2F)+src\x2F`)] },
  },
  { files: ['**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
