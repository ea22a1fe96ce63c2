export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

/** One check's verdict with the figures it measured; any recorded problem makes it FAIL. */
export class CheckReport {
  readonly figures: [string, string][] = [];
  readonly problems: string[] = [];
  private skipped: string | undefined;
  private readonly started = Date.now();
  seconds = 0;

  constructor(readonly name: string) {}

  figure(label: string, value: string | number): void {
    this.figures.push([label, String(value)]);
  }

  /** Records a problem unless `ok`; answers `ok` so callers can chain. */
  expect(ok: boolean, problem: string): boolean {
    if (!ok) this.problems.push(problem);
    return ok;
  }

  fail(problem: string): void {
    this.problems.push(problem);
  }

  skip(reason: string): void {
    this.skipped = reason;
  }

  finish(): this {
    this.seconds = (Date.now() - this.started) / 1000;
    return this;
  }

  get verdict(): Verdict {
    if (this.problems.length > 0) return 'FAIL';
    return this.skipped ? 'SKIP' : 'PASS';
  }

  print(): void {
    const suffix = this.skipped && this.verdict === 'SKIP' ? ` (${this.skipped})` : '';
    console.log(`\n${this.verdict}  ${this.name}${suffix}  [${this.seconds.toFixed(1)} s]`);
    const width = Math.max(0, ...this.figures.map(([label]) => label.length));
    for (const [label, value] of this.figures) console.log(`      ${label.padEnd(width)}  ${value}`);
    for (const problem of this.problems) console.log(`      ! ${problem}`);
  }
}

export const megabytes = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;
export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
