import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginBody, LoginResult, TokenOwner } from '@/common/api/auth';
import { Envelope, ErrorEnvelope } from '@/common/api/envelope';
import { ERROR_CODES } from '@/common/api/error-codes';
import { isStaffRole } from '@/common/staff-access';
import { HttpError } from '../errors';
import { signIn } from '../services/auth/sign-in';
import { clientKeyOf } from '../services/client-address';
import { ok } from './answers';
import { adminErrors, adminRoute, publicErrors } from './schemas';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Counted before the token is checked, so that probing with forged tokens is limited too.
  const limitTokenChecks = app.rateLimit({
    max: app.config.rateLimits.writesPerIp,
    timeWindow: '1 minute',
    keyGenerator: (request) => `validate-token:${clientKeyOf(request.ip)}`,
  });

  app.post(
    '/auth/login',
    {
      config: {
        rateLimit: {
          max: app.config.rateLimits.loginPerIp,
          timeWindow: '1 minute',
          groupId: 'login',
          keyGenerator: (request) => clientKeyOf(request.ip),
        },
      },
      schema: {
        tags: ['auth'],
        body: LoginBody,
        response: { 200: Envelope(LoginResult), ...adminErrors, 503: ErrorEnvelope },
      },
    },
    async ({ body, ip, log }) => {
      /** A sign-in, or a wrong password, in the activity log: who (when the account exists) and from where. */
      const recordSignIn = async (action: 'sign_in' | 'sign_in_failed') => {
        const user = await app.repos.users.findByUsername(body.username);
        await app.repos.activity.record({
          userId: user?.id ?? null,
          username: user?.username ?? null,
          address: ip,
          action,
          entity: 'user',
          entityId: user?.id,
          entityName: user?.username,
        });
      };
      try {
        const result = await signIn(
          { users: app.repos.users, failures: app.repos.loginFailures, tokens: app.tokens, log },
          { username: body.username, password: body.password, address: ip },
        );
        await recordSignIn('sign_in');
        return ok('Login successful', result);
      } catch (error) {
        if (error instanceof HttpError && error.code === ERROR_CODES.invalidCredentials) {
          await recordSignIn('sign_in_failed');
        }
        throw error;
      }
    },
  );

  app.get(
    '/auth/validate-token',
    {
      onRequest: [limitTokenChecks, app.authenticate],
      schema: {
        ...adminRoute,
        tags: ['auth'],
        response: { 200: Envelope(TokenOwner), ...publicErrors, 401: adminErrors[401] },
      },
    },
    async (request) => {
      const { username, role } = request.user!;
      if (!isStaffRole(role)) throw new Error(`User ${username} has an unknown role "${role}"`);
      return ok('Token is valid', { username, role });
    },
  );
};

export default authRoutes;
