import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type Enquiry,
  type EnquirySummary,
  type EnquiryType,
  type EnquiryUpdateBody,
  type UnreadEnquiries,
} from '@/common/api/enquiries';
import { enquiryTypesFor } from '@/common/staff-access';
import { answerAdminList } from './adminListAnswer';
import { apiUrl, fail, ok, okMessage } from './envelope';
import { bearerRole, bearerUser, forbidden, unauthorized } from './mockRequests';
import { server } from './server';

const PREVIEW_LENGTH = 120;
const EXPORT_FILE_NAME = 'enquiries-2026-02-10.csv';

let enquiries: Enquiry[] = [];

/** The query of every list and export request, in order, so tests can tell what was asked for. */
const requests = { list: [] as URLSearchParams[], export: [] as URLSearchParams[] };

const summaryOf = (enquiry: Enquiry): EnquirySummary => ({
  id: enquiry.id,
  type: enquiry.type,
  status: enquiry.status,
  read: enquiry.read,
  name: enquiry.name,
  company: enquiry.company,
  email: enquiry.email,
  preview: enquiry.message.slice(0, PREVIEW_LENGTH),
  itemCount: enquiry.items.length,
  sample: enquiry.items.some((item) => item.sample),
  careerName: enquiry.careerName,
  mailStatus: enquiry.mailStatus,
  created_at: enquiry.created_at,
});

/** The texts the search looks in: the sender's name, company and e-mail, and the message. */
const searchedTexts = (row: Enquiry) => [row.name, row.company, row.email, row.message];

/**
 * The inbox's own filters as the real server applies them, among the kinds `types`: exact type and status, inclusive
 * days.
 */
function filtered(query: URLSearchParams, types: readonly EnquiryType[]): Enquiry[] {
  const type = query.get('type');
  const status = query.get('status');
  const from = query.get('from');
  const to = query.get('to');
  return enquiries
    .filter((row) => types.includes(row.type))
    .filter((row) => !type || row.type === type)
    .filter((row) => !status || row.status === status)
    .filter((row) => !from || row.created_at.slice(0, 10) >= from)
    .filter((row) => !to || row.created_at.slice(0, 10) <= to);
}

