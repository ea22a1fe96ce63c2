import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * One server started by a script (the benchmarks, the reliability checks, the browser suite, the snapshot
 * capture) as a child process: the built server by default, on loopback, on its own data.
 */

export const ROOT = path.resolve(__dirname, '..');
export const SERVER_MAIN = path.join(ROOT, 'dist', 'node', 'server', 'main.js');

/**
 * Settings a started server never takes from the caller's environment: an outer DATABASE_URL, REDIS_URL or
 * SMTP_URL would point it at shared state instead of its own.
 */
const OWN_STATE = { DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' };

/** The built server as production runs it, logging warnings only and with no public URL of its own. */
export const PRODUCTION_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: '' };

/** The caller's environment without its shared state, then `env`: for a server or a command run on its data. */
export const ownStateEnv = (env: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  ...OWN_STATE,
  ...env,
});

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

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Why the process could not be started, when it could not. */
  error?: Error;
}

export interface StartOptions {
  /** Names the server in messages. */
  name?: string;
  /** What Node.js runs: the built server unless another script is named. */
  args?: string[];
  /** Over the caller's environment (without its shared state); PORT and HOST are set from the options. */
  env?: Record<string, string>;
  /** The port to listen on; a free loopback port by default. */
  port?: number;
  /** Appends the server's output to this file instead of the caller's. */
  logFile?: string;
  /** A path that answers 200 once the server is ready: the start waits for it. Without it, the start does not wait. */
  readyPath?: string;
  readyTimeoutMs?: number;
}

const running = new Set<ServerProcess>();

/** Kills every server this run started that still runs; for the exit paths (signals, uncaught errors). */
export function killAllServers(): void {
  for (const server of running) server.child.kill('SIGKILL');
}

// Whatever happens to the run, no server it started outlives it.
process.on('exit', killAllServers);

let endOnInterrupt = false;

/** From now on, Ctrl-C or SIGTERM ends the run at once, with every server it started. */
export function killServersOnInterrupt(): void {
  if (endOnInterrupt) return;
  endOnInterrupt = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAllServers();
      process.exit(130);
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ServerProcess {
  readonly url: string;
  readonly exited: Promise<Exit>;
  private exit: Exit | undefined;

  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly port: number,
    readonly logFile: string | undefined,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.exited = new Promise((resolve) => {
      const ended = (exit: Exit) => {
        if (this.exit) return;
        this.exit = exit;
        running.delete(this);
        resolve(exit);
      };
      child.on('exit', (code, signal) => ended({ code, signal }));
      child.on('error', (error) => ended({ code: null, signal: null, error }));
    });
  }

  /** Starts the server and, given a `readyPath`, waits until it answers there (killing it if it never does). */
  static async start({
    name = 'server',
    args = [SERVER_MAIN],
    env = {},
    port,
    logFile,
    readyPath,
    readyTimeoutMs = 120_000,
  }: StartOptions): Promise<ServerProcess> {
    const listenPort = port ?? (await freePort());
    const log = logFile === undefined ? 'inherit' : fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: ownStateEnv({ ...env, PORT: String(listenPort), HOST: '127.0.0.1' }),
      stdio: ['ignore', log, log],
    });
    if (typeof log === 'number') fs.closeSync(log);
    const server = new ServerProcess(name, child, listenPort, logFile);
    running.add(server);
    if (readyPath === undefined) return server;
    try {
      await server.waitUntilAnswering(readyPath, readyTimeoutMs);
    } catch (error) {
      await server.kill9();
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

  private async waitUntilAnswering(readyPath: string, timeoutMs: number): Promise<void> {
    const url = `${this.url}${readyPath}`;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive)
        throw new Error(`${this.name} exited during start (${this.describeExit()})${this.logTailLine()}`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return;
      } catch {
        // Not listening yet: a first start migrates and seeds its data.
      }
      await sleep(250);
    }
    throw new Error(`${this.name}: ${url} did not answer within ${timeoutMs / 1000} s${this.logTailLine()}`);
  }

  /** Resident memory from /proc/<pid>/status, in kB. */
  rssKb(): number {
    const status = fs.readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    if (!match) throw new Error(`No VmRSS for ${this.pid}`);
    return Number(match[1]);
  }

  async kill9(): Promise<Exit> {
    if (this.alive) this.child.kill('SIGKILL');
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

  /** The last lines the server wrote to its log file. */
  logTail(lines = 15): string {
    if (this.logFile === undefined) return '(no log file)';
    try {
      return fs.readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  private logTailLine(): string {
    return this.logFile === undefined ? '' : `: ${this.logTail()}`;
  }

  private describeExit(): string {
    return this.exit?.error
      ? this.exit.error.message
      : JSON.stringify({ code: this.exit?.code, signal: this.exit?.signal });
  }
}
