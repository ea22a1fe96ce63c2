import { Type, type Static } from '@sinclair/typebox';
import { CERTIFICATION_KINDS, DOCUMENT_KINDS, LIMITS, MAX_CERTIFICATIONS, MAX_PRODUCT_TERMS } from '../constants';
import { LANGUAGES } from '../language';
import { FallbackSchema, LanguageSchema, TranslationsSchema } from './translations';

/**
 * What buyers check before they ask for a quote: certifications, the industries and applications a product serves,
 * its documents. The specification fields themselves are in catalogue.ts with the product.
 */

/** A choice among a few values, as the other closed choices of the API are written: a union of literals. */
const enumOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const timestamp = Type.String({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD. */
const day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const CertificationKindSchema = enumOf(CERTIFICATION_KINDS);

/** One certification of a product: halal with its issuer and expiry, BPOM with its number, others by name. */
export const Certification = Type.Object(
  {
    kind: CertificationKindSchema,
    /** The certificate's name for 'other' (e.g. 'FSSC 22000'); optional for the named kinds. */
    name: Type.String({ maxLength: LIMITS.name }),
    issuer: Type.String({ maxLength: LIMITS.name }),
    number: Type.String({ maxLength: 100 }),
    expires_on: Type.Union([day, Type.Null()]),
  },
  { additionalProperties: false },
);
export type Certification = Static<typeof Certification>;
export const Certifications = Type.Array(Certification, { maxItems: MAX_CERTIFICATIONS });

/** An industry or an application, as a product or a facet names it. */
export const TermTexts = Type.Object({ name: Type.String({ maxLength: LIMITS.name }) });
export const TERM_TEXT_FIELDS = ['name'] as const;
export const Term = Type.Object({ id: Type.Integer(), name: Type.String(), fallback: FallbackSchema(['name']) });
export type Term = Static<typeof Term>;

/** A term as the back office manages it (GET/POST/PUT /admin/industries and /admin/applications). */
export const AdminTerm = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  translations: TranslationsSchema(TermTexts),
  product_count: Type.Integer(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminTerm = Static<typeof AdminTerm>;

export const TermFields = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' }),
    translations: Type.Optional(TranslationsSchema(TermTexts)),
  },
  { additionalProperties: false },
);
export type TermFields = Static<typeof TermFields>;

/** The ids of a product's terms of one kind, as its form sends them. */
export const TermIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
  maxItems: MAX_PRODUCT_TERMS,
  uniqueItems: true,
});

/** The maker a product comes from: one of the partners. */
export const Principal = Type.Object({ id: Type.Integer(), name: Type.String(), link: Type.String() });
export type Principal = Static<typeof Principal>;

export const DocumentKindSchema = enumOf(DOCUMENT_KINDS);
const DocumentLanguageSchema = enumOf(LANGUAGES);

/**
 * A product's document. `url` is where it downloads (under /v1, with its real name); a public answer gives null for
 * a document that is sent on request only (the page offers the enquiry form instead).
 */
export const ProductDocument = Type.Object({
  id: Type.Integer(),
  kind: DocumentKindSchema,
  language: LanguageSchema,
  name: Type.String(),
  size: Type.Integer(),
  on_request: Type.Boolean(),
  url: Type.Union([Type.String(), Type.Null()]),
  updated_at: timestamp,
});
export type ProductDocument = Static<typeof ProductDocument>;

/**
 * Multipart text fields of POST /admin/products/{id}/documents; the file field is `file` (a PDF). Without `name`
 * the document keeps the uploaded file's name.
 */
export const DocumentUploadFields = Type.Object(
  {
    kind: DocumentKindSchema,
    language: DocumentLanguageSchema,
    name: Type.Optional(Type.String({ maxLength: 200 })),
    on_request: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type DocumentUploadFields = Static<typeof DocumentUploadFields>;
export const DOCUMENT_FILE_FIELD = 'file';

/** JSON body of PATCH /admin/products/{id}/documents/{documentId}: what to change. */
export const DocumentChanges = Type.Object(
  {
    kind: Type.Optional(DocumentKindSchema),
    language: Type.Optional(DocumentLanguageSchema),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    on_request: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type DocumentChanges = Static<typeof DocumentChanges>;

export const DocumentParams = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    documentId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  },
  { additionalProperties: false },
);
export type DocumentParams = Static<typeof DocumentParams>;
