import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckEmailBody, CodeRecipient, ResetPasswordWithCodeBody } from '@/common/api/auth';
import { Envelope, ErrorEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { paths } from '@/common/routes';
import { HttpError } from '../errors';
import { pickMailLanguage } from '../services/mail/language';
import { setPasswordWithCode } from '../services/auth/password-change';
import { sendResetCode } from '../services/auth/reset-code-mail';
import { ok, okMessage } from './answers';
import { siteContent } from '@/server/services/site-content';
import { publicErrors } from './schemas';

/** The public half of 'Lupa Password?': mail a code (check-email), then set a new password with it. */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The company's name as the admins last set it (Site settings).
  const content = siteContent(app.repos, app.config.site);
  // Each route counts on its own: a code request and the tries that follow it do not starve each other.
  const rateLimit = { max: app.config.rateLimits.passwordResetPerIp, timeWindow: '1 minute' };

  app.post(
    '/auth/check-email',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password code to the account with this e-mail address',
        body: CheckEmailBody,
        response: { 200: Envelope(CodeRecipient), ...publicErrors, 503: ErrorEnvelope },
      },
    },
    async ({ body, headers, log }) => {
      const user = await app.repos.users.findByEmail(body.email);
      if (!user) throw new HttpError(404, 'EMAIL_NOT_FOUND', 'No account is registered with this e-mail address.');
      const recipient = await sendResetCode(
        {
          codes: app.resetCodes,
          mailer: app.mailer,
          company: (await content.read('settings')).companyName,
          publicUrl: app.config.publicUrl,
          log,
        },
        user,
        pickMailLanguage(body.language, headers['accept-language']),
        paths.forgotPassword,
      );
      return ok('Email found. A code was sent to it.', recipient);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the code from the e-mail',
        body: ResetPasswordWithCodeBody,
        response: { 200: MessageEnvelope, ...publicErrors, 503: ErrorEnvelope },
      },
    },
    async ({ body }) => {
      const user = await app.repos.users.findByEmail(body.email);
      await setPasswordWithCode(
        { users: app.repos.users, codes: app.resetCodes, tokens: app.tokens },
        user,
        body.code,
        body,
      );
      return okMessage('Password changed. Please sign in with the new password.');
    },
  );
};

export default passwordResetRoutes;
