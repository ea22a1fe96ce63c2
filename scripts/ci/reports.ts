/**
 * Reads the test runners' JSON reports (Jest's `--json` output and Playwright's JSON reporter) and sums them into
 * the one verdict CI ends with. Pure functions over parsed reports; the command-line wrappers sit beside this file.
 */

export interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

type PlaywrightTestStatus = 'skipped' | 'expected' | 'unexpected' | 'flaky';

interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { projectName?: string; status: PlaywrightTestStatus }[];
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

export interface BrowserTest {
  /** `file › describe › test`, as Playwright's list reporter names it. */
  title: string;
  /** `file:line`, the form `playwright test` accepts to run just this test. */
  location: string;
  status: PlaywrightTestStatus;
}

/** Every test of a Playwright report, one entry per test and project. */
export function browserTests(report: PlaywrightReport): BrowserTest[] {
  const found: BrowserTest[] = [];
  const visit = (suite: PlaywrightSuite, describes: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        found.push({
          title: [spec.file, ...describes, spec.title].join(' › '),
          location: `${spec.file}:${spec.line}`,
          status: test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...describes, child.title]);
  };
  // The top-level suites are the spec files; their titles are the file names already in each title.
  for (const fileSuite of report.suites) visit(fileSuite, []);
  return found;
}

/** Tests that failed at first and passed on a retry. */
export const flakyTests = (report: PlaywrightReport): BrowserTest[] =>
  browserTests(report).filter((test) => test.status === 'flaky');

/** The distinct `file:line` locations of the flaky tests, to run them again. */
export const flakyLocations = (report: PlaywrightReport): string[] => [
  ...new Set(flakyTests(report).map((test) => test.location)),
];

export interface CiReports {
  jest: JestReport | null;
  e2e: PlaywrightReport | null;
  /** The flaky tests run once more without retries; null when that run left no report. */
  e2eRerun: PlaywrightReport | null;
  /** CI steps (install, lint, type check, test commands) that exited non-zero. */
  stepFailures: number;
}

export interface CiSummary {
  passed: number;
  failed: number;
  lines: string[];
  ok: boolean;
}

export function summarise({ jest, e2e, e2eRerun, stepFailures }: CiReports): CiSummary {
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;

  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
    const onPostgres = jest.testResults
      .flatMap((file) => file.assertionResults)
      .filter((test) => test.fullName.includes('(postgres)'));
    const passedOnPostgres = onPostgres.filter((test) => test.status === 'passed').length;
    lines.push(`Server tests on PostgreSQL: ${passedOnPostgres} passed of ${onPostgres.length}`);
  } else {
    lines.push('No Jest report (reports/jest.json): counted as one failure.');
    failed += 1;
  }

  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    const flaky = flakyTests(e2e);
    if (flaky.length > 0) {
      lines.push('', `Flaky browser tests (passed only on retry): ${flaky.length}`);
      lines.push(...flaky.map((test) => `  ${test.title}`));
      const failedAgain = failedAgainWithoutRetries(flaky, e2eRerun);
      if (!e2eRerun) {
        lines.push('They were not run again without retries (no report of that run): counted as failed.');
      } else if (failedAgain.length > 0) {
        lines.push('', `Flaky twice in a row (failed again when run once more without retries): ${failedAgain.length}`);
        lines.push(...failedAgain.map((title) => `  ${title}`));
      } else {
        lines.push('They all passed when run once more without retries.');
      }
      passed -= failedAgain.length;
      failed += failedAgain.length;
    }
  } else {
    lines.push('No Playwright report (test-results/e2e-results.json): counted as one failure.');
    failed += 1;
  }

  lines.push('');
  if (stepFailures > 0) lines.push(`${stepFailures} CI step(s) failed (see above)`);
  lines.push(`${passed} passed, ${failed} failed`);
  return { passed, failed, lines, ok: failed === 0 && stepFailures === 0 };
}

/** Titles of the flaky tests that did not pass in the second run; all of them when that run left no report. */
function failedAgainWithoutRetries(flaky: BrowserTest[], rerun: PlaywrightReport | null): string[] {
  if (!rerun) return flaky.map((test) => test.title);
  const passedAgain = new Set(
    browserTests(rerun)
      .filter((test) => test.status === 'expected')
      .map((test) => test.title),
  );
  return flaky.filter((test) => !passedAgain.has(test.title)).map((test) => test.title);
}
