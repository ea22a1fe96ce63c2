import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
/** BENCH_SERVER_MAIN compares another build (e.g. one made with `tsc --outDir` from an older commit). */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN || path.join(ROOT, 'dist', 'node', 'server', 'main.js');

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, without trailing slash. */
  url: string;
  stop(): Promise<void>;
}

/** A free loopback port, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process exited early`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

const started = new Set<ChildProcess>();
/** Whatever happens to this run, no server it started outlives it. */
process.on('exit', () => started.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    started.forEach((child) => child.kill('SIGKILL'));
    process.exit(130);
  });
}

export interface StartOptions {
  /** The Node.js arguments: a script and what it needs. */
  args: string[];
  env: Record<string, string>;
  /** The path that answers 200 once the server is ready. */
  readyPath: string;
  readyTimeoutMs?: number;
}

/** Starts a Node.js HTTP server on a free loopback port and waits until `readyPath` answers. */
export async function startNodeServer({
  args,
  env,
  readyPath,
  readyTimeoutMs = 120_000,
}: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  const stop = stopper(child);
  try {
    await waitUntilAnswering(`${url}${readyPath}`, child, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * The built server (dist/node) on its own data: loopback only, quiet, and nothing taken from the caller's
 * configuration (an outer DATABASE_URL or REDIS_URL would point it at shared state).
 */
export function startBuiltServer(env: Record<string, string>): Promise<RunningServer> {
  return startNodeServer({
    args: [SERVER_MAIN],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      ...env,
    },
    readyPath: '/v1/health',
  });
}
