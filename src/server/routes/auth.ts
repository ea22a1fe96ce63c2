import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginBody, LoginResult, TokenOwner } from '@/common/api/auth';
import { Envelope, ErrorEnvelope } from '@/common/api/envelope';
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
    async ({ body, ip, log }) =>
      ok(
        'Login successful',
        await signIn(
          { users: app.repos.users, failures: app.repos.loginFailures, tokens: app.tokens, log },
          { username: body.username, password: body.password, address: ip },
        ),
      ),
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
    async (request) => ok('Token is valid', { username: request.user!.username }),
  );
};

export default authRoutes;
