import { dateTimeIn, dayIn, nextDay, startOfDayIn } from '@/common/calendar-day';

describe('calendar days in a time zone', () => {
  it.each([
    ['Asia/Jakarta', '2025-01-11', '2025-01-10T17:00:00.000Z'],
    ['Asia/Jayapura', '2025-01-11', '2025-01-10T15:00:00.000Z'],
    ['UTC', '2025-01-11', '2025-01-11T00:00:00.000Z'],
    ['America/New_York', '2025-01-11', '2025-01-11T05:00:00.000Z'],
    // The days the clocks move: the offset of that midnight, not the previous day's.
    ['Europe/Berlin', '2025-03-30', '2025-03-29T23:00:00.000Z'],
    ['Europe/Berlin', '2025-03-31', '2025-03-30T22:00:00.000Z'],
    ['Europe/Berlin', '2025-10-27', '2025-10-26T23:00:00.000Z'],
  ])('%s: %s starts at %s', (zone, day, instant) => {
    expect(startOfDayIn(zone, day).toISOString()).toBe(instant);
    expect(dayIn(zone, startOfDayIn(zone, day))).toBe(day);
    expect(dayIn(zone, new Date(startOfDayIn(zone, day).getTime() - 1))).not.toBe(day);
  });

  it('reads an instant as the clocks of the zone show it, to the minute', () => {
    const at = new Date('2025-02-01T16:30:59.000Z');
    expect(dateTimeIn('Asia/Jakarta', at)).toBe('2025-02-01 23:30');
    expect(dateTimeIn('Asia/Makassar', at)).toBe('2025-02-02 00:30');
    expect(dateTimeIn('UTC', new Date('2025-02-01T00:05:00.000Z'))).toBe('2025-02-01 00:05');
  });

  it('finds the next day across months and years', () => {
    expect(nextDay('2025-01-31')).toBe('2025-02-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });
});
