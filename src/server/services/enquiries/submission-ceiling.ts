import type { EnquiriesRepository } from '@/server/repositories/enquiries-repository';
import { tooManyRequests } from '@/server/errors';

const HOUR_MS = 60 * 60 * 1000;

export interface CeilingLimits {
  /** Enquiries all visitors together may send in an hour. */
  perHour: number;
  /** Bytes of CVs all applicants together may upload in an hour. */
  cvBytesPerHour: number;
}

/**
 * The ceiling on what all visitors together may store through the public forms in an hour, so that no crowd of
 * addresses can fill the disk or the mail queue. It counts the enquiries stored in the last hour, so every process
 * sharing the database sees the same total; two submissions checked at the same moment may both pass, which
 * overshoots by at most the submissions in flight.
 */
export function createSubmissionCeiling(
  enquiries: Pick<EnquiriesRepository, 'receivedSince'>,
  limits: CeilingLimits,
  clock: () => number = Date.now,
) {
  return {
    /** Throws 429 (with the seconds until room frees up) unless one more enquiry with `cvBytes` of CV fits. */
    async ensureRoom(cvBytes = 0): Promise<void> {
      const now = clock();
      const stored = await enquiries.receivedSince(new Date(now - HOUR_MS).toISOString());
      const full = stored.count >= limits.perHour || stored.cvBytes + cvBytes > limits.cvBytesPerHour;
      if (!full) return;
      const freedAt = stored.oldest ? Date.parse(stored.oldest) + HOUR_MS : now + HOUR_MS;
      throw tooManyRequests(
        'The site receives too many messages right now. Please try again later.',
        Math.max(1, Math.ceil((freedAt - now) / 1000)),
      );
    },
  };
}

export type SubmissionCeiling = ReturnType<typeof createSubmissionCeiling>;
