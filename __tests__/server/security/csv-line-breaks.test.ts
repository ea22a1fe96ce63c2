import type { Enquiry } from '@/common/api/enquiries';
import { enquiriesCsv } from '@/server/services/enquiries/csv-export';

const enquiry = (message: string): Enquiry => ({
  id: 7,
  type: 'contact',
  status: 'new',
  read: false,
  name: 'Budi Santoso',
  company: 'PT Roti Nusantara',
  email: 'budi@example.com',
  preview: message,
  itemCount: 0,
  sample: false,
  careerName: null,
  mailStatus: 'sent',
  created_at: '2030-01-02T03:04:05.000Z',
  phone: null,
  message,
  language: 'en',
  requiredDate: null,
  items: [],
  careerId: null,
  cv: null,
  note: '',
  mailAttempts: 1,
  mailError: null,
  mailedAt: null,
  updated_at: '2030-01-02T03:04:05.000Z',
});

/** The rows of an RFC 4180 text, each a list of cells (quoted cells may hold delimiters and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const MESSAGE_COLUMN = 10;
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
const BREAKS: [string, string][] = [
  ['LF', '\n'],
  ['CR', '\r'],
  ['CRLF', '\r\n'],
];

describe('CSV export of what visitors typed', () => {
  it('quotes a cell with a bare line feed and neutralises the formula on its next line', () => {
    const csv = enquiriesCsv([enquiry('x\n=1+1')], 'Asia/Jakarta');

    expect(csv).toContain('"x\n\'=1+1"');
    // A reader that ends rows at every line break sees no line starting with a live formula.
    for (const line of csv.split(/\r\n|\r|\n/).slice(1)) expect(line).not.toMatch(/^[=+\-@\t]/);
    expect(parseCsv(csv.slice(1))[1]![MESSAGE_COLUMN]).toBe("x\n'=1+1");
  });

  describe.each(BREAKS)('after a %s', (_name, lineBreak) => {
    it.each(FORMULA_STARTS.map((char) => [JSON.stringify(char), char]))(
      'neutralises %s at the start of the next line, in a quoted cell of the same row',
      (_shown, char) => {
        const message = `Order please${lineBreak}${char}HYPERLINK("http://evil.example")`;

        const csv = enquiriesCsv([enquiry(message)], 'Asia/Jakarta');
        const rows = parseCsv(csv.slice(1));

        expect(rows).toHaveLength(2);
        const cell = rows[1]![MESSAGE_COLUMN]!;
        expect(cell).toBe(`Order please${lineBreak}'${char}HYPERLINK("http://evil.example")`);
        for (const line of cell.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@\t]/);
        expect(csv).toContain(`"Order please${lineBreak}'`);
      },
    );
  });

  it('still neutralises a formula at the start of a cell and leaves plain text alone', () => {
    const rows = parseCsv(enquiriesCsv([enquiry('=SUM(A1:A9)'), enquiry('Harga per kg?')], 'Asia/Jakarta').slice(1));

    expect(rows.map((row) => row[MESSAGE_COLUMN])).toEqual(['message', "'=SUM(A1:A9)", 'Harga per kg?']);
  });
});
