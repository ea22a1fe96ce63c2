import type { Language } from '@/common/language';
import { DEFAULT_TIME_ZONE } from '@/common/time-zone';

/** A time as the back office shows it (date and time, in the company's time zone), to find it on screen. */
export const shownTime = (iso: string, language: Language = 'en'): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE }).format(
    new Date(iso),
  );
