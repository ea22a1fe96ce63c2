import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APPLICATION_CV_FIELD, ApplicationFields, ContactEnquiryBody, HONEYPOT_FIELD } from '@/common/api/enquiries';
import type { ErrorBody } from '@/common/api/envelope';
import { ERROR_CODES } from '@/common/api/error-codes';
import { MAX_CV_BYTES, MAX_CV_MB } from '@/common/constants';
import type { PostedForm, PostedFormKind } from '@/common/posted-form';
import { matchRoute, PAGE_ROUTES } from '@/common/routes';
import { HttpError, missingField, notFound } from '../errors';
import { cleanUploadName, isPdf } from '../services/enquiries/cv-files';
import { acceptEnquiry, applicationEnquiry, contactEnquiry } from '../services/enquiries/submissions';
import { checkHoneypot, FORM_TOKEN_MAX_AGE_MS } from '../services/enquiries/form-guard';
import { encodeFor } from '../services/http-cache/encodings';
import { parseFields } from '../validation';
import { readFileForm } from './forms';

/**
 * The public forms without JavaScript: each page that shows one takes its POST (url-encoded, or multipart with the
 * CV) and answers itself drawn with the outcome, in the language its form was read in (`?lang=` of the form's
 * action). Checks, rate limit and storage are the JSON routes' own (routes/public/enquiries.ts).
 *
 * A page comes from the page cache, the same for every visitor, so it cannot carry a visitor's form token: the
 * token comes with the page in a cookie instead, one per kind of form, and a form the server answered carries a
 * fresh one in the markup.
 */

const HTML = 'text/html; charset=utf-8';

/** The page that shows each form. */
const FORM_PAGES: Record<PostedFormKind, string> = {
  contact: PAGE_ROUTES.home.path,
  application: PAGE_ROUTES.careerDetail.path,
};

const tokenCookie = (kind: PostedFormKind) => `form_${kind}`;

/** The form a page shows, if any. */
function formOfPage(pathname: string): PostedFormKind | undefined {
  const key = matchRoute(pathname)?.key;
  if (key === 'home') return 'contact';
  if (key === 'careerDetail') return 'application';
  return undefined;
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** The text fields as posted, without the guard's: what the visitor typed, to show again. */
function typedValues(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[0] !== 'formToken' && entry[0] !== HONEYPOT_FIELD,
    ),
  );
}

/** The refusal as the JSON routes answer it; anything unforeseen is the server's fault and is logged. */
function refusalOf(request: FastifyRequest, error: unknown): NonNullable<PostedForm['refusal']> {
  if (error instanceof HttpError) {
    const body: ErrorBody = {
      error: true,
      message: error.message,
      code: error.code,
      ...(error.fields && { fields: error.fields }),
      ...(error.params && { params: error.params }),
    };
    return { status: error.statusCode, body };
  }
  request.log.error({ err: error }, 'A form posted without JavaScript failed');
  return { status: 500, body: { error: true, message: 'Internal server error', code: ERROR_CODES.internal } };
}

/** The fields of an url-encoded (or JSON) body; nothing when the body is not an object. */
const postedFields = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** Multipart text fields as they came, validated afterwards so that a refusal can show them again. */
const AnyTextFields = Type.Record(Type.String(), Type.String());

export default fp(async function formPosts(app: FastifyInstance) {
  const services = app.enquirySubmissions;
  const secure = app.config.publicUrl.startsWith('https:');

  const tokenCookieHeader = (kind: PostedFormKind) =>
    `${tokenCookie(kind)}=${app.formGuard.issueToken(kind)}; Path=${FORM_PAGES[kind].replace(/:id$/, '')}; ` +
    `Max-Age=${FORM_TOKEN_MAX_AGE_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  // Every page showing a form, cached or not, goes out with a token of its own for sending it without JavaScript.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode >= 300) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const kind = formOfPage(request.url.split('?')[0]!);
    if (kind) reply.header('set-cookie', tokenCookieHeader(kind));
    return payload;
  });

  /** Checks and stores the form (throwing the JSON route's refusal), then answers the page drawn with the outcome. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: PostedFormKind,
    accept: (formToken: string | undefined, read: (fields: Record<string, unknown>) => void) => Promise<void>,
  ) {
    let fields: Record<string, unknown> = {};
    let refusal: PostedForm['refusal'];
    try {
      await app.limitEnquiries.call(app, request, reply);
      await accept(cookieValue(request, tokenCookie(kind)), (read) => (fields = read));
    } catch (error) {
      refusal = refusalOf(request, error);
    }
    const values = typedValues(fields);
    const postedForm: PostedForm = {
      kind,
      values: refusal ? values : { email: values.email ?? '' },
      ...(refusal && { refusal }),
      formToken: app.formGuard.issueToken(kind),
    };
    const page = await app.postedFormPage(request, postedForm);
    reply.header('cache-control', 'no-store');
    if (!page) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    const { body, encoding } = encodeFor(page.html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(refusal?.status ?? page.status)
      .type(HTML)
      .send(body);
  }

  await app.register(async (forms) => {
    // Only these routes read url-encoded bodies: the API stays JSON and multipart.
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    forms.post(FORM_PAGES.contact, async (request, reply) =>
      answer(request, reply, 'contact', async (cookieToken, read) => {
        const posted = postedFields(request.body);
        read(posted);
        const body = parseFields<ContactEnquiryBody>(ContactEnquiryBody, {
          ...posted,
          formToken: posted.formToken || cookieToken,
        });
        await app.formGuard.check('contact', body);
        await acceptEnquiry(services, contactEnquiry(body));
      }),
    );

    forms.post<{ Params: { id: string } }>(FORM_PAGES.application, async (request, reply) =>
      answer(request, reply, 'application', async (cookieToken, read) => {
        const id = Number(request.params.id);
        const career = Number.isSafeInteger(id) ? await app.repos.careers.findActiveById(id, 'en') : undefined;
        if (!career) throw notFound('Career');
        // As the JSON route: the token is checked (and spent) before a byte of the CV is read.
        const guardBeforeCv = async (before: Readonly<Record<string, string>>) => {
          read(before);
          const formToken = before.formToken || cookieToken;
          if (!formToken) throw missingField('formToken', 'Send the form token before the CV.');
          await services.ceiling.ensureRoom();
          await app.formGuard.check('application', { formToken, website: before[HONEYPOT_FIELD] });
        };
        const { fields: posted, file } = await readFileForm<Record<string, string>>(
          request,
          AnyTextFields,
          APPLICATION_CV_FIELD,
          { maxBytes: MAX_CV_BYTES, maxMb: MAX_CV_MB },
          guardBeforeCv,
        );
        read(posted);
        const fields = parseFields<ApplicationFields>(ApplicationFields, {
          ...posted,
          formToken: posted.formToken || cookieToken,
        });
        if (!file) throw missingField(APPLICATION_CV_FIELD, 'Attach a CV (a PDF).');
        checkHoneypot(fields);
        if (!isPdf(file.bytes)) throw new HttpError(415, ERROR_CODES.notAPdf, 'The CV must be a PDF file.');
        await acceptEnquiry(services, applicationEnquiry(fields, { id: career.id, name: career.name }), {
          bytes: file.bytes,
          name: cleanUploadName(file.filename),
        });
      }),
    );
  });
});
