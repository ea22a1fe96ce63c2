import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Enquiry,
  EnquiryExportQuery,
  EnquiryListQuery,
  EnquirySummary,
  EnquiryUpdateBody,
  UnreadEnquiries,
} from '@/common/api/enquiries';
import { Envelope, IdParams, ListEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { FIELD_PROBLEMS } from '@/common/api/error-codes';
import { companyTimeZone } from '@/common/time-zone';
import { notFound } from '@/server/errors';
import { enquiriesCsv, exportFileName } from '@/server/services/enquiries/csv-export';
import { siteContent } from '@/server/services/site-content';
import { validationError } from '@/server/validation';
import { ok, okList, okMessage } from '../answers';
import { attachmentDisposition } from '../attachment';
import { adminErrors, adminRoute } from '../schemas';

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

/** The back office's inbox of enquiries: list, unread badge, spreadsheet export, detail, triage, CV, resend. */
const adminEnquiriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { enquiries } = app.repos;
  const content = siteContent(app.repos, app.config.site);
  /** The company's time zone (Site settings), in which the inbox's days and times are read. */
  const timeZone = async () => companyTimeZone((await content.settings('en')).timeZone);

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
    async ({ query }) => {
      refuseReversedRange(query);
      return okList('Enquiries retrieved', await enquiries.listPage(query, await timeZone()), query);
    },
  );

  app.get(
    '/enquiries/unread',
    { schema: { ...schema, response: { 200: Envelope(UnreadEnquiries), ...adminErrors } } },
    async () => ok('Unread enquiries counted', await enquiries.unread()),
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
    async ({ query }, reply) => {
      refuseReversedRange(query);
      const zone = await timeZone();
      const csv = enquiriesCsv(await enquiries.listAll(query, zone), zone);
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
    async ({ params }) => {
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
    async ({ params, body }) => {
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
    async ({ params }) => {
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
    async ({ params }) => {
      const enquiry = await enquiries.requeueMail(params.id);
      if (!enquiry) throw notFound('Enquiry');
      app.enquiryMail.queue(enquiry.id);
      return ok('Notification queued', enquiry);
    },
  );
};

export default adminEnquiriesRoutes;
