import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  APPLICATION_CV_FIELD,
  ApplicationFields,
  ContactEnquiryBody,
  FormToken,
  QuoteEnquiryBody,
} from '@/common/api/enquiries';
import { Envelope, ErrorEnvelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { ERROR_CODES } from '@/common/api/error-codes';
import { MAX_CV_BYTES, MAX_CV_MB } from '@/common/constants';
import { HttpError, missingField, notFound } from '@/server/errors';
import { cleanUploadName, isPdf } from '@/server/services/enquiries/cv-files';
import { resolveQuoteItems } from '@/server/services/enquiries/quote-items';
import {
  acceptEnquiry,
  applicationEnquiry,
  contactEnquiry,
  quoteEnquiry,
} from '@/server/services/enquiries/submissions';
import { ok, okMessage } from '../answers';
import { readFileForm } from '../forms';
import { publicErrors } from '../schemas';
import { fileFormRoute, uploadErrors } from '../upload-schemas';

const tags = ['enquiries'];
/** Refusals of a well-formed submission: a robot (honeypot, form token) or a product that does not exist. */
const submissionErrors = { ...publicErrors, 422: ErrorEnvelope };
const GUARD =
  '`formToken` comes from GET /enquiries/form-token when the form is shown; `website` is the honeypot and stays ' +
  'empty. 422 SUBMISSION_REFUSED, FORM_EXPIRED or FORM_TOO_FAST (params.seconds) refuse what looks sent by a robot.';

const notAPdf = () => new HttpError(415, ERROR_CODES.notAPdf, 'The CV must be a PDF file.');

/**
 * The public enquiry forms: contact, quote request and job application. Each submission is checked against robots,
 * stored, answered 201, and then mailed to the staff; all three share one rate limit per client address.
 */
const enquiriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = { enquiries: app.repos.enquiries, notifier: app.enquiryMail, cvFiles: app.cvFiles };
  const limited = { onRequest: app.limitEnquiries };

  app.get(
    '/enquiries/form-token',
    {
      schema: {
        tags,
        summary: 'A token for one enquiry form, asked for when the form is shown (valid a day)',
        response: { 200: Envelope(FormToken), ...publicErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok('Form token issued', { token: app.formGuard.issueToken() });
    },
  );

  app.post(
    '/enquiries/contact',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Send a message through the contact form',
        description: GUARD,
        body: ContactEnquiryBody,
        response: { 201: MessageEnvelope, ...submissionErrors },
      },
    },
    async ({ body }, reply) => {
      app.formGuard.check(body);
      await acceptEnquiry(services, contactEnquiry(body));
      return reply.status(201).send(okMessage('Message received'));
    },
  );

  app.post(
    '/enquiries/quote',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Ask for a quote (and samples) of one or more products',
        description: `${GUARD} Each product must exist (else 422 with \`items.N.productId: not_found\`) and be named once (else 400 \`duplicate\`).`,
        body: QuoteEnquiryBody,
        response: { 201: MessageEnvelope, ...submissionErrors },
      },
    },
    async ({ body }, reply) => {
      app.formGuard.check(body);
      const items = await resolveQuoteItems(app.repos.products, body.items);
      await acceptEnquiry(services, quoteEnquiry(body, items));
      return reply.status(201).send(okMessage('Quote request received'));
    },
  );

  app.post(
    '/careers/:id/applications',
    {
      ...limited,
      schema: {
        tags: [...tags, 'careers'],
        ...fileFormRoute,
        summary: 'Apply for an active career with a CV',
        description:
          `Multipart form: name, email, phone, letter, language, formToken, website, and the CV under ` +
          `\`${APPLICATION_CV_FIELD}\` (required): a PDF of at most ${MAX_CV_MB} MB (413 FILE_TOO_LARGE), checked ` +
          `from its bytes (415 NOT_A_PDF). ${GUARD}`,
        params: IdParams,
        response: { 201: MessageEnvelope, ...submissionErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readFileForm<ApplicationFields>(request, ApplicationFields, APPLICATION_CV_FIELD, {
        maxBytes: MAX_CV_BYTES,
        maxMb: MAX_CV_MB,
      });
      app.formGuard.check(fields);
      if (!file) throw missingField(APPLICATION_CV_FIELD, 'Attach a CV (a PDF).');
      if (!isPdf(file.bytes)) throw notAPdf();
      const career = await app.repos.careers.findActiveById(request.params.id, 'en');
      if (!career) throw notFound('Career');
      await acceptEnquiry(services, applicationEnquiry(fields, { id: career.id, name: career.name }), {
        bytes: file.bytes,
        name: cleanUploadName(file.filename),
      });
      return reply.status(201).send(okMessage('Application received'));
    },
  );
};

export default enquiriesRoutes;
