import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ErrorEnvelope, IdParams, MessageEnvelope } from '@/common/api/envelope';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import {
  Profile,
  ProfileChanges,
  RecoveryCodes,
  SignedOut,
  StaffSessions,
  TwoStepCodeBody,
  TwoStepSetup,
  type InterfaceLanguage,
} from '@/common/api/profile';
import type { StaffRole } from '@/common/staff-access';
import type { UserRow } from '@/server/db/schema';
import { HttpError, notFound, unauthorized } from '@/server/errors';
import { TWO_STEP_POLICY_KEY } from '@/server/repositories/sessions-repository';
import {
  invalidTwoStepCode,
  newRecoveryCodes,
  newTwoStepSecret,
  setupFor,
  spendTwoStepCode,
  stepOfCode,
  twoStepRequired,
} from '@/server/services/auth/two-step';
import { assertMayTryPassword, recordWrongPassword } from '@/server/services/auth/login-lockout';
import { siteContent } from '@/server/services/site-content';
import { ok, okMessage } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

const schema = { ...adminRoute, tags: ['admin', 'profile'] };
const conflict = { ...adminErrors, 409: ErrorEnvelope };

const notPending = (message: string) => new HttpError(409, ERROR_CODES.twoStepNotPending, message);

/**
 * The signed-in user's own account: name, e-mail and interface language, two-step sign-in (set up, confirm, turn off,
 * new recovery codes) and their sessions (list, sign one out, sign out everywhere else, sign out here). Each reaches
 * the request's own user only: another user's session id answers 404 as if it did not exist.
 */
const adminProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, twoStep, sessions, meta } = app.repos;
  const content = siteContent(app.repos, app.config.site);

  const me = async (id: number | undefined): Promise<UserRow> => {
    const user = id === undefined ? undefined : await users.findById(id);
    if (!user) throw unauthorized('Session expired. Please log in again.');
    return user;
  };
  const profileOf = async (user: UserRow): Promise<Profile> => ({
    username: user.username,
    name: user.display_name,
    email: user.email,
    role: user.role as StaffRole,
    language: user.language as InterfaceLanguage | null,
    twoStep: {
      enabled: user.two_step_secret !== null,
      recoveryCodesLeft: user.two_step_secret ? await twoStep.recoveryCodesLeft(user.id) : 0,
      required: twoStepRequired(await meta.get(TWO_STEP_POLICY_KEY), user.role),
    },
  });
  /**
   * The user's code (app or recovery), spent; 400 TWO_STEP_CODE_INVALID unless it is right and unused. A wrong code
   * counts like a wrong password from the address, so a stolen session cannot guess codes without limit.
   */
  const spendCode = async (request: FastifyRequest, user: UserRow, code: string) => {
    const deps = { failures: app.repos.loginFailures, log: request.log };
    const attempt = { userId: user.id, address: request.ip };
    await assertMayTryPassword(deps, attempt);
    if (!(await spendTwoStepCode(twoStep, user, code.trim()))) {
      await recordWrongPassword(deps, attempt);
      throw invalidTwoStepCode();
    }
  };
  const issueRecoveryCodes = async (userId: number) => {
    const { codes, hashes } = newRecoveryCodes();
    await twoStep.replaceRecoveryCodes(userId, hashes);
    return { recoveryCodes: codes };
  };

  app.get(
    '/profile',
    { schema: { ...schema, response: { 200: Envelope(Profile), ...adminErrors } } },
    async ({ user }) => ok('Profile retrieved', await profileOf(await me(user?.id))),
  );

  app.patch(
    '/profile',
    {
      schema: { ...schema, body: ProfileChanges, response: { 200: Envelope(Profile), ...conflict } },
    },
    async ({ body, user }) => {
      const account = await me(user?.id);
      if (body.email !== undefined) {
        const holder = await users.findByEmail(body.email);
        if (holder && holder.id !== account.id) {
          throw new HttpError(409, ERROR_CODES.duplicateEmail, 'Another account already has this e-mail address', {
            email: FIELD_PROBLEMS.duplicate,
          });
        }
      }
      await users.updateProfile(account.id, body);
      return ok('Profile updated', await profileOf(await me(account.id)));
    },
  );

  app.post(
    '/profile/two-step/setup',
    {
      schema: {
        ...schema,
        description: 'A new secret for an authenticator app; sign-in changes only once a code of it is confirmed.',
        response: { 200: Envelope(TwoStepSetup), ...conflict },
      },
    },
    async ({ user }) => {
      const account = await me(user?.id);
      if (account.two_step_secret) throw notPending('Two-step sign-in is on already');
      const secret = newTwoStepSecret();
      await twoStep.setPending(account.id, secret);
      const issuer = (await content.read('settings')).shortName || app.config.site.shortName;
      return ok('Scan the code with your authenticator app', await setupFor(secret, account.username, issuer));
    },
  );

  app.post(
    '/profile/two-step/confirm',
    {
      schema: {
        ...schema,
        description: 'Turns two-step sign-in on with a code of the new secret; answers ten recovery codes, shown once.',
        body: TwoStepCodeBody,
        response: { 200: Envelope(RecoveryCodes), ...conflict },
      },
    },
    async ({ body, user }) => {
      const account = await me(user?.id);
      const secret = account.two_step_pending_secret;
      if (!secret || account.two_step_secret) throw notPending('Start the setup first');
      const step = stepOfCode(secret, body.code.trim());
      if (step === undefined) throw invalidTwoStepCode();
      const { codes, hashes } = newRecoveryCodes();
      if (!(await twoStep.enable(account.id, secret, step, hashes))) throw notPending('The setup was started again');
      return ok('Two-step sign-in is on', { recoveryCodes: codes });
    },
  );

  app.post(
    '/profile/two-step/disable',
    {
      schema: {
        ...schema,
        description: 'Turns two-step sign-in off with a code (app or recovery); refused where the site requires it.',
        body: TwoStepCodeBody,
        response: { 200: Envelope(Profile), ...conflict },
      },
    },
    async (request) => {
      const { body, user } = request;
      const account = await me(user?.id);
      if (!account.two_step_secret) throw notPending('Two-step sign-in is off already');
      if (twoStepRequired(await meta.get(TWO_STEP_POLICY_KEY), account.role)) {
        throw new HttpError(409, ERROR_CODES.twoStepRequired, 'The site requires two-step sign-in of you');
      }
      await spendCode(request, account, body.code);
      await twoStep.disable(account.id);
      return ok('Two-step sign-in is off', await profileOf(await me(account.id)));
    },
  );

  app.post(
    '/profile/two-step/recovery-codes',
    {
      schema: {
        ...schema,
        description: 'Ten new recovery codes given a code (app or recovery); the older ones stop working.',
        body: TwoStepCodeBody,
        response: { 200: Envelope(RecoveryCodes), ...conflict },
      },
    },
    async (request) => {
      const { body, user } = request;
      const account = await me(user?.id);
      if (!account.two_step_secret) throw notPending('Two-step sign-in is off');
      await spendCode(request, account, body.code);
      return ok('New recovery codes', await issueRecoveryCodes(account.id));
    },
  );

  app.get(
    '/profile/sessions',
    { schema: { ...schema, response: { 200: Envelope(StaffSessions), ...adminErrors } } },
    async ({ user }) => ok('Sessions retrieved', { sessions: await sessions.listOpen(user!.id, user!.sessionId) }),
  );

  app.delete(
    '/profile/sessions/:id',
    {
      schema: {
        ...schema,
        description: "Signs one of the user's own sessions out; any other id answers 404.",
        params: IdParams,
        response: { 200: MessageEnvelope, ...adminErrors },
      },
    },
    async ({ params, user }) => {
      if (!(await sessions.end(user!.id, params.id))) throw notFound('Session');
      return okMessage('Signed out');
    },
  );

  app.post(
    '/profile/sessions/sign-out-others',
    { schema: { ...schema, response: { 200: Envelope(SignedOut), ...adminErrors } } },
    async ({ user }) =>
      ok('Signed out everywhere else', { signedOut: await sessions.endAll(user!.id, user!.sessionId) }),
  );

  app.post(
    '/auth/sign-out',
    { schema: { ...schema, tags: ['admin', 'auth'], response: { 200: MessageEnvelope, ...adminErrors } } },
    async ({ user }) => {
      await sessions.end(user!.id, user!.sessionId);
      return okMessage('Signed out');
    },
  );
};

export default adminProfileRoutes;
