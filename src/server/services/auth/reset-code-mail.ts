import type { FastifyBaseLogger } from 'fastify';
import type { CodeRecipient, MailLanguage } from '@/common/api/auth';
import type { UserRow } from '@/server/db/schema';
import { HttpError } from '@/server/errors';
import type { UsersRepository } from '@/server/repositories/users-repository';
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
 * Mails `code` to `user`; false when it could not be sent, logged, and the code withdrawn (it must not hold the
 * next one back).
 */
async function mailCode(
  deps: ResetCodeMailDeps,
  user: UserRow,
  code: string,
  language: MailLanguage,
  pagePath: string,
): Promise<boolean> {
  const mail = resetCodeMail(language, {
    username: user.username,
    code,
    minutes: RESET_CODE_TTL_MINUTES,
    company: deps.company,
    url: `${deps.publicUrl}${pagePath}`,
  });
  try {
    await deps.mailer.send({ to: user.email, ...mail });
    return true;
  } catch (error) {
    deps.log.error({ err: error, to: maskEmail(user.email) }, 'the password code mail could not be sent');
    await deps.codes.withdraw(user.id);
    return false;
  }
}

/**
 * Issues a new code for the signed-in `user` (voiding older ones) and mails it in `language`. `pagePath` is the
 * screen where the code is entered, linked from the mail. Answers who it went to, address masked.
 */
export async function sendResetCode(
  deps: ResetCodeMailDeps,
  user: UserRow,
  language: MailLanguage,
  pagePath: string,
): Promise<CodeRecipient> {
  const code = await deps.codes.issue(user.id);
  if (!(await mailCode(deps, user, code, language, pagePath))) {
    throw new HttpError(503, 'MAIL_FAILED', 'The e-mail could not be sent. Please try again later.');
  }
  return { user: { username: user.username, email: maskEmail(user.email) } };
}

export interface ResetCodeRequest {
  email: string;
  language: MailLanguage;
  /** The screen where the code is entered, linked from the mail. */
  pagePath: string;
}

export interface AnonymousResetCodesOptions extends Omit<ResetCodeMailDeps, 'company'> {
  users: UsersRepository;
  /** The company's name as the admins last set it, read when a mail is written. */
  company: () => Promise<string>;
}

/**
 * Code requests by e-mail address from anyone (the public 'Reset Password'). Whether an account has the address
 * must not show in the answer nor in its timing, so the request only queues the work and everything else happens
 * after the answer: the account is looked up, a code is issued unless its last one is younger than the resend
 * delay (silently: no new code), and mailed; a failure is logged. `idle` waits for the work under way.
 */
export function createAnonymousResetCodes({ users, company, ...deps }: AnonymousResetCodesOptions) {
  const running = new Set<Promise<void>>();

  async function handle({ email, language, pagePath }: ResetCodeRequest): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
    const code = await deps.codes.issueIfDue(user.id);
    if (code === undefined) return;
    await mailCode({ ...deps, company: await company() }, user, code, language, pagePath);
  }

  return {
    queue(request: ResetCodeRequest): void {
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handle(request))
        .catch((error: unknown) => deps.log.error({ err: error }, 'a password code request failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },

    async idle(): Promise<void> {
      await Promise.all(running);
    },
  };
}

export type AnonymousResetCodes = ReturnType<typeof createAnonymousResetCodes>;
