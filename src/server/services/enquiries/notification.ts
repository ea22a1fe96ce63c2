import type { Enquiry, EnquiryType } from '@/common/api/enquiries';
import { paths } from '@/common/routes';
import type { SiteDefaults } from '@/server/config';
import type { MailMessage } from '../mail/mailer';
import { enquiryMail } from '../mail/templates';

type ContactEmails = SiteDefaults['emails'];

/**
 * Who is told of an enquiry: sales for contact messages and quotes, recruiting for applications, as the site
 * settings name them; the general address when that one is empty; the SITE_* defaults when the settings name none.
 */
export function notificationRecipient(
  settings: Partial<ContactEmails> | undefined,
  defaults: ContactEmails,
  type: EnquiryType,
): string {
  const role = type === 'application' ? 'recruiting' : 'sales';
  return settings?.[role] || settings?.general || defaults[role] || defaults.general;
}

/** The notification mail of an enquiry, which staff can answer with a plain reply to the visitor. */
export function notificationMessage(enquiry: Enquiry, to: string, publicUrl: string): MailMessage {
  const url = `${publicUrl}${paths.admin.enquiryDetail(enquiry.id)}`;
  return { to, replyTo: enquiry.email, ...enquiryMail({ enquiry, url }) };
}
