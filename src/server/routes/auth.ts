import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '@/server/db/schema';
import { LoginBody, LoginResult, SessionToken, TokenOwner, TwoStepLoginBody } from '@/common/api/auth';
import { Envelope, ErrorEnvelope } from '@/common/api/envelope';
import { ERROR_CODES } from '@/common/api/error-codes';
import { isStaffRole } from '@/common/staff-access';
import { HttpError } from '../errors';
import { signIn, signInWithCode } from '../services/auth/sign-in';
import { invalidTwoStepCode } from '../services/auth/two-step';
import { clientKeyOf } from '../services/client-address';
import { ok } from './answers';
import { deviceOf } from './device';
import { adminErrors, adminRoute, publicErrors } from './schemas';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Counted before the token is checked, so that probing with forged tokens is limited too.
  const limitTokenChecks = app.rateLimit({
    max: app.config.rateLimits.writesPerIp,
    timeWindow: '1 minute',
    keyGenerator: (request) => `validate-token:${clientKeyOf(request.ip)}`,
  });

  const loginRateLimit = {
    max: app.config.rateLimits.loginPerIp,
    timeWindow: '1 minute',
    groupId: 'login',
    keyGenerator: (request: { ip: string }) => clientKeyOf(request.ip),
  };
  const signInDeps = (log: FastifyBaseLogger) => ({
    users: app.repos.users,
    twoStep: app.repos.twoStep,
    failures: app.repos.loginFailures,
    tokens: app.tokens,
    sessions: app.sessions,
    log,
  });
  /** A sign-in, or a wrong password or code, in the activity log: who (when the account exists) and from where. */
  const recordSignIn = async (action: 'sign_in' | 'sign_in_failed', user: UserRow | undefined, address: string) => {
    await app.repos.activity.record({
      userId: user?.id ?? null,
      username: user?.username ?? null,
      address,
      action,
      entity: 'user',
      entityId: user?.id,
      entityName: user?.username,
    });
  };

  app.post(
    '/auth/login',
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ['auth'],
        body: LoginBody,
        response: { 200: Envelope(LoginResult), ...adminErrors, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const { body, ip, log } = request;
      const account = () => app.repos.users.findByUsername(body.username);
      try {
        const result = await signIn(signInDeps(log), { ...body, device: deviceOf(request) });
        // A password of a two-step account is half a sign-in: it is recorded when the code is right too.
        if ('token' in result) await recordSignIn('sign_in', await account(), ip);
        return ok('two_step' in result ? 'Enter the code of your authenticator app' : 'Login successful', result);
      } catch (error) {
        if (error instanceof HttpError && error.code === ERROR_CODES.invalidCredentials) {
          await recordSignIn('sign_in_failed', await account(), ip);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/login/two-step',
    {
      config: { rateLimit: loginRateLimit },
      schema: {
        tags: ['auth'],
        summary: "The second step of a two-step sign-in: the password step's challenge and a code",
        body: TwoStepLoginBody,
        response: { 200: Envelope(SessionToken), ...adminErrors, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const { body, ip, log } = request;
      const outcome = await signInWithCode(signInDeps(log), { ...body, device: deviceOf(request) });
      if ('wrongCodeOf' in outcome) {
        await recordSignIn('sign_in_failed', outcome.wrongCodeOf, ip);
        throw invalidTwoStepCode();
      }
      await recordSignIn('sign_in', outcome.user, ip);
      return ok('Login successful', outcome.result);
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
      const { username, role, twoStepSetupRequired } = request.user!;
      if (!isStaffRole(role)) throw new Error(`User ${username} has an unknown role "${role}"`);
      return ok('Token is valid', { username, role, two_step_setup_required: twoStepSetupRequired });
    },
  );
};

export default authRoutes;
