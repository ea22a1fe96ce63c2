import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ERROR_CODES, type ErrorCode } from '@/common/api/error-codes';
import { Envelope, ErrorEnvelope, IdParams } from '@/common/api/envelope';
import { InvitationBody, ResendInvitationBody, StaffUser, StaffUserChanges } from '@/common/api/users';
import { HttpError, notFound } from '@/server/errors';
import { inviteStaff, resendInvitation } from '@/server/services/auth/invitations';
import { ok } from '../answers';
import { adminErrors, adminRoute } from '../schemas';
import { invitationDeps } from '../invitations';
import { TWO_STEP_POLICIES, TwoStepPolicyBody, type TwoStepPolicy } from '@/common/api/profile';
import { TWO_STEP_POLICY_KEY } from '@/server/repositories/sessions-repository';
import type { FastifyInstance } from 'fastify';

/** The site's two-step policy as stored ('nobody' until an administrator sets one). */
export async function twoStepPolicy(app: FastifyInstance): Promise<TwoStepPolicyBody> {
  const stored = await app.repos.meta.get(TWO_STEP_POLICY_KEY);
  return { required: TWO_STEP_POLICIES.includes(stored as TwoStepPolicy) ? (stored as TwoStepPolicy) : 'nobody' };
}

const schema = { ...adminRoute, tags: ['admin', 'users'] };

const refuse = (code: ErrorCode, message: string) => new HttpError(409, code, message);

/** The staff's accounts (administrators): list, invite, change role, deactivate and reactivate, resend a link. */
const adminUsersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users } = app.repos;
  const deps = invitationDeps(app);

  app.get(
    '/users',
    { schema: { ...schema, response: { 200: Envelope(Type.Array(StaffUser)), ...adminErrors } } },
    async () => ok('Users retrieved', await users.listForAdmin()),
  );

  app.post(
    '/users/invitations',
    {
      schema: {
        ...schema,
        description: 'Makes an invited account and mails its single-use link (valid 72 hours).',
        body: InvitationBody,
        response: { 201: Envelope(StaffUser), ...adminErrors, 409: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async ({ body }, reply) => {
      const user = await inviteStaff(deps, body);
      return reply.status(201).send(ok('Invitation sent', (await users.findForAdmin(user.id))!));
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        ...schema,
        description:
          'A new role, or `active: false` to deactivate (signed out everywhere at once, history kept) and ' +
          '`true` to reactivate. Nobody changes their own; the last active administrator stays one.',
        params: IdParams,
        body: StaffUserChanges,
        response: { 200: Envelope(StaffUser), ...adminErrors, 409: ErrorEnvelope },
      },
    },
    async ({ params, body, user: me }) => {
      const user = await users.findById(params.id);
      if (!user) throw notFound('User');
      if (user.id === me!.id) {
        throw refuse(ERROR_CODES.ownAccount, 'You cannot deactivate your own account or change your own role');
      }
      if ((await users.change(user.id, body)) === 'last-administrator') {
        throw refuse(ERROR_CODES.lastAdministrator, 'The back office must keep at least one active administrator');
      }
      return ok('User updated', (await users.findForAdmin(user.id))!);
    },
  );

  app.post(
    '/users/:id/invitation',
    {
      schema: {
        ...schema,
        description: 'Mails an invited user a new link; the older ones stop working.',
        params: IdParams,
        body: ResendInvitationBody,
        response: { 200: Envelope(StaffUser), ...adminErrors, 409: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async ({ params, body }) => {
      const user = await users.findById(params.id);
      if (!user) throw notFound('User');
      await resendInvitation(deps, user, body.language ?? 'en');
      return ok('Invitation sent', (await users.findForAdmin(user.id))!);
    },
  );

  app.delete(
    '/users/:id/two-step',
    {
      schema: {
        ...schema,
        description:
          "Resets another user's two-step sign-in (a lost phone): their secret and recovery codes are deleted, and " +
          'they set it up again (at once, where the site requires it).',
        params: IdParams,
        response: { 200: Envelope(StaffUser), ...adminErrors, 409: ErrorEnvelope },
      },
    },
    async ({ params, user: me }) => {
      const user = await users.findById(params.id);
      if (!user) throw notFound('User');
      if (user.id === me!.id)
        throw refuse(ERROR_CODES.ownAccount, 'Turn your own two-step sign-in off on your profile');
      await app.repos.twoStep.disable(user.id);
      return ok('Two-step sign-in reset', (await users.findForAdmin(user.id))!);
    },
  );

  app.get(
    '/users/two-step-policy',
    { schema: { ...schema, response: { 200: Envelope(TwoStepPolicyBody), ...adminErrors } } },
    async () => ok('Two-step policy', await twoStepPolicy(app)),
  );

  app.put(
    '/users/two-step-policy',
    {
      schema: {
        ...schema,
        description: 'Whom the site requires to sign in with two steps: nobody, administrators or everyone.',
        body: TwoStepPolicyBody,
        response: { 200: Envelope(TwoStepPolicyBody), ...adminErrors },
      },
    },
    async ({ body }) => {
      await app.repos.meta.set(TWO_STEP_POLICY_KEY, body.required);
      return ok('Two-step policy saved', await twoStepPolicy(app));
    },
  );
};

export default adminUsersRoutes;
