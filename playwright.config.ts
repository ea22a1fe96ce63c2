import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN, E2E_WORKERS, e2eServer } from './__tests__/e2e/support/env';

// Named here rather than in the launcher so the test workers, which inherit this environment, can read their
// server's mail outbox. Worker N's server keeps its data in `${E2E_DATA_DIR}-N` (support/env.ts), which
// scripts/e2e-server.ts creates and removes when the server stops.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `additives-e2e-${randomUUID()}`);

const servers = Array.from({ length: E2E_WORKERS }, (_, parallelIndex) => e2eServer(parallelIndex));

export default defineConfig({
  testDir: '__tests__/e2e',
  fullyParallel: false,
  // One server per worker (below), each on its own data: a test that changes data meets only its worker's tests.
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    // baseURL is the worker's own server: support/fixtures.ts.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    // A trace is recorded when a failed test runs again (CI retries once): recording one for every test took about
    // a sixth of the suite's processor time. A failure's first run leaves its screenshot and the page's
    // accessibility snapshot (error-context.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
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
  webServer: servers.map((server) => ({
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${server.baseURL}/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: server.baseURL,
      E2E_DATA_DIR: server.dataDir,
      // The demo content is seeded once, and every server starts on a copy (scripts/e2e-server.ts).
      E2E_TEMPLATE_DIR: `${process.env.E2E_DATA_DIR}-template`,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // A browser fills a form faster than a person; the server's fill-time check is tested in the server suite.
      ENQUIRY_MIN_FILL_SECONDS: '0',
    },
  })),
});
