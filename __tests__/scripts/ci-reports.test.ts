import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { readReport } from '../../scripts/ci/read-report';
import { flakyLocations, summarise, type JestReport, type PlaywrightReport } from '../../scripts/ci/reports';

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', 'ci', name);
const jestReport = readReport<JestReport>(fixture('jest.json'));
const e2e = (name: string) => readReport<PlaywrightReport>(fixture(name));

describe('the CI summary', () => {
  it('sums a clean run of both runners, with no flaky section', () => {
    const summary = summarise({ jest: jestReport, e2e: e2e('e2e-clean.json'), e2eRerun: null, stepFailures: 0 });

    expect(summary.lines).toContain('Server tests on PostgreSQL: 1 passed of 1');
    expect(summary.lines.join('\n')).not.toContain('Flaky');
    expect(summary.lines.at(-1)).toBe('5 passed, 0 failed');
    expect(summary.ok).toBe(true);
  });

  it('counts a failed browser test as failed and fails CI', () => {
    const summary = summarise({ jest: jestReport, e2e: e2e('e2e-failed.json'), e2eRerun: null, stepFailures: 0 });

    expect(summary.lines.at(-1)).toBe('4 passed, 1 failed');
    expect(summary.ok).toBe(false);
  });

  it('lists a test that passed only on retry under its own heading, and passes when it passes again', () => {
    const summary = summarise({
      jest: jestReport,
      e2e: e2e('e2e-flaky.json'),
      e2eRerun: e2e('e2e-rerun-passed.json'),
      stepFailures: 0,
    });

    const text = summary.lines.join('\n');
    expect(text).toContain(
      'Flaky browser tests (passed only on retry): 1\n  careers.spec.ts › applying › sends the application by e-mail',
    );
    expect(text).not.toContain('lists the open positions');
    expect(summary.lines.at(-1)).toBe('5 passed, 0 failed');
    expect(summary.ok).toBe(true);
  });

  it('fails CI when a flaky test fails again in the run without retries', () => {
    const summary = summarise({
      jest: jestReport,
      e2e: e2e('e2e-flaky.json'),
      e2eRerun: e2e('e2e-rerun-failed.json'),
      stepFailures: 0,
    });

    expect(summary.lines.join('\n')).toContain(
      'Flaky twice in a row (failed again when run once more without retries): 1\n  careers.spec.ts › applying › sends the application by e-mail',
    );
    expect(summary.lines.at(-1)).toBe('4 passed, 1 failed');
    expect(summary.ok).toBe(false);
  });

  it('fails CI when the flaky tests were not run again', () => {
    const summary = summarise({ jest: jestReport, e2e: e2e('e2e-flaky.json'), e2eRerun: null, stepFailures: 0 });

    expect(summary.lines).toContain(
      'They were not run again without retries (no report of that run): counted as failed.',
    );
    expect(summary.lines.at(-1)).toBe('4 passed, 1 failed');
    expect(summary.ok).toBe(false);
  });

  it('counts a missing report as a failure and reports failed steps', () => {
    const summary = summarise({ jest: null, e2e: e2e('e2e-clean.json'), e2eRerun: null, stepFailures: 2 });

    expect(summary.lines).toContain('2 CI step(s) failed (see above)');
    expect(summary.lines.at(-1)).toBe('2 passed, 1 failed');
    expect(summary.ok).toBe(false);
  });

  it('names the flaky tests by file and line, the way playwright test selects them', () => {
    expect(flakyLocations(e2e('e2e-flaky.json')!)).toEqual(['careers.spec.ts:40']);
    expect(flakyLocations(e2e('e2e-clean.json')!)).toEqual([]);
  });
});

describe('the CI summary command', () => {
  const run = promisify(execFile);
  const root = path.join(__dirname, '..', '..');
  const summaryCommand = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/ci/summary.ts', '--jest', fixture('jest.json'), ...args], {
      cwd: root,
    });

  it('prints the verdict last and exits 1 when a flaky test fails twice', async () => {
    const failure = await summaryCommand(
      '--e2e',
      fixture('e2e-flaky.json'),
      '--e2e-rerun',
      fixture('e2e-rerun-failed.json'),
    ).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );

    expect(failure?.code).toBe(1);
    expect(failure?.stdout.trim().split('\n').at(-1)).toBe('4 passed, 1 failed');
  });

  it('exits 0 on a clean run', async () => {
    const { stdout } = await summaryCommand('--e2e', fixture('e2e-clean.json'));

    expect(stdout.trim().split('\n').at(-1)).toBe('5 passed, 0 failed');
  });
});
