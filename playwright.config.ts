import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN, E2E_BASE_URL, E2E_PORT } from './__tests__/e2e/support/env';

// Named here rather than in the launcher so the test workers, which inherit this environment, can read the mail
// outbox; scripts/e2e-server.ts creates the directory and removes it when the server stops.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `additives-e2e-${randomUUID()}`);

export default defineConfig({
  testDir: '__tests__/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${E2E_BASE_URL}/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // A browser fills a form faster than a person; the server's fill-time check is tested in the server suite.
      ENQUIRY_MIN_FILL_SECONDS: '0',
    },
  },
});
