import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangeOwnPasswordBody,
  ChangePasswordWithCodeBody,
  CodeRecipient,
  SessionToken,
  SendCodeBody,
} from '@/common/api/auth';
import { Envelope, ErrorEnvelope } from '@/common/api/envelope';
import { paths } from '@/common/routes';
import { HttpError, unauthorized } from '@/server/errors';
import { pickMailLanguage } from '@/server/services/mail/language';
import { changeOwnPassword, freshSignIn, setPasswordWithCode } from '@/server/services/auth/password-change';
import { sendResetCode } from '@/server/services/auth/reset-code-mail';
import { ok } from '../answers';
import { deviceOf } from '../device';
import { siteContent } from '@/server/services/site-content';
import { adminErrors, adminRoute } from '../schemas';

const schema = { ...adminRoute, tags: ['admin', 'auth'] };

/**
 * The signed-in user's own password: by a mailed code (/admin/changepw) or by the current password
 * (/admin/profile/password). A change revokes every older token, so both answer a fresh one.
 */
const adminPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The company's name as the admins last set it (Site settings).
  const content = siteContent(app.repos, app.config.site);
  const rateLimit = { max: app.config.rateLimits.passwordResetPerIp, timeWindow: '1 minute' };
  const deps = () => ({ users: app.repos.users, codes: app.resetCodes, sessions: app.sessions });
  const signedInUser = async (id: number | undefined) => {
    const user = id === undefined ? undefined : await app.repos.users.findById(id);
    if (!user) throw unauthorized('Session expired. Please log in again.');
    return user;
  };

  app.post(
    '/auth/send-code',
    {
      config: { rateLimit },
      schema: {
        ...schema,
        summary: "Mail a password code to the signed-in user's own address",
        body: SendCodeBody,
        response: { 200: Envelope(CodeRecipient), ...adminErrors, 503: ErrorEnvelope },
      },
    },
    async ({ body, headers, user, log }) => {
      const account = await signedInUser(user?.id);
      const recipient = await sendResetCode(
        {
          codes: app.resetCodes,
          mailer: app.mailer,
          company: (await content.read('settings')).companyName,
          publicUrl: app.config.publicUrl,
          log,
        },
        account,
        pickMailLanguage(body.language, headers['accept-language']),
        paths.admin.changePasswordWithCode,
      );
      return ok('A code was sent to your e-mail address.', recipient);
    },
  );

  app.post(
    '/auth/change-password-with-code',
    {
      config: { rateLimit },
      schema: {
        ...schema,
        summary: 'Set a new password with the mailed code; answers a fresh token',
        body: ChangePasswordWithCodeBody,
        response: { 200: Envelope(SessionToken), ...adminErrors, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const { body, user } = request;
      const account = await signedInUser(user?.id);
      await setPasswordWithCode(deps(), account, body.code, body);
      return ok('Password changed', await freshSignIn(deps(), account.id, deviceOf(request)));
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: { rateLimit },
      schema: {
        ...schema,
        summary: 'Change the own password given the current one; answers a fresh token',
        body: ChangeOwnPasswordBody,
        response: { 200: Envelope(SessionToken), ...adminErrors, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const { body, user, ip, log } = request;
      const account = await signedInUser(user?.id);
      if (body.username !== account.username) {
        throw new HttpError(403, 'FORBIDDEN', 'You can only change your own password.');
      }
      await changeOwnPassword(
        { ...deps(), failures: app.repos.loginFailures, log },
        account,
        ip,
        body.current_password,
        body,
      );
      return ok('Password changed', await freshSignIn(deps(), account.id, deviceOf(request)));
    },
  );
};

export default adminPasswordRoutes;
