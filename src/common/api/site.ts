import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { FallbackSchema, TextsByLanguageSchema } from './translations';

/**
 * The company's identity and contacts. Admins edit the whole document (GET/PUT /admin/site-settings); every page
 * reads it in one language (GET /site). The SITE_* environment variables only fill it on the first start.
 */

const shortText = (maxLength: number = LIMITS.name) => Type.String({ maxLength });
const requiredText = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
/** An e-mail address, or empty for none. */
const emailOrEmpty = Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 320 })]);
/** An absolute http(s) link, or empty for none. */
export const LinkOrEmpty = Type.Union([
  Type.Literal(''),
  Type.String({ maxLength: LIMITS.shortText, pattern: '^https?://[^\\s]+$' }),
]);

export const OFFICE_TEXT_FIELDS = ['name', 'address', 'openingHours'] as const;
export const OfficeTexts = Type.Object({
  name: shortText(),
  address: shortText(LIMITS.shortText),
  openingHours: shortText(),
});

export const PHONE_PATTERN = '^\\+?[0-9 ()./-]{3,40}$';
export const MAX_PHONES_PER_OFFICE = 6;
export const MAX_BRANCHES = 10;

/** An office as stored: its texts in each language, its phones and its map link. */
export const OfficeDocument = Type.Object(
  {
    texts: TextsByLanguageSchema(OfficeTexts),
    phones: Type.Array(Type.String({ pattern: PHONE_PATTERN }), { maxItems: MAX_PHONES_PER_OFFICE }),
    mapUrl: LinkOrEmpty,
  },
  { additionalProperties: false },
);
export type OfficeDocument = Static<typeof OfficeDocument>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SocialLink = Type.Object(
  {
    network: Type.Unsafe<SocialNetwork>({ type: 'string', enum: [...SOCIAL_NETWORKS] }),
    url: Type.String({ minLength: 1, maxLength: LIMITS.shortText, pattern: '^https?://[^\\s]+$' }),
  },
  { additionalProperties: false },
);
export type SocialLink = Static<typeof SocialLink>;

/** A WhatsApp number in international form (digits, an optional leading +), or empty for none. */
export const WHATSAPP_PATTERN = '^(\\+?[0-9]{8,15})?$';

/** An IANA time zone name ('Asia/Jakarta'); one the server does not know reads as the default. */
const TimeZone = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+/-]*$' });

/** GET/PUT /admin/site-settings: the whole document, every language. */
export const SiteSettingsDocument = Type.Object(
  {
    companyName: requiredText,
    shortName: requiredText,
    headOffice: OfficeDocument,
    branches: Type.Array(OfficeDocument, { maxItems: MAX_BRANCHES }),
    emails: Type.Object(
      { general: emailOrEmpty, sales: emailOrEmpty, recruiting: emailOrEmpty },
      { additionalProperties: false },
    ),
    whatsapp: Type.String({ pattern: WHATSAPP_PATTERN }),
    social: Type.Array(SocialLink, { maxItems: SOCIAL_NETWORKS.length }),
    /** The IANA time zone every date of the back office and the site reads in (a document without it: Asia/Jakarta). */
    timeZone: Type.Optional(TimeZone),
  },
  { additionalProperties: false },
);
export type SiteSettingsDocument = Static<typeof SiteSettingsDocument>;

/** An office in one language. */
const Office = Type.Object({
  name: Type.String(),
  address: Type.String(),
  openingHours: Type.String(),
  phones: Type.Array(Type.String()),
  mapUrl: Type.String(),
  fallback: FallbackSchema(OFFICE_TEXT_FIELDS),
});
export type Office = Static<typeof Office>;

/** GET /site: company identity and contacts in the language asked for, read by every page that shows them. */
export const SiteSettings = Type.Object({
  companyName: Type.String(),
  shortName: Type.String(),
  headOffice: Office,
  branches: Type.Array(Office),
  emails: Type.Object({ general: Type.String(), sales: Type.String(), recruiting: Type.String() }),
  whatsapp: Type.String(),
  social: Type.Array(Type.Object({ network: Type.String(), url: Type.String() })),
  /** The company's time zone (always sent; optional for answers cached before it existed). */
  timeZone: Type.Optional(Type.String()),
});
export type SiteSettings = Static<typeof SiteSettings>;
