import type { ActivityRepository } from '@/server/repositories/activity-repository';
import type { EnquiriesRepository } from '@/server/repositories/enquiries-repository';
import type { CvFiles } from './cv-files';

export interface RetentionOptions {
  enquiries: Pick<EnquiriesRepository, 'removeReceivedBefore' | 'referencedCvFiles' | 'removeExpiredFormTokens'>;
  cvFiles: Pick<CvFiles, 'remove' | 'removeOrphans'>;
  retentionMonths: number;
  /** Removes the items that have been in the trash long enough (TRASH_RETENTION_DAYS); answers how many. */
  sweepTrash?: () => Promise<number>;
  /**
   * The activity log, kept its own number of months (AUDIT_RETENTION_MONTHS); the states of its revisions fewer
   * (REVISIONS_RETENTION_MONTHS), after which `sweepUploads` removes the pictures only they named.
   */
  activity?: {
    records: Pick<ActivityRepository, 'removeBefore' | 'forgetRevisionsBefore'>;
    retentionMonths: number;
    revisionMonths: number;
    sweepUploads?: () => Promise<unknown>;
  };
}

export interface SweepReport {
  /** Enquiries deleted for their age. */
  enquiries: number;
  /** CV files removed: those of the deleted enquiries, then orphans. */
  cvFiles: string[];
}

/** The same day and time `months` calendar months earlier (the month's last day when it has fewer days). */
export function monthsBefore(date: Date, months: number): Date {
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * Deletes the enquiries received more than `retentionMonths` ago with their CVs, then the CV files no enquiry
 * points at that are older than an hour (a CV is written just before its row, so a younger one may be an
 * application being stored; an older one was left by a killed process), then the used form tokens that have expired.
 */
export async function sweepEnquiries(
  { enquiries, cvFiles, retentionMonths }: RetentionOptions,
  now = new Date(),
): Promise<SweepReport> {
  const expired = await enquiries.removeReceivedBefore(monthsBefore(now, retentionMonths).toISOString());
  for (const file of expired.cvFiles) await cvFiles.remove(file);
  const orphans = await cvFiles.removeOrphans(await enquiries.referencedCvFiles(), now.getTime());
  await enquiries.removeExpiredFormTokens(now.toISOString());
  return { enquiries: expired.count, cvFiles: [...expired.cvFiles, ...orphans] };
}

/**
 * Deletes the activity records older than the options' months and forgets the revisions older than theirs (then
 * sweeps the pictures only those named); answers how many records went (none without the option).
 */
export async function sweepActivity({ activity }: RetentionOptions, now = new Date()): Promise<number> {
  if (!activity) return 0;
  const removed = await activity.records.removeBefore(monthsBefore(now, activity.retentionMonths).toISOString());
  const forgotten = await activity.records.forgetRevisionsBefore(
    monthsBefore(now, activity.revisionMonths).toISOString(),
  );
  if (removed + forgotten > 0) await activity.sweepUploads?.();
  return removed;
}