/** The filters and the search, newest first, as the export answers them. */
function matching(query: URLSearchParams, types: readonly EnquiryType[]): Enquiry[] {
  const search = query.get('search')?.trim().toLowerCase();
  return filtered(query, types)
    .filter((row) => !search || searchedTexts(row).some((text) => text?.toLowerCase().includes(search)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

const csvLine = (values: (string | number)[]) => values.map((value) => `"${String(value)}"`).join(',');

/** The mock server's enquiries table. */
export const inboxDb = {
  seed(rows: Enquiry[]): void {
    enquiries = rows.map((row) => structuredClone(row));
    requests.list.length = 0;
    requests.export.length = 0;
  },
  add(row: Enquiry): void {
    enquiries.push(structuredClone(row));
  },
  find: (id: number): Enquiry | undefined => enquiries.find((row) => row.id === id),
  /** The unread counts as a user who sees the kinds `types` gets them (every kind by default). */
  unread(types: readonly EnquiryType[] = ENQUIRY_TYPES): UnreadEnquiries {
    const waiting = enquiries.filter((row) => !row.read && row.status !== 'spam' && types.includes(row.type));
    const count = (type: Enquiry['type']) => waiting.filter((row) => row.type === type).length;
    return {
      total: waiting.length,
      byType: { contact: count('contact'), quote: count('quote'), application: count('application') },
    };
  },
  requests,
};

const notFound = () => fail(404, 'Enquiry not found', 'NOT_FOUND');

/**
 * Every admin enquiry endpoint, answering from inboxDb; a call without a readable token answers 401. As the real
 * server does, each user sees the kinds of enquiry their role may (enquiryTypesFor), and asking for another kind by
 * name, in a filter or by opening one, answers 403.
 */
export function inboxHandlers(): HttpHandler[] {
  const signedIn = (request: Request) => Boolean(bearerUser(request));
  const idOf = (params: Record<string, unknown>) => Number(params.id);
  const visibleTypes = (request: Request) => enquiryTypesFor(bearerRole(request));
  const asksForHidden = (request: Request, type: string | null | undefined) =>
    Boolean(type) && !visibleTypes(request).includes(type as EnquiryType);
  return [
    http.get(apiUrl('/admin/enquiries/unread'), ({ request }) =>
      signedIn(request) ? ok('Unread enquiries counted', inboxDb.unread(visibleTypes(request))) : unauthorized(),
    ),
    http.get(apiUrl('/admin/enquiries/export'), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const query = new URL(request.url).searchParams;
      if (asksForHidden(request, query.get('type'))) return forbidden();
      requests.export.push(query);
      const lines = [
        csvLine(['id', 'received', 'type', 'name', 'email']),
        ...matching(query, visibleTypes(request)).map((row) =>
          csvLine([row.id, row.created_at, row.type, row.name, row.email]),
        ),
      ];
      return new HttpResponse(lines.join('\r\n'), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${EXPORT_FILE_NAME}"`,
        },
      });
    }),
    http.get(apiUrl('/admin/enquiries'), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const query = new URL(request.url).searchParams;
      if (asksForHidden(request, query.get('type'))) return forbidden();
      requests.list.push(query);
      return answerAdminList(request, 'enquiries', filtered(query, visibleTypes(request)), {
        texts: searchedTexts,
        sortValues: {
          created_at: (row) => row.created_at,
          name: (row) => row.name,
          type: (row) => ENQUIRY_TYPES.indexOf(row.type),
          status: (row) => ENQUIRY_STATUSES.indexOf(row.status),
        },
        shown: summaryOf,
      });
    }),
    http.get(apiUrl('/admin/enquiries/:id/cv'), ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const enquiry = inboxDb.find(idOf(params));
      if (asksForHidden(request, enquiry?.type)) return forbidden();
      const cv = enquiry?.cv;
      if (!cv) return notFound();
      return new HttpResponse('%PDF-1.4 curriculum vitae', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${cv.name}"`,
        },
      });
    }),
    http.post(apiUrl('/admin/enquiries/:id/resend'), ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const enquiry = inboxDb.find(idOf(params));
      if (!enquiry) return notFound();
      if (enquiry.mailStatus !== 'failed') return fail(409, 'The mail has not failed', 'CONFLICT');
      Object.assign(enquiry, { mailStatus: 'pending', mailAttempts: 0, mailError: null });
      return ok('Mail queued again', enquiry);
    }),
    http.get(apiUrl('/admin/enquiries/:id'), ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const enquiry = inboxDb.find(idOf(params));
      if (asksForHidden(request, enquiry?.type)) return forbidden();
      return enquiry ? ok('Enquiry retrieved', enquiry) : notFound();
    }),
    http.patch(apiUrl('/admin/enquiries/:id'), async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const enquiry = inboxDb.find(idOf(params));
      if (!enquiry) return notFound();
      const body = (await request.json()) as EnquiryUpdateBody;
      Object.assign(enquiry, body, { updated_at: new Date().toISOString() });
      return ok('Enquiry updated', enquiry);
    }),
    http.delete(apiUrl('/admin/enquiries/:id'), ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const before = enquiries.length;
      enquiries = enquiries.filter((row) => row.id !== idOf(params));
      return enquiries.length < before ? okMessage('Enquiry deleted') : notFound();
    }),
  ];
}

/** Seeds the inbox with `rows` before each test of the file and answers from it. */
export function useInboxApi(rows: () => Enquiry[]): void {
  beforeEach(() => {
    inboxDb.seed(rows());
    server.use(...inboxHandlers());
  });
}
