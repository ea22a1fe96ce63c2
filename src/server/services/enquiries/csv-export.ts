import { stringify } from 'csv-stringify/sync';
import type { Enquiry } from '@/common/api/enquiries';
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

/** A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The visitor's text as a spreadsheet shows it and never runs it: a formula-like cell gets a leading apostrophe. */
export const neutralizeFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const products = (enquiry: Enquiry) =>
  enquiry.items.map((item) => `${describeItem(item)}${item.sample ? ' (sample)' : ''}`).join('; ');

const row = (enquiry: Enquiry): string[] =>
  [
    String(enquiry.id),
    enquiry.created_at,
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
 * The enquiries as CSV for a spreadsheet: a header row, then one row each. It starts with a UTF-8 byte order mark,
 * without which Excel reads the file in the machine's legacy code page and garbles Indonesian and other non-ASCII
 * text; rows end in CRLF as RFC 4180 has them.
 */
export function enquiriesCsv(enquiries: Enquiry[]): string {
  return `\uFEFF${stringify([COLUMNS, ...enquiries.map(row)], { record_delimiter: 'windows' })}`;
}

/** `enquiries-2024-06-01.csv`, the day of the export. */
export const exportFileName = (now = new Date()) => `enquiries-${now.toISOString().slice(0, 10)}.csv`;
