import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ADMIN_PASSWORD, HttpClient } from './http-client';

export const ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_MAIN = path.join(ROOT, 'dist', 'node', 'server', 'main.js');
export const ADMIN_CLI = path.join(ROOT, 'dist', 'node', 'server', 'cli', 'admin.js');

const running = new Set<ServerProcess>();

/** Kills every server this run started; for the exit paths (signals, uncaught errors). */
export function killAllServers(): void {
  for (const server of running) server.child.kill('SIGKILL');
}

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

/**
 * The environment of a server under test: loopback only, quiet logs, generous write limits, and nothing taken
 * from the caller's own configuration (an outer DATABASE_URL or REDIS_URL would point it at shared state).
 */
export function serverEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: '',
    ADMIN_PASSWORD,
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    ...overrides,
  };
}

export interface StartOptions {
  name: string;
  logDir: string;
  env: Record<string, string>;
  readyTimeoutMs?: number;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One built server (`node dist/node/server/main.js`) on a free loopback port. */
export class ServerProcess {
  readonly url: string;
  readonly exited: Promise<Exit>;
  private exit: Exit | undefined;

  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly port: number,
    readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        this.exit = { code, signal };
        running.delete(this);
        resolve(this.exit);
      });
    });
  }

  static async start(options: StartOptions): Promise<ServerProcess> {
    const port = await freePort();
    const logFile = path.join(options.logDir, `${options.name}.log`);
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, [SERVER_MAIN], {
      cwd: ROOT,
      env: serverEnv({ ...options.env, PORT: String(port) }),
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const server = new ServerProcess(options.name, child, port, logFile);
    running.add(server);
    try {
      await server.waitHealthy(options.readyTimeoutMs ?? 180_000);
    } catch (error) {
      child.kill('SIGKILL');
      await server.exited;
      throw error;
    }
    return server;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get alive(): boolean {
    return this.exit === undefined;
  }

  private async waitHealthy(timeoutMs: number): Promise<void> {
    const client = new HttpClient(this.url, 1);
    const deadline = Date.now() + timeoutMs;
    try {
      while (Date.now() < deadline) {
        if (!this.alive)
          throw new Error(`${this.name} exited during start (${JSON.stringify(this.exit)}): ${this.logTail()}`);
        const answer = await client.request('GET', '/v1/health', { timeoutMs: 2000 }).catch(() => undefined);
        if (answer?.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${this.name} was not healthy within ${timeoutMs / 1000} s: ${this.logTail()}`);
    } finally {
      client.close();
    }
  }

  /** Resident memory from /proc/<pid>/status, in kB. */
  rssKb(): number {
    const status = fs.readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    if (!match) throw new Error(`No VmRSS for ${this.pid}`);
    return Number(match[1]);
  }

  async kill9(): Promise<Exit> {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** SIGTERM, then the time the server took to finish in-flight work and exit (SIGKILL after `timeoutMs`). */
  async stop(timeoutMs = 15_000): Promise<Exit & { ms: number }> {
    const started = Date.now();
    if (this.alive) this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    const exit = await this.exited;
    clearTimeout(timer);
    return { ...exit, ms: Date.now() - started };
  }

  logTail(lines = 15): string {
    try {
      return fs.readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}
