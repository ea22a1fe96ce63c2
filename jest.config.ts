import type { Config } from 'jest';

// SWC compiles the tests and the code they load (an eighth less Jest time than Babel on a clean clone, where nothing
// is cached), along with the few ESM-only dependencies (msw's helpers, the zoom) Jest cannot load on Node 20. The
// build keeps Babel (babel.config.js).
const shared = {
  transform: {
    '^.+\\.m?[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2023',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // The import alias of tsconfig.json: `@/client/…` is `src/client/…`.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};

const config: Config = {
  // The one per-test timeout, a guard against hangs rather than a speed check: the slowest tests spawn the CLI,
  // build images or import a lazy chunk on busy shared cores. (Jest 30 reads it only here, not per project.)
  testTimeout: 60_000,
  globalSetup: '<rootDir>/__tests__/setup/global-setup.ts',
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      // app.inject (light-my-request) requires cookie 2, which is ESM only; so is the zoom, which the tests that
      // render pages from the client's source load.
      transformIgnorePatterns: ['/node_modules/(?!(?:.+/node_modules/)?(?:cookie|react-medium-image-zoom)/)'],
    },
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/client-setup.ts'],
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|react-medium-image-zoom)/)',
      ],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      ...shared,
      displayName: 'scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/scripts/**/*.test.ts'],
    },
  ],
};

export default config;
