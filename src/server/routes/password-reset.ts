import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CheckEmailBody, ResetPasswordWithCodeBody } from '@/common/api/auth';
import { ErrorEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { paths } from '@/common/routes';
import { pickMailLanguage } from '../services/mail/language';
import { setPasswordWithCode } from '../services/auth/password-change';
import { clientKeyOf } from '../services/client-address';
import { okMessage } from './answers';
import { publicErrors } from './schemas';

/** The public half of 'Lupa Password?': mail a code (check-email), then set a new password with it. */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Each route counts on its own: a code request and the tries that follow it do not starve each other.
  const rateLimit = {
    max: app.config.rateLimits.passwordResetPerIp,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => clientKeyOf(request.ip),
  };

  app.post(
    '/auth/check-email',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password code to the account with this e-mail address, if there is one',
        description: 'Answers the same whether or not an account has the address; the code is mailed afterwards.',
        body: CheckEmailBody,
        response: { 200: MessageEnvelope, ...publicErrors, 503: ErrorEnvelope },
      },
    },
    async ({ body, headers }) => {
      app.anonymousResetCodes.queue({
        email: body.email,
        language: pickMailLanguage(body.language, headers['accept-language']),
        pagePath: paths.forgotPassword,
      });
      return okMessage('If an account has this e-mail address, a code was sent to it.');
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
    async ({ body, ip }) => {
      const user = await app.repos.users.findByEmail(body.email);
      await setPasswordWithCode(
        // Tries count per client address: guesses from elsewhere do not use up the owner's tries.
        { users: app.repos.users, codes: app.resetCodes.forClient(clientKeyOf(ip)), sessions: app.sessions },
        user,
        body.code,
        body,
      );
      return okMessage('Password changed. Please sign in with the new password.');
    },
  );
};

export default passwordResetRoutes;
