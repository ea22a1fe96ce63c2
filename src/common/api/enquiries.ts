import { Type, type Static } from '@sinclair/typebox';
import { ENQUIRY_LIMITS } from '../constants';
import { AdminListQuery, AdminSearchQuery } from './admin-list';
import { LANG_PARAMETER } from './translations';

/**
 * Enquiries: what visitors send the company (a contact message, a quote or sample request for products, a job
 * application with a CV) and the back office's inbox of them. Every submission is stored first, then mailed to
 * the address the site settings name for it (sales for contact and quotes, recruiting for applications).
 */

export const ENQUIRY_TYPES = ['contact', 'quote', 'application'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Where the notification mail stands: queued or retrying, delivered, or given up after the last retry. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const ENQUIRY_LANGUAGES = ['en', 'id'] as const;

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const email = Type.String({ minLength: 3, maxLength: ENQUIRY_LIMITS.email, format: 'email' });
/** A calendar day, YYYY-MM-DD. */
const DateOnly = Type.String({ format: 'date' });
const language = Type.Union(ENQUIRY_LANGUAGES.map((code) => Type.Literal(code)));

/**
 * What every public form carries against robots: `formToken`, from GET /enquiries/form-token when the form was
 * shown (signed by the server, so the time it was issued and the form it serves cannot be forged: a form sent sooner
 * than the minimum fill time is refused, and a token is accepted once), and `website`, a field hidden from people
 * that only robots fill in (the honeypot). A multipart form sends both before its file.
 */
export const FormGuardFields = {
  formToken: Type.String({ minLength: 1, maxLength: 200 }),
  website: Type.Optional(Type.String({ maxLength: 500 })),
};
export const HONEYPOT_FIELD = 'website';

/** GET /enquiries/form-token?form=contact|quote|application: a token serves one submission of that form. */
export const FormTokenQuery = Type.Object(
  { form: Type.Union(ENQUIRY_TYPES.map((value) => Type.Literal(value))), lang: LANG_PARAMETER },
  { additionalProperties: false },
);
export type FormTokenQuery = Static<typeof FormTokenQuery>;
export const FormToken = Type.Object({ token: Type.String() });
export type FormToken = Static<typeof FormToken>;

/** POST /enquiries/contact: the home page's CONTACT US form. */
export const ContactEnquiryBody = Type.Object(
  {
    name: text(ENQUIRY_LIMITS.name),
    company: text(ENQUIRY_LIMITS.company),
    email,
    phone: optionalText(ENQUIRY_LIMITS.phone),
    message: text(ENQUIRY_LIMITS.message),
    language,
    ...FormGuardFields,
  },
  { additionalProperties: false },
);
export type ContactEnquiryBody = Static<typeof ContactEnquiryBody>;

/** One product of a quote request; quantity and unit are optional, `sample` asks for a sample of it. */
export const QuoteItemBody = Type.Object(
  {
    productId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    quantity: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 })),
    unit: optionalText(ENQUIRY_LIMITS.unit),
    sample: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type QuoteItemBody = Static<typeof QuoteItemBody>;

/** POST /enquiries/quote: a quote (and sample) request for one or more products. */
export const QuoteEnquiryBody = Type.Object(
  {
    name: text(ENQUIRY_LIMITS.name),
    company: text(ENQUIRY_LIMITS.company),
    email,
    phone: optionalText(ENQUIRY_LIMITS.phone),
    message: optionalText(ENQUIRY_LIMITS.message),
    /** The date the goods are needed by (YYYY-MM-DD). */
    requiredDate: Type.Optional(DateOnly),
    items: Type.Array(QuoteItemBody, { minItems: 1, maxItems: ENQUIRY_LIMITS.items }),
    language,
    ...FormGuardFields,
  },
  { additionalProperties: false },
);
export type QuoteEnquiryBody = Static<typeof QuoteEnquiryBody>;

/**
 * POST /careers/{id}/applications, multipart: these text fields and the CV, a PDF of at most MAX_CV_MB under
 * APPLICATION_CV_FIELD (required).
 */
