import { parseArgs } from 'node:util';
import { readReport } from './read-report';
import { summarise, type JestReport, type PlaywrightReport } from './reports';

// Usage: node --import tsx scripts/ci/summary.ts --jest <file> --e2e <file> [--e2e-rerun <file>] [--step-failures N]
// Prints the summary ending in "N passed, M failed" and exits 1 when anything failed.
const { values } = parseArgs({
  options: {
    jest: { type: 'string' },
    e2e: { type: 'string' },
    'e2e-rerun': { type: 'string' },
    'step-failures': { type: 'string', default: '0' },
  },
});

const summary = summarise({
  jest: readReport<JestReport>(values.jest),
  e2e: readReport<PlaywrightReport>(values.e2e),
  e2eRerun: readReport<PlaywrightReport>(values['e2e-rerun']),
  stepFailures: Number(values['step-failures']),
});
console.log(['', ...summary.lines].join('\n'));
process.exit(summary.ok ? 0 : 1);
