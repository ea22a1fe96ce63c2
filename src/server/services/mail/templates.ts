import type { MailLanguage } from '@/common/api/auth';
import type { Enquiry, EnquiryType } from '@/common/api/enquiries';
import { formatFileSize } from '@/common/file-size';
import { describeItem } from '../enquiries/quote-items';
import { fill, localeFile } from '../locales';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const RESET_CODE_KEYS = ['subject', 'greeting', 'intro', 'expiry', 'link', 'ignore', 'signature'] as const;
type ResetCodeTexts = Record<(typeof RESET_CODE_KEYS)[number], string>;

const cache = new Map<string, Record<string, string>>();

/** The texts of one mail (`section` of locales/<language>/email.json), every one of `keys` required. */
export function mailTexts<K extends string>(
  language: MailLanguage,
  section: string,
  keys: readonly K[],
): Record<K, string> {
  const cacheKey = `${language}/${section}`;
  let texts = cache.get(cacheKey);
  if (!texts) {
    const parsed = localeFile(language, 'email') as Record<string, Record<string, unknown> | undefined>;
    const missing = keys.filter((key) => typeof parsed[section]?.[key] !== 'string');
    if (missing.length) throw new Error(`locales/${language}/email.json: ${section} lacks ${missing.join(', ')}`);
    texts = parsed[section] as Record<string, string>;
    cache.set(cacheKey, texts);
  }
  return texts as Record<K, string>;
}

const resetCodeTexts = (language: MailLanguage): ResetCodeTexts => mailTexts(language, 'resetCode', RESET_CODE_KEYS);

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface ResetCodeMailInput {
  username: string;
  code: string;
  minutes: number;
  company: string;
  /** Where the code is entered; without it the mail has no link. */
  url?: string;
}

export const paragraph = (content: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${content}</p>`;

/** A line holding a link, escaped as a whole with the anchor put where `{{url}}` was. */
function lineWithLink(template: string, params: Record<string, string | number>, url: string): string {
  const URL_SLOT = '\u0000url\u0000';
  return escapeHtml(fill(template, { ...params, url: URL_SLOT })).replace(
    URL_SLOT,
    `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
  );
}

const CELL = 'padding: 2px 12px 2px 0; vertical-align: top';

