import type { FastifyBaseLogger } from 'fastify';
import type { CodeRecipient, MailLanguage } from '@/common/api/auth';
import type { UserRow } from '@/server/db/schema';
import { HttpError } from '@/server/errors';
import type { Mailer } from '../mail/mailer';
import { resetCodeMail } from '../mail/templates';
import { maskEmail } from '../mail/mask-email';
import { RESET_CODE_TTL_MINUTES, type ResetCodeService } from './reset-codes';

export interface ResetCodeMailDeps {
  codes: ResetCodeService;
  mailer: Mailer;
  company: string;
  /** PUBLIC_URL: the mail links to the screen where the code is entered. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Issues a new code for `user` (voiding older ones) and mails it in `language`. `pagePath` is the screen where
 * the code is entered, linked from the mail. Answers who it went to, address masked.
 */
export async function sendResetCode(
  deps: ResetCodeMailDeps,
  user: UserRow,
  language: MailLanguage,
  pagePath: string,
): Promise<CodeRecipient> {
  const code = await deps.codes.issue(user.id);
  const mail = resetCodeMail(language, {
    username: user.username,
    code,
    minutes: RESET_CODE_TTL_MINUTES,
    company: deps.company,
    url: `${deps.publicUrl}${pagePath}`,
  });
  try {
    await deps.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    deps.log.error({ err: error, to: maskEmail(user.email) }, 'the password code mail could not be sent');
    await deps.codes.withdraw(user.id);
    throw new HttpError(503, 'MAIL_FAILED', 'The e-mail could not be sent. Please try again later.');
  }
  return { user: { username: user.username, email: maskEmail(user.email) } };
}
