import type { FastifyBaseLogger } from 'fastify';
import { sweepActivity, sweepEnquiries, type RetentionOptions } from './enquiries/retention';

/** The job that keeps the data within its retention and the disk free of orphan files: at start, then every 6 hours. */
export const MAINTENANCE_JOB = 'maintenance';
export const MAINTENANCE_CRON = '0 */6 * * *';
/** A sweep of a large installation takes seconds; a run older than this was cut short and runs again. */
export const MAINTENANCE_LEASE_SECONDS = 15 * 60;

export interface MaintenanceOptions extends RetentionOptions {
  /** Removes the picture files nothing names; answers their names. */
  sweepUploads: () => Promise<string[]>;
  /** Removes the document files no row names; answers their names. */
  sweepDocuments: () => Promise<string[]>;
  /** Queues the staff notifications still pending whose job was lost (e.g. queued before a restore); answers how many. */
  resumeNotifications: () => Promise<number>;
}

/**
 * One maintenance run: enquiries past their retention with their CVs, the trash past its days, the activity and
 * revisions past their months, then the orphan pictures and documents; its outcome goes to the log.
 */
export async function runMaintenance(options: MaintenanceOptions, log: FastifyBaseLogger, now = new Date()) {
  const enquiries = await sweepEnquiries(options, now);
  const trashItems = (await options.sweepTrash?.()) ?? 0;
  const activityRecords = await sweepActivity(options, now);
  const uploads = await options.sweepUploads();
  const documents = await options.sweepDocuments();
  const notifications = await options.resumeNotifications();
  const report = { ...enquiries, trashItems, activityRecords, uploads, documents, notifications };
  const message =
    `maintenance deleted ${enquiries.enquiries} enquiries, ${enquiries.cvFiles.length} CV files and ` +
    `${activityRecords} activity records, removed ${trashItems} items from the trash and ` +
    `${uploads.length + documents.length} orphan files, and queued ${notifications} pending notifications`;
  const changed =
    enquiries.enquiries + enquiries.cvFiles.length + trashItems + activityRecords + uploads.length + documents.length;
  if (changed + notifications > 0) log.info(report, message);
  else log.debug(message);
  return report;
}
