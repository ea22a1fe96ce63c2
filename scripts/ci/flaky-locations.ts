import { readReport } from './read-report';
import { flakyLocations, type PlaywrightReport } from './reports';

// Usage: node --import tsx scripts/ci/flaky-locations.ts <playwright-report.json>
// Prints one `file:line` per flaky test, nothing when there are none or no report.
const report = readReport<PlaywrightReport>(process.argv[2]);
for (const location of report ? flakyLocations(report) : []) console.log(location);
