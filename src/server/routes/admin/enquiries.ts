import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  Enquiry,
  EnquiryExportQuery,
  EnquiryListQuery,
  EnquirySummary,
  EnquiryUpdateBody,
  UnreadEnquiries,
  type EnquiryType,
} from '@/common/api/enquiries';
import { Envelope, IdParams, ListEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { enquiryTypesFor } from '@/common/staff-access';
import { companyTimeZone } from '@/common/time-zone';
import { notFound } from '@/server/errors';
import { enquiriesCsv, exportFileName } from '@/server/services/enquiries/csv-export';
import { siteContent } from '@/server/services/site-content';
import { validationError } from '@/server/validation';
import { ok, okList, okMessage } from '../answers';
import { attachmentDisposition } from '../attachment';
import { adminErrors, adminRoute } from '../schemas';
import { forbidden, requireEnquiryType } from '../staff-access';

const schema = { ...adminRoute, tags: ['admin', 'enquiries'] };

/** A download's documented answer: its media type, whose body is not JSON. */
const fileAnswer = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
});

/** A range of days that ends before it starts is refused, naming its end, rather than answered with nothing. */
function refuseReversedRange({ from, to }: { from?: string; to?: string }): void {
  if (from && to && from > to) throw validationError('querystring', { to: FIELD_PROBLEMS.outOfRange });
}

/**
 * The kinds of enquiry the signed-in user may see (their role's, src/common/staff-access.ts); asking for another
 * kind by name is refused rather than answered with nothing.
 */
function visibleTypes(request: FastifyRequest, asked?: EnquiryType): EnquiryType[] {
  const types = enquiryTypesFor(request.user?.role);
  if (asked && !types.includes(asked)) throw forbidden();
  return types;
}

/**
 * The back office's inbox of enquiries: list, unread badge, spreadsheet export, detail, triage, CV, resend. Each
 * user sees the kinds of enquiry their role may (job applications are personal data).
 */
const adminEnquiriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { enquiries } = app.repos;
  const content = siteContent(app.repos, app.config.site);
  /** The company's time zone (Site settings), in which the inbox's days and times are read. */
  const timeZone = async () => companyTimeZone((await content.settings('en')).timeZone);
  /** 404 when there is no such enquiry, 403 when the user's role may not open its kind. */
  async function requireOpenable(request: FastifyRequest, id: number): Promise<void> {
    const type = await enquiries.typeOf(id);
    if (!type) throw notFound('Enquiry');
    requireEnquiryType(request, type);
  }

  app.get(
    '/enquiries',
    {
      schema: {
        ...schema,
        description:
          '`from` and `to` are inclusive days of the company’s time zone (Site settings); `search` looks in the ' +
          'name, company, e-mail and message.',
        querystring: EnquiryListQuery,
        response: { 200: ListEnvelope(EnquirySummary), ...adminErrors },
      },
    },
    async (request) => {
      const { query } = request;
      refuseReversedRange(query);
      const types = visibleTypes(request, query.type);
      return okList('Enquiries retrieved', await enquiries.listPage({ ...query, types }, await timeZone()), query);
    },
  );

  app.get(
    '/enquiries/unread',
    { schema: { ...schema, response: { 200: Envelope(UnreadEnquiries), ...adminErrors } } },
    async (request) => ok('Unread enquiries counted', await enquiries.unread(visibleTypes(request))),
  );

  app.get(
    '/enquiries/export',
    {
      schema: {
        ...schema,
        description:
          'The enquiries the filters match as CSV (UTF-8 with a byte order mark, for Excel), received when the ' +
          'company’s clocks read (Site settings).',
        querystring: EnquiryExportQuery,
        response: { 200: fileAnswer('text/csv', 'The enquiries as CSV'), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { query } = request;
      refuseReversedRange(query);
      const types = visibleTypes(request, query.type);
      const zone = await timeZone();
      const csv = enquiriesCsv(await enquiries.listAll({ ...query, types }, zone), zone);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(exportFileName(zone)))
        .send(csv);
    },
  );

  app.get(
    '/enquiries/:id',
    {
      schema: {
        ...schema,
        description: 'Opening an enquiry marks it read.',
        params: IdParams,
        response: { 200: Envelope(Enquiry), ...adminErrors },
      },
    },
    async (request) => {
      const { params } = request;
      await requireOpenable(request, params.id);
      await enquiries.markRead(params.id);
      const enquiry = await enquiries.find(params.id);
      if (!enquiry) throw notFound('Enquiry');
      return ok('Enquiry retrieved', enquiry);
    },
  );

  app.patch(
    '/enquiries/:id',
    {
      schema: {
        ...schema,
        params: IdParams,
        body: EnquiryUpdateBody,
        response: { 200: Envelope(Enquiry), ...adminErrors },
      },
    },
    async (request) => {
      const { params, body } = request;
      await requireOpenable(request, params.id);
      const enquiry = await enquiries.update(params.id, body);
      if (!enquiry) throw notFound('Enquiry');
      return ok('Enquiry updated', enquiry);
    },
  );

  app.delete(
    '/enquiries/:id',
    {
      schema: {
        ...schema,
        description: 'Deletes the enquiry and its CV.',
        params: IdParams,
        response: { 200: MessageEnvelope, ...adminErrors },
      },
    },
    async (request) => {
      const { params } = request;
      await requireOpenable(request, params.id);
      const removed = await enquiries.remove(params.id);
      if (!removed) throw notFound('Enquiry');
      if (removed.cvFile) await app.cvFiles.remove(removed.cvFile);
      return okMessage('Enquiry deleted');
    },
  );

  app.get(
    '/enquiries/:id/cv',
    {
      schema: {
        ...schema,
        description: 'The CV of an application, as a download.',
        params: IdParams,
        response: { 200: fileAnswer('application/pdf', 'The CV (a PDF)'), ...adminErrors },
      },
    },
    async ({ params, log }, reply) => {
      const cv = await enquiries.cvOf(params.id);
      const bytes = cv && (await app.cvFiles.read(cv.file));
      if (!cv || !bytes) {
        if (cv) log.warn({ enquiry: params.id }, 'the CV file of an enquiry is missing');
        throw notFound('CV');
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(cv.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.post(
    '/enquiries/:id/resend',
    {
      schema: {
        ...schema,
        description: 'Mails the staff notification again (e.g. after it failed), with a fresh set of retries.',
        params: IdParams,
        response: { 200: Envelope(Enquiry), ...adminErrors },
      },
    },
    async (request) => {
      const { params } = request;
      await requireOpenable(request, params.id);
      const enquiry = await enquiries.requeueMail(params.id);
      if (!enquiry) throw notFound('Enquiry');
      await app.enquiryMail.queue(enquiry.id);
      return ok('Notification queued', enquiry);
    },
  );
};

export default adminEnquiriesRoutes;
