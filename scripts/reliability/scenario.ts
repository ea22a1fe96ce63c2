import path from 'node:path';
import { PRODUCTION_ENV, ServerProcess } from '../server-process';
import { ADMIN_PASSWORD } from './http-client';
import type { RunOptions } from './options';
import { CheckReport } from './report';

/**
 * The environment of a server under test (and of the admin CLI on its data), over what the installation names:
 * production mode, quiet logs, generous write limits.
 */
export function serverEnv(overrides: Record<string, string>): Record<string, string> {
  return {
    ...PRODUCTION_ENV,
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    ...overrides,
  };
}

/**
 * One group of checks with the servers it started: each check's report is printed as soon as the next one
 * begins, and every server still running when the group ends (or times out) is stopped.
 */
export class Scenario {
  readonly reports: CheckReport[] = [];
  private readonly servers: ServerProcess[] = [];
  private printed = 0;

  constructor(
    readonly title: string,
    readonly options: RunOptions,
    readonly workDir: string,
  ) {}

  check(name: string): CheckReport {
    this.printPending();
    const report = new CheckReport(name);
    this.reports.push(report);
    return report;
  }

  /** The check being run, for a failure thrown out of the scenario. */
  current(): CheckReport {
    return this.reports.at(this.printed) ?? this.check(this.title);
  }

  /** One built server on a free loopback port, its output in `<name>.log` of the work directory. */
  async startServer(name: string, env: Record<string, string>, readyTimeoutMs = 180_000): Promise<ServerProcess> {
    const server = await ServerProcess.start({
      name,
      env: serverEnv(env),
      logFile: path.join(this.workDir, `${name}.log`),
      readyPath: '/v1/health',
      readyTimeoutMs,
    });
    this.servers.push(server);
    return server;
  }

  async stopServers(): Promise<void> {
    await Promise.all(this.servers.filter((server) => server.alive).map((server) => server.stop(5000)));
  }

  printPending(): void {
    for (const report of this.reports.slice(this.printed)) report.finish().print();
    this.printed = this.reports.length;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