/** An enquiry's fields as a two-column table of label and value, both escaped. */
export const detailsTable = (details: ReadonlyArray<readonly [string, string]>) =>
  `<table style="border-collapse: collapse">${details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="${CELL}">${escapeHtml(label)}</th><td style="${CELL}">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

/** The products asked for under their heading, or nothing when there are none. */
export const productList = (title: string, products: readonly string[]) =>
  products.length > 0
    ? `${paragraph(`<strong>${escapeHtml(title)}</strong>`)}<ul>${products
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul>`
    : '';

/** The visitor's message under its label, line breaks kept, or nothing when there is none. */
export const messageBlock = (label: string, message: string | null | undefined) =>
  message
    ? paragraph(`<strong>${escapeHtml(label)}</strong>`) + paragraph(escapeHtml(message), 'white-space: pre-wrap')
    : '';

export const htmlDocument = (language: string, title: string, body: string[]) =>
  [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1b2a30; line-height: 1.5">',
    ...body,
    '</body></html>',
  ].join('\n');

/** The mail that carries a password code, as plain text and a simple HTML part (every value escaped). */
export function resetCodeMail(language: MailLanguage, input: ResetCodeMailInput): RenderedMail {
  const texts = resetCodeTexts(language);
  const params = { username: input.username, minutes: input.minutes, company: input.company, url: input.url ?? '' };
  const line = (key: keyof ResetCodeTexts) => fill(texts[key], params);
  const linkLine = input.url ? line('link') : undefined;

  const text = [
    line('greeting'),
    line('intro'),
    `    ${input.code}`,
    line('expiry'),
    ...(linkLine ? [linkLine] : []),
    line('ignore'),
    line('signature'),
  ].join('\n\n');

  const html = htmlDocument(language, line('subject'), [
    paragraph(escapeHtml(line('greeting'))),
    paragraph(escapeHtml(line('intro'))),
    paragraph(escapeHtml(input.code), 'font-size: 28px; font-weight: bold; letter-spacing: 6px; color: #0b5d6b'),
    paragraph(escapeHtml(line('expiry'))),
    input.url ? paragraph(lineWithLink(texts.link, params, input.url)) : '',
    paragraph(escapeHtml(line('ignore'))),
    paragraph(escapeHtml(line('signature'))),
  ]);

  return { subject: line('subject'), text, html };
}

const ENQUIRY_KEYS = [
  'subjectContact',
  'subjectQuote',
  'subjectApplication',
  'introContact',
  'introQuote',
  'introApplication',
  'name',
  'company',
  'email',
  'phone',
  'career',
  'requiredDate',
  'language',
  'languageEn',
  'languageId',
  'products',
  'sample',
  'cv',
  'message',
  'letter',
  'open',
  'reply',
] as const;
type EnquiryTexts = Record<(typeof ENQUIRY_KEYS)[number], string>;

const SUBJECT_KEYS = {
  contact: 'subjectContact',
  quote: 'subjectQuote',
  application: 'subjectApplication',
} as const satisfies Record<EnquiryType, keyof EnquiryTexts>;
const INTRO_KEYS = {
  contact: 'introContact',
  quote: 'introQuote',
  application: 'introApplication',
} as const satisfies Record<EnquiryType, keyof EnquiryTexts>;

/** A visitor's text on one line, as a subject must be. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface EnquiryMailInput {
  enquiry: Enquiry;
  /** The enquiry in the back office. */
  url: string;
}

/** The labels of what every enquiry mail lists, in the mail's language. */
type DetailLabels = Record<'name' | 'company' | 'email' | 'phone' | 'career' | 'requiredDate' | 'sample', string>;

/** What every enquiry mail lists of an enquiry. */
type DetailedEnquiry = Pick<Enquiry, 'name' | 'company' | 'email' | 'phone' | 'careerName' | 'requiredDate' | 'items'>;

/**
 * Label and value of each detail the visitor gave, then `more` (those left empty are left out), and the products
 * asked for: what the staff mail and the visitor's acknowledgement both list.
 */
export function enquiryDetails(
  labels: DetailLabels,
  enquiry: DetailedEnquiry,
  more: readonly (readonly [string, string | null])[],
): { details: (readonly [string, string])[]; products: string[] } {
  const details = (
    [
      [labels.name, enquiry.name],
      [labels.company, enquiry.company],
      [labels.email, enquiry.email],
      [labels.phone, enquiry.phone],
      [labels.career, enquiry.careerName],
      [labels.requiredDate, enquiry.requiredDate],
      ...more,
    ] as const
  ).filter((detail): detail is readonly [string, string] => Boolean(detail[1]));
  const products = enquiry.items.map((item) => `${describeItem(item)}${item.sample ? ` (${labels.sample})` : ''}`);
  return { details, products };
}

/**
 * The staff's notification of a new enquiry. It is written in English, the language the company's inboxes are
 * read in, whatever language the visitor used (which is one of its lines); locales/id/email.json holds the same
 * keys only because every namespace exists in both languages. Every value comes from the visitor and is escaped in
 * the HTML part. A CV is never attached: the mail says it waits in the back office.
 */
export function enquiryMail({ enquiry, url }: EnquiryMailInput): RenderedMail {
  const texts = mailTexts('en', 'enquiry', ENQUIRY_KEYS);
  const params = {
    name: oneLine(enquiry.name),
    company: oneLine(enquiry.company ?? ''),
    career: oneLine(enquiry.careerName ?? ''),
    url,
  };
  const subject = fill(texts[SUBJECT_KEYS[enquiry.type]], params);
  const intro = fill(texts[INTRO_KEYS[enquiry.type]], params);
  const languageName = { en: texts.languageEn, id: texts.languageId }[enquiry.language];
  const { details, products } = enquiryDetails(texts, enquiry, [[texts.language, languageName]]);
  const cv = enquiry.cv
    ? fill(texts.cv, { file: enquiry.cv.name, size: formatFileSize(enquiry.cv.size, 'en') })
    : undefined;
  const messageLabel = enquiry.type === 'application' ? texts.letter : texts.message;

  const text = [
    intro,
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(products.length > 0 ? [`${texts.products}:\n${products.map((line) => `- ${line}`).join('\n')}`] : []),
    ...(cv ? [cv] : []),
    ...(enquiry.message ? [`${messageLabel}:\n${enquiry.message}`] : []),
    fill(texts.open, params),
    fill(texts.reply, params),
  ].join('\n\n');

  const html = htmlDocument('en', subject, [
    paragraph(escapeHtml(intro)),
    detailsTable(details),
    productList(texts.products, products),
    cv ? paragraph(escapeHtml(cv)) : '',
    messageBlock(messageLabel, enquiry.message),
    paragraph(lineWithLink(texts.open, params, url)),
    paragraph(escapeHtml(fill(texts.reply, params))),
  ]);

  return { subject: oneLine(subject), text, html };
}

const INVITATION_KEYS = ['subject', 'greeting', 'intro', 'username', 'link', 'expiry', 'ignore', 'signature'] as const;

export interface InvitationMailInput {
  name: string;
  username: string;
  company: string;
  /** Where the invitee sets a password; the link carries the invitation's token. */
  url: string;
  hours: number;
}

/** The mail that invites a colleague to the back office: their username and the single-use link. */
export function invitationMail(language: MailLanguage, input: InvitationMailInput): RenderedMail {
  const texts = mailTexts(language, 'invitation', INVITATION_KEYS);
  const params = { name: input.name, username: input.username, company: input.company, hours: input.hours };
  const line = (key: (typeof INVITATION_KEYS)[number]) => fill(texts[key], { ...params, url: input.url });
  const lines = ['greeting', 'intro', 'username', 'link', 'expiry', 'ignore', 'signature'] as const;
  const text = lines.map(line).join('\n\n');
  const html = htmlDocument(
    language,
    line('subject'),
    lines.map((key) =>
      key === 'link' ? paragraph(lineWithLink(texts.link, params, input.url)) : paragraph(escapeHtml(line(key))),
    ),
  );
  return { subject: line('subject'), text, html };
}
