/** The browser suite runs this many workers, each against a server of its own (playwright.config.ts). */
export const E2E_WORKERS = 2;

/** The first worker's server listens here, the next worker's on the port after it, and so on. */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);

export interface E2eServer {
  port: number;
  baseURL: string;
  /** Its DATA_DIR: made fresh when the server starts, removed when it stops. */
  dataDir: string;
}

/**
 * The server of the worker with `parallelIndex` (Playwright's `testInfo.parallelIndex`, 0 to E2E_WORKERS - 1).
 * Each has its own port and data, so a test that changes data only meets the tests of its own worker.
 */
export function e2eServer(parallelIndex: number): E2eServer {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set; run the suite through playwright.config.ts');
  const port = E2E_FIRST_PORT + parallelIndex;
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: `${root}-${parallelIndex}` };
}

export const ADMIN = {
  username: 'admin',
  password: 'E2e#Sinar-Aditif-2024',
  email: 'admin@sinaraditif.co.id',
} as const;
