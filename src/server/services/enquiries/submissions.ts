import type { ApplicationFields, ContactEnquiryBody, EnquiryItem, QuoteEnquiryBody } from '@/common/api/enquiries';
import { notFound } from '@/server/errors';
import type { EnquiriesRepository, NewEnquiry } from '@/server/repositories/enquiries-repository';
import type { Acknowledger } from './acknowledgement';
import type { CvFiles } from './cv-files';
import type { EnquiryNotifier } from './notifier';
import type { SubmissionCeiling } from './submission-ceiling';

export interface SubmissionServices {
  enquiries: Pick<EnquiriesRepository, 'insert'>;
  notifier: Pick<EnquiryNotifier, 'queue'>;
  acknowledger: Pick<Acknowledger, 'queue'>;
  cvFiles: Pick<CvFiles, 'save' | 'remove'>;
  ceiling: Pick<SubmissionCeiling, 'ensureRoom'>;
}

/** A CV that passed the checks: a PDF within the size limit, with the name it is shown under. */
export interface UploadedCv {
  bytes: Buffer;
  name: string;
}

const optional = (value: string | undefined) => value?.trim() || null;

const common = (body: { name: string; email: string; language: NewEnquiry['language'] }) => ({
  name: body.name.trim(),
  email: body.email.trim(),
  language: body.language,
  requiredDate: null,
  items: [],
  career: null,
  cv: null,
});

export const contactEnquiry = (body: ContactEnquiryBody): NewEnquiry => ({
  ...common(body),
  type: 'contact',
  company: body.company.trim(),
  phone: optional(body.phone),
  message: body.message.trim(),
});

export const quoteEnquiry = (body: QuoteEnquiryBody, items: EnquiryItem[]): NewEnquiry => ({
  ...common(body),
  type: 'quote',
  company: body.company.trim(),
  phone: optional(body.phone),
  message: body.message?.trim() ?? '',
  requiredDate: body.requiredDate ?? null,
  items,
});

export const applicationEnquiry = (fields: ApplicationFields, career: { id: number; name: string }): NewEnquiry => ({
  ...common(fields),
  type: 'application',
  company: null,
  phone: fields.phone.trim(),
  message: fields.letter.trim(),
  career,
});

/**
 * Stores an enquiry whose form passed the form guard (`formGuard.check`), then queues the staff's notification and
 * the visitor's acknowledgement (both sent after the answer, never holding it up). Throws 429 when the hourly
 * ceiling of all visitors' enquiries or CV bytes is reached. A CV is written first and removed again when the row
 * cannot be stored, so a failure leaves no file behind; a CV that cannot be written stores nothing. Throws 404 when
 * the career applied for was deleted meanwhile.
 */
export async function acceptEnquiry(
  services: SubmissionServices,
  enquiry: NewEnquiry,
  cv?: UploadedCv,
): Promise<number> {
  await services.ceiling.ensureRoom(cv?.bytes.length ?? 0);
  const file = cv && (await services.cvFiles.save(cv.bytes));
  // Removing can only fail on a broken disk; the orphan sweep then removes the file later.
  const discardFile = async () => {
    if (file) await services.cvFiles.remove(file).catch(() => undefined);
  };
  const stored: NewEnquiry = { ...enquiry, cv: file && cv ? { file, name: cv.name, size: cv.bytes.length } : null };
  let id: number | undefined;
  try {
    id = await services.enquiries.insert(stored);
  } catch (error) {
    await discardFile();
    throw error;
  }
  if (id === undefined) {
    await discardFile();
    throw notFound('Career');
  }
  await services.notifier.queue(id);
  services.acknowledger.queue(stored);
  return id;
}
