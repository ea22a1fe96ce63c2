import type { RunOptions } from './options';
import { CheckReport } from './report';
import { ServerProcess } from './server-process';

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

  async startServer(name: string, env: Record<string, string>, readyTimeoutMs?: number): Promise<ServerProcess> {
    const server = await ServerProcess.start({ name, logDir: this.workDir, env, readyTimeoutMs });
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
