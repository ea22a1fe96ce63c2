import { missingWrites } from './database-probe';
import type { Installation } from './installations';
import { loadFigures, runLoad, type LoadPlan, type LoadResult } from './load';
import type { CheckReport } from './report';

/**
 * Runs the load and judges it: no 5xx, no socket errors, and every write acknowledged with 201 is in the
 * database afterwards (read directly from it, not through the servers).
 */
export async function runLoadCheck(
  report: CheckReport,
  plan: LoadPlan,
  installation: Installation,
): Promise<LoadResult> {
  report.figure(
    'plan',
    `${plan.connections} connections, ${plan.seconds} s, ${Math.round(plan.writeShare * 100)} % writes`,
  );
  const result = await runLoad(plan);
  const { figures, problems } = loadFigures(result);
  for (const [label, value] of figures) report.figure(label, value);
  for (const problem of problems) report.fail(problem);

  const stored = await installation.careerNames(plan.writePrefix);
  const missing = missingWrites(result.acknowledged, stored);
  report.figure(
    'acknowledged writes',
    `${result.acknowledged.length} acknowledged, ${stored.size} in the database, ${missing.length} missing`,
  );
  report.expect(result.acknowledged.length > 0, 'no write was acknowledged');
  report.expect(
    missing.length === 0,
    `${missing.length} acknowledged writes are not in the database (e.g. ${missing[0]})`,
  );
  return result;
}
