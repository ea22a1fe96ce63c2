import type { Config } from 'jest';

// A few dependencies (msw's helpers, the zoom) are ESM only; babel-jest compiles them for Jest on Node 20.
const shared = { transform: { '^.+\\.m?[jt]sx?$': 'babel-jest' }, moduleFileExtensions: ['ts', 'tsx', 'js', 'json'] };

const config: Config = {
  globalSetup: '<rootDir>/__tests__/setup/global-setup.ts',
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      // app.inject (light-my-request) requires cookie 2, which is ESM only.
      transformIgnorePatterns: ['/node_modules/(?!(?:.+/node_modules/)?cookie/)'],
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
  ],
};

export default config;
