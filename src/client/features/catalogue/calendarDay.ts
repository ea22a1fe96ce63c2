/** Calendar days as the API writes them (YYYY-MM-DD): certificate expiry dates. */

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the reader's time zone, as a calendar day. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day's local midnight: a bare YYYY-MM-DD would be read as UTC and shown as the day before west of it. */
export const startOfDay = (day: string): string => `${day}T00:00:00`;

/** True once `day` has passed: a certificate is still valid on its last day. */
export const hasPassed = (day: string): boolean => day < today();