export const ApplicationFields = Type.Object(
  {
    name: text(ENQUIRY_LIMITS.name),
    email,
    phone: text(ENQUIRY_LIMITS.phone),
    letter: text(ENQUIRY_LIMITS.message),
    language,
    ...FormGuardFields,
  },
  { additionalProperties: false },
);
export type ApplicationFields = Static<typeof ApplicationFields>;
export const APPLICATION_CV_FIELD = 'cv';

/** A product as the request named it; the name is kept as it was then, the id is null once the product is gone. */
export const EnquiryItem = Type.Object({
  productId: Type.Union([Type.Integer(), Type.Null()]),
  productName: Type.String(),
  quantity: Type.Union([Type.Number(), Type.Null()]),
  unit: Type.Union([Type.String(), Type.Null()]),
  sample: Type.Boolean(),
});
export type EnquiryItem = Static<typeof EnquiryItem>;

const typeSchema = Type.Union(ENQUIRY_TYPES.map((value) => Type.Literal(value)));
const statusSchema = Type.Union(ENQUIRY_STATUSES.map((value) => Type.Literal(value)));
const mailStatusSchema = Type.Union(MAIL_STATUSES.map((value) => Type.Literal(value)));
const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A row of the inbox. `read` turns true when an admin first opens it. */
export const EnquirySummary = Type.Object({
  id: Type.Integer(),
  type: typeSchema,
  status: statusSchema,
  read: Type.Boolean(),
  name: Type.String(),
  company: nullableString,
  email: Type.String(),
  /** The first characters of the message or letter. */
  preview: Type.String(),
  /** How many products a quote names (0 for the other types). */
  itemCount: Type.Integer(),
  /** Whether any product of a quote asks for a sample. */
  sample: Type.Boolean(),
  /** The career applied for, as it was named then (applications only). */
  careerName: nullableString,
  mailStatus: mailStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
});
export type EnquirySummary = Static<typeof EnquirySummary>;

/** GET /admin/enquiries/{id}: everything the visitor sent and what the company did with it. */
export const Enquiry = Type.Object({
  ...EnquirySummary.properties,
  phone: nullableString,
  message: Type.String(),
  language: language,
  requiredDate: nullableString,
  items: Type.Array(EnquiryItem),
  careerId: Type.Union([Type.Integer(), Type.Null()]),
  /** The CV's file name as uploaded and its size; null when the enquiry has none. */
  cv: Type.Union([Type.Object({ name: Type.String(), size: Type.Integer() }), Type.Null()]),
  /** The admins' internal note, never shown to the visitor. */
  note: Type.String(),
  mailAttempts: Type.Integer(),
  mailError: nullableString,
  mailedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Enquiry = Static<typeof Enquiry>;

/**
 * GET /admin/enquiries and GET /admin/enquiries/export: every filter is optional; dates are inclusive days. Both
 * take the admin lists' `search` too (name, company, e-mail and message).
 */
export const EnquiryFilterQuery = {
  type: Type.Optional(typeSchema),
  status: Type.Optional(statusSchema),
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
};
export const EnquiryListQuery = AdminListQuery('enquiries', EnquiryFilterQuery);
export type EnquiryListQuery = Static<typeof EnquiryListQuery>;
export const EnquiryExportQuery = Type.Object(
  { ...EnquiryFilterQuery, search: AdminSearchQuery },
  { additionalProperties: false },
);
export type EnquiryExportQuery = Static<typeof EnquiryExportQuery>;

/** PATCH /admin/enquiries/{id}: any of these. */
export const EnquiryUpdateBody = Type.Object(
  {
    status: Type.Optional(statusSchema),
    note: Type.Optional(Type.String({ maxLength: ENQUIRY_LIMITS.note })),
    read: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type EnquiryUpdateBody = Static<typeof EnquiryUpdateBody>;

/** GET /admin/enquiries/unread: enquiries no admin has opened yet (spam excluded), in all and per type. */
export const UnreadEnquiries = Type.Object({
  total: Type.Integer(),
  byType: Type.Object({ contact: Type.Integer(), quote: Type.Integer(), application: Type.Integer() }),
});
export type UnreadEnquiries = Static<typeof UnreadEnquiries>;
