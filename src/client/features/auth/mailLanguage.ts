import type { MailLanguage } from '@/common/api/auth';

/** The language the code's e-mail is written in: the one the screen is shown in. */
export const mailLanguage = (language: string | undefined): MailLanguage => (language === 'id' ? 'id' : 'en');
