/** The company's time zone until Site settings name another. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/** Whether `zone` is an IANA time zone this runtime knows ('Asia/Jakarta', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The time zone every date and time of the site reads in: the company's from Site settings, or the default when
 * none is set or this runtime does not know it (a date must never fail to show).
 */
export const companyTimeZone = (zone: string | undefined): string =>
  zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
