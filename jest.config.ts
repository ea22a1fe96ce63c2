import type { Config } from 'jest';

const shared = { transform: { '^.+\\.[jt]sx?$': 'babel-jest' }, moduleFileExtensions: ['ts', 'tsx', 'js', 'json'] };

const config: Config = {
  globalSetup: '<rootDir>/__tests__/setup/global-setup.ts',
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/client-setup.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
  ],
};

export default config;
