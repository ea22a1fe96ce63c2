const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(zone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(zone, format);
  }
  return format;
}

type ClockPart = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** What the clocks of `zone` read at `at`, as its parts (two digits each, the year four). */
function clockIn(zone: string, at: Date): Record<ClockPart, string> {
  const clock: Record<ClockPart, string> = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const { type, value } of clockFormat(zone).formatToParts(at))
    if (type in clock) clock[type as ClockPart] = value;
  return clock;
}

/** How far the clocks of `zone` are ahead of UTC at `at`, in milliseconds. */
function offsetOf(zone: string, at: number): number {
  const clock = clockIn(zone, new Date(at));
  const asUtc = Date.UTC(+clock.year, +clock.month - 1, +clock.day, +clock.hour, +clock.minute, +clock.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The calendar day (YYYY-MM-DD, as a date field and the API write days) that `at` falls on in the time zone `zone`. */
export function dayIn(zone: string, at: Date = new Date()): string {
  const clock = clockIn(zone, at);
  return `${clock.year}-${clock.month}-${clock.day}`;
}

/** The first instant of the calendar day `day` (YYYY-MM-DD) in the time zone `zone`. */
export function startOfDayIn(zone: string, day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  const guess = midnightUtc - offsetOf(zone, midnightUtc);
  // Once more with the offset at the guess, in case the zone changed its clocks in between.
  return new Date(midnightUtc - offsetOf(zone, guess));
}

/** The calendar day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** `at` as the clocks of `zone` read it, to the minute: `2025-02-01 10:00`. */
export function dateTimeIn(zone: string, at: Date): string {
  const clock = clockIn(zone, at);
  return `${clock.year}-${clock.month}-${clock.day} ${clock.hour}:${clock.minute}`;
}
