const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD, as a date field and the API write days) that `at` falls on in the time zone `zone`. */
export function dayIn(zone: string, at: Date = new Date()): string {
  const parts = Object.fromEntries(
    dayFormat(zone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
