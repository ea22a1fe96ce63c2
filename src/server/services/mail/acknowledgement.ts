import type { MailLanguage } from '@/common/api/auth';
import type { EnquiryItem, EnquiryType } from '@/common/api/enquiries';
import {
  detailsTable,
  enquiryDetails,
  escapeHtml,
  htmlDocument,
  mailTexts,
  messageBlock,
  oneLine,
  paragraph,
  productList,
  type RenderedMail,
} from './templates';
import { fill } from '../locales';

const ACKNOWLEDGEMENT_KEYS = [
  'subjectContact',
  'subjectQuote',
  'subjectApplication',
  'greeting',
  'introContact',
  'introQuote',
  'introApplication',
  'nextContact',
  'nextQuote',
  'nextApplication',
  'name',
  'company',
  'email',
  'phone',
  'career',
  'requiredDate',
  'products',
  'sample',
  'cv',
  'message',
  'letter',
  'notYou',
  'signature',
] as const;
type AcknowledgementTexts = Record<(typeof ACKNOWLEDGEMENT_KEYS)[number], string>;

const BY_TYPE = {
  contact: { subject: 'subjectContact', intro: 'introContact', next: 'nextContact' },
  quote: { subject: 'subjectQuote', intro: 'introQuote', next: 'nextQuote' },
  application: { subject: 'subjectApplication', intro: 'introApplication', next: 'nextApplication' },
} as const satisfies Record<EnquiryType, Record<string, keyof AcknowledgementTexts>>;

/** What the visitor sent, as they typed or chose it. */
export interface AcknowledgedEnquiry {
  type: EnquiryType;
  language: MailLanguage;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  message: string;
  requiredDate: string | null;
  items: EnquiryItem[];
  careerName: string | null;
  cvName: string | null;
}

/**
 * The mail that tells a visitor their enquiry arrived and what happens next, in the language they wrote in. It holds
 * the fixed texts of locales/<language>/email.json (`company` is the site's own name) and what the visitor sent,
 * nothing else: no link and no other content, so that an address typed into the form by someone else receives
 * nothing more than that person typed.
 */
export function acknowledgementMail(enquiry: AcknowledgedEnquiry, company: string): RenderedMail {
  const texts = mailTexts<keyof AcknowledgementTexts>(enquiry.language, 'acknowledgement', ACKNOWLEDGEMENT_KEYS);
  const keys = BY_TYPE[enquiry.type];
  const subject = oneLine(fill(texts[keys.subject], { company }));
  const { details, products } = enquiryDetails(texts, enquiry, [[texts.cv, enquiry.cvName]]);
  const messageLabel = enquiry.type === 'application' ? texts.letter : texts.message;
  const greeting = fill(texts.greeting, { name: oneLine(enquiry.name) });
  const closing = [texts[keys.next], texts.notYou, fill(texts.signature, { company })];

  const text = [
    greeting,
    texts[keys.intro],
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(products.length > 0 ? [`${texts.products}:\n${products.map((line) => `- ${line}`).join('\n')}`] : []),
    ...(enquiry.message ? [`${messageLabel}:\n${enquiry.message}`] : []),
    ...closing,
  ].join('\n\n');

  const html = htmlDocument(enquiry.language, subject, [
    paragraph(escapeHtml(greeting)),
    paragraph(escapeHtml(texts[keys.intro])),
    detailsTable(details),
    productList(texts.products, products),
    messageBlock(messageLabel, enquiry.message),
    ...closing.map((line) => paragraph(escapeHtml(line))),
  ]);

  return { subject, text, html };
}
