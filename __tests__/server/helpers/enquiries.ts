import fs from 'node:fs';
import { APPLICATION_CV_FIELD, type Enquiry, type EnquiryType } from '@/common/api/enquiries';
import type { NewEnquiry } from '@/server/repositories/enquiries-repository';
import { multipart, type FilePart } from './catalogue';
import { bearer, type TestApp } from './test-app';

/** The smallest file that passes as a PDF: its signature, a trailer and the end marker. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** A Windows executable renamed to look like a CV. */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256, 0)]);

export const cvPart = (data: Buffer = PDF_BYTES, filename = 'cv.pdf', contentType = 'application/pdf'): FilePart => ({
  field: APPLICATION_CV_FIELD,
  filename,
  contentType,
  data,
});

/** A token for one submission of `form`, as the test app signs them, issued `ageMs` ago. */
export const issueFormToken = (t: TestApp, form: EnquiryType, ageMs = 0): string =>
  t.app.formGuard.issueToken(form, Date.now() - ageMs);

/** A token for one submission of `form`, as a visitor's page gets it. */
export async function fetchFormToken(t: TestApp, form: EnquiryType): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/v1/enquiries/form-token?form=${form}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

export const contactBody = (formToken: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Budi Santoso',
  company: 'PT Roti Nusantara',
  email: 'budi@rotinusantara.co.id',
  phone: '+62 812 1111 2222',
  message: 'Kami butuh pemanis untuk roti tawar.',
  language: 'id',
  formToken,
  ...overrides,
});

export const quoteBody = (formToken: string, items: unknown[], overrides: Record<string, unknown> = {}) => ({
  name: 'Siti Rahma',
  company: 'PT Minuman Segar',
  email: 'siti@minumansegar.co.id',
  message: 'Price per 25 kg bag, delivered to Surabaya.',
  requiredDate: '2030-03-15',
  items,
  language: 'en',
  formToken,
  ...overrides,
});

export const applicationFields = (formToken: string, overrides: Record<string, string> = {}) => ({
  name: 'Andi Wijaya',
  email: 'andi.wijaya@example.com',
  phone: '+62 813 5555 6666',
  letter: 'Saya tertarik dengan posisi ini.',
  language: 'id',
  formToken,
  ...overrides,
});

export const postJson = (t: TestApp, url: string, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Sends the application form with `file` as the CV (null: none). */
export function sendApplication(
  t: TestApp,
  careerId: number,
  fields: Record<string, string>,
  file: FilePart | null = cvPart(),
  remoteAddress?: string,
) {
  const form = multipart(fields, file ?? undefined);
  return t.app.inject({
    method: 'POST',
    url: `/v1/careers/${careerId}/applications`,
    payload: form.payload,
    headers: form.headers,
    remoteAddress,
  });
}

export const adminGet = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** The newest enquiry as the back office shows it. */
export async function newestEnquiry(t: TestApp, token: string): Promise<Enquiry> {
  const list = await adminGet(t, token, '/v1/admin/enquiries?limit=1');
  const id = list.json<{ data: { id: number }[] }>().data[0]!.id;
  return (await adminGet(t, token, `/v1/admin/enquiries/${id}`)).json<{ data: Enquiry }>().data;
}

/** Files in the private CV directory. */
export const cvFilesOnDisk = (t: TestApp): string[] =>
  fs.existsSync(t.config.cvDir) ? fs.readdirSync(t.config.cvDir).sort() : [];

/** Waits until `condition` holds (checked every 20 ms), failing after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, condition: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (condition(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The enquiry's row once its notification is no longer pending (sent, or failed after the last retry). */
export const mailSettled = (t: TestApp, id: number) =>
  eventually(
    () => t.db.kysely.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    (row) => row.mail_status !== 'pending',
  );

const storedEnquiry = (overrides: Partial<NewEnquiry>): NewEnquiry => ({
  type: 'contact',
  name: 'Rina Kusuma',
  company: 'PT Es Krim Jaya',
  email: 'rina@eskrimjaya.co.id',
  phone: null,
  message: 'Do you sell carrageenan?',
  language: 'en',
  requiredDate: null,
  items: [],
  career: null,
  cv: null,
  ...overrides,
});

/** Stores an enquiry straight through the repository, received `at` (no notification is sent); answers its id. */
export async function storeEnquiry(t: TestApp, overrides: Partial<NewEnquiry> = {}, at?: string): Promise<number> {
  const id = await t.app.repos.enquiries.insert(storedEnquiry(overrides), at);
  if (id === undefined) throw new Error('The enquiry was not stored');
  return id;
}

/** Stores a job application with its CV file, as the public form does; answers its id. */
export async function storeApplication(t: TestApp, careerId: number, at?: string): Promise<number> {
  const file = await t.app.cvFiles.save(PDF_BYTES);
  return storeEnquiry(
    t,
    {
      type: 'application',
      company: null,
      phone: '+62 811 2222 3333',
      message: 'Please find my CV attached.',
      career: { id: careerId, name: 'Technical Sales Executive' },
      cv: { file, name: 'Riwayat Hidup Rina.pdf', size: PDF_BYTES.length },
    },
    at,
  );
}

export interface ParsedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
  /** Content types of every part, e.g. to see that nothing is attached. */
  partTypes: string[];
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header value with its RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_whole, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function splitHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** The headers and the decoded text and HTML parts of an .eml the outbox holds. */
export function parseMail(eml: string): ParsedMail {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const headers = splitHeaders(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? rest.join('\n\n').split(`--${boundary}`).slice(1, -1) : [];
  const decoded = parts.map((part) => {
    const [partHead = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const partHeaders = splitHeaders(partHead);
    return {
      type: (partHeaders['content-type'] ?? '').split(';')[0]!,
      body: decodeBody(body.join('\n\n').trim(), partHeaders['content-transfer-encoding']),
    };
  });
  return {
    headers,
    text: decoded.find((part) => part.type === 'text/plain')?.body ?? '',
    html: decoded.find((part) => part.type === 'text/html')?.body ?? '',
    partTypes: decoded.map((part) => part.type),
  };
}
