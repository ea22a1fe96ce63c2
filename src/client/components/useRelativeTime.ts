import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that fits, from years down; anything under a minute reads as 'now'. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** How long before `now` the moment `iso` was, in `format`'s words ('2 hours ago', 'yesterday', '2 jam yang lalu'). */
export function relativeTime(iso: string, now: number, format: Intl.RelativeTimeFormat): string {
  // A clock a little ahead of the reader's still reads as the past.
  const seconds = Math.min(0, Math.round((new Date(iso).getTime() - now) / 1000));
  const [unit, size] = UNITS.find(([, length]) => -seconds >= length) ?? ['second', 1];
  return format.format(unit === 'second' ? 0 : Math.trunc(seconds / size), unit);
}

/** `relativeTime` in the interface language, counted from when it is called. */
export function useRelativeTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    return (iso: string) => relativeTime(iso, Date.now(), format);
  }, [language]);
}
