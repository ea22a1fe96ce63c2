import { dayIn } from '@/common/calendar-day';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { HttpError } from '@/server/errors';

/**
 * Refuses a quote request's needed-by date (YYYY-MM-DD) before today in the company's time zone (400
 * `requiredDate: past_date`): a quote cannot be delivered in the past, and the form offers no earlier day.
 */
export function checkNeededBy(requiredDate: string, timeZone: string, now = new Date()): void {
  if (requiredDate < dayIn(timeZone, now)) {
    throw new HttpError(400, ERROR_CODES.validation, 'The needed-by date is in the past.', {
      requiredDate: FIELD_PROBLEMS.pastDate,
    });
  }
}
