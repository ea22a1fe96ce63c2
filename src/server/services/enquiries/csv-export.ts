import { stringify } from 'csv-stringify/sync';
import type { Enquiry } from '@/common/api/enquiries';
import { dateTimeIn, dayIn } from '@/common/calendar-day';
import { describeItem } from './quote-items';

const COLUMNS = [
  'id',
  'received',
  'type',
  'status',
  'name',
  'company',
  'email',
  'phone',
  'products',
  'career',
  'message',
  'note',
  'mail status',
];

/**
 * Where a spreadsheet may start running a formula: the start of a cell or of any line in it, before =, +, -, @, a
 * tab or a carriage return. A line break counts because a reader that splits rows on a bare LF or CR starts a new
 * row (and its first cell) there.
 */
const FORMULA_START = /(?<=^|[\r\n])(?=[=+\-@\t\r])/g;

/**
 * The visitor's text as a spreadsheet shows it and never runs it: every line that looks like a formula gets a
 * leading apostrophe.
 */
export const neutralizeFormula = (value: string): string => value.replace(FORMULA_START, "'");

const products = (enquiry: Enquiry) =>
  enquiry.items.map((item) => `${describeItem(item)}${item.sample ? ' (sample)' : ''}`).join('; ');

const row = (enquiry: Enquiry, timeZone: string): string[] =>
  [
    String(enquiry.id),
    dateTimeIn(timeZone, new Date(enquiry.created_at)),
    enquiry.type,
    enquiry.status,
    enquiry.name,
    enquiry.company ?? '',
    enquiry.email,
    enquiry.phone ?? '',
    products(enquiry),
    enquiry.careerName ?? '',
    enquiry.message,
    enquiry.note,
    enquiry.mailStatus,
  ].map(neutralizeFormula);

/**
 * The enquiries as CSV for a spreadsheet: a header row, then one row each, received as the clocks of the company's
 * time zone `timeZone` read (`2025-02-01 10:00`), as the back office shows it. It starts with a UTF-8 byte order mark,
 * without which Excel reads the file in the machine's legacy code page and garbles Indonesian and other non-ASCII
 * text; rows end in CRLF as RFC 4180 has them, and every cell holding a line break is quoted (the library quotes
 * only the record delimiter, while many readers end a row at a bare LF or CR too).
 */
export function enquiriesCsv(enquiries: Enquiry[], timeZone: string): string {
  const rows = enquiries.map((enquiry) => row(enquiry, timeZone));
  return `\uFEFF${stringify([COLUMNS, ...rows], { record_delimiter: 'windows', quoted_match: /[\r\n]/ })}`;
}

/** `enquiries-2024-06-01.csv`, the day of the export in the company's time zone. */
export const exportFileName = (timeZone: string, now = new Date()) => `enquiries-${dayIn(timeZone, now)}.csv`;
