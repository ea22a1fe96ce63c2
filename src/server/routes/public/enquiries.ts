import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  APPLICATION_CV_FIELD,
  ApplicationFields,
  ContactEnquiryBody,
  FormToken,
  FormTokenQuery,
  QuoteEnquiryBody,
} from '@/common/api/enquiries';
import { Envelope, ErrorEnvelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { ERROR_CODES } from '@/common/api/error-codes';
import { MAX_CV_BYTES, MAX_CV_MB } from '@/common/constants';
import { companyTimeZone } from '@/common/time-zone';
import { HttpError, missingField, notFound } from '@/server/errors';
import { cleanUploadName, isPdf } from '@/server/services/enquiries/cv-files';
import { checkHoneypot } from '@/server/services/enquiries/form-guard';
import { checkNeededBy } from '@/server/services/enquiries/needed-by';
import { resolveQuoteItems } from '@/server/services/enquiries/quote-items';
import {
  acceptEnquiry,
  applicationEnquiry,
  contactEnquiry,
  quoteEnquiry,
} from '@/server/services/enquiries/submissions';
import { siteContent } from '@/server/services/site-content';
import { parseFields } from '@/server/validation';
import { ok, okMessage } from '../answers';
import { readFileForm } from '../forms';
import { publicErrors } from '../schemas';
import { fileFormRoute, uploadErrors } from '../upload-schemas';

const tags = ['enquiries'];
/** Refusals of a well-formed submission: a robot (honeypot, form token) or a product that does not exist. */
const submissionErrors = { ...publicErrors, 422: ErrorEnvelope };
const GUARD =
  '`formToken` comes from GET /enquiries/form-token?form=<this form> when the form is shown and serves one ' +
  'submission of that form; `website` is the honeypot and stays empty. 422 SUBMISSION_REFUSED, FORM_EXPIRED, ' +
  'FORM_ALREADY_USED or FORM_TOO_FAST (params.seconds) refuse what looks sent by a robot. 429 RATE_LIMITED also ' +
  'when all visitors together reached the hourly ceiling of enquiries (or of CV bytes).';

const notAPdf = () => new HttpError(415, ERROR_CODES.notAPdf, 'The CV must be a PDF file.');

/** The application's fields sent before the CV: checked before the form token is spent, the rest may follow. */
const ApplicationFieldsBeforeCv = Type.Partial(ApplicationFields, { additionalProperties: false });

/**
 * The public enquiry forms: contact, quote request and job application. Each submission is checked against robots,
 * stored, answered 201, and then mailed to the staff and acknowledged to the visitor; all three share one rate limit
 * per client address (IPv6 per /64) and an hourly ceiling for all visitors together.
 */
const enquiriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.enquirySubmissions;
  const content = siteContent(app.repos, app.config.site);
  const limited = { onRequest: app.limitEnquiries };

  app.get(
    '/enquiries/form-token',
    {
      schema: {
        tags,
        summary: 'A token for one submission of one enquiry form, asked for when the form is shown (valid a day)',
        querystring: FormTokenQuery,
        response: { 200: Envelope(FormToken), ...publicErrors },
      },
    },
    async ({ query }, reply) => {
      reply.header('cache-control', 'no-store');
      return ok('Form token issued', { token: app.formGuard.issueToken(query.form) });
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
      await app.formGuard.check('contact', body);
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
        description: `${GUARD} Each product must exist (else 422 with \`items.N.productId: not_found\`) and be named once (else 400 \`duplicate\`); \`requiredDate\` must be today or later in the company's time zone (else 400 \`requiredDate: past_date\`).`,
        body: QuoteEnquiryBody,
        response: { 201: MessageEnvelope, ...submissionErrors },
      },
    },
    async ({ body }, reply) => {
      if (body.requiredDate) {
        checkNeededBy(body.requiredDate, companyTimeZone((await content.settings('en')).timeZone));
      }
      const items = await resolveQuoteItems(app.repos.products, body.items);
      await app.formGuard.check('quote', body);
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
          `from its bytes (415 NOT_A_PDF). \`formToken\` (and \`website\`) must come before the CV: the form is ` +
          `refused before the CV is read when its token is missing there (400) or refused. ${GUARD}`,
        params: IdParams,
        response: { 201: MessageEnvelope, ...submissionErrors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const career = await app.repos.careers.findActiveById(request.params.id, 'en');
      if (!career) throw notFound('Career');
      const guardBeforeCv = async (before: Readonly<Record<string, string>>) => {
        const { formToken, website } = parseFields<Partial<ApplicationFields>>(ApplicationFieldsBeforeCv, before);
        if (!formToken) throw missingField('formToken', 'Send the form token before the CV.');
        // Room for a CV at all: its size is known only once read, when acceptEnquiry checks it again.
        await services.ceiling.ensureRoom(1);
        await app.formGuard.check('application', { formToken, website });
      };
      const { fields, file } = await readFileForm<ApplicationFields>(
        request,
        ApplicationFields,
        APPLICATION_CV_FIELD,
        { maxBytes: MAX_CV_BYTES, maxMb: MAX_CV_MB },
        guardBeforeCv,
      );
      if (!file) throw missingField(APPLICATION_CV_FIELD, 'Attach a CV (a PDF).');
      // The honeypot may also come after the CV.
      checkHoneypot(fields);
      if (!isPdf(file.bytes)) throw notAPdf();
      await acceptEnquiry(services, applicationEnquiry(fields, { id: career.id, name: career.name }), {
        bytes: file.bytes,
        name: cleanUploadName(file.filename),
      });
      return reply.status(201).send(okMessage('Application received'));
    },
  );
};

export default enquiriesRoutes;
