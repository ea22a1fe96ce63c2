import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope, MessageEnvelope } from '@/common/api/envelope';
import { paths } from '@/common/routes';
import { AcceptInvitationBody, InvitationInfo, InvitationQuery } from '@/common/api/users';
import { acceptInvitation, openInvitation, type InvitationDeps } from '../services/auth/invitations';
import { siteContent } from '../services/site-content';
import { clientKeyOf } from '../services/client-address';
import { ok, okMessage } from './answers';
import { publicErrors } from './schemas';

/** What inviting and accepting need, from the app. */
export function invitationDeps(app: FastifyInstance): InvitationDeps {
  const content = siteContent(app.repos, app.config.site);
  return {
    users: app.repos.users,
    invitations: app.repos.invitations,
    mailer: app.mailer,
    company: async () => (await content.read('settings')).companyName,
    acceptUrl: `${app.config.publicUrl}${paths.acceptInvitation}`,
  };
}

/** An invitee opens their link and sets a first password (no account needed; the link is the credential). */
const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = invitationDeps(app);
  // Links are guessed no faster than passwords.
  const rateLimit = {
    max: app.config.rateLimits.passwordResetPerIp,
    timeWindow: '1 minute',
    groupId: 'invitations',
    keyGenerator: (request: { ip: string }) => clientKeyOf(request.ip),
  };
  const errors = { ...publicErrors, 410: ErrorEnvelope };

  app.get(
    '/auth/invitation',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        description: 'Whom the link invites; 410 INVITATION_INVALID when it was used, replaced or is too old.',
        querystring: InvitationQuery,
        response: { 200: Envelope(InvitationInfo), ...errors },
      },
    },
    async ({ query }) => {
      const { user } = await openInvitation(deps, query.token);
      return ok('Invitation found', { username: user.username, name: user.display_name, email: user.email });
    },
  );

  app.post(
    '/auth/accept-invitation',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        description: 'Sets the invitee’s first password (the policy of every password) and spends the link.',
        body: AcceptInvitationBody,
        response: { 200: MessageEnvelope, ...errors },
      },
    },
    async ({ body, ip }) => {
      const user = await acceptInvitation(deps, {
        token: body.token,
        password: body.password,
        confirmPassword: body.confirm_password,
      });
      await app.repos.activity.record({
        userId: user.id,
        username: user.username,
        address: ip,
        action: 'password_change',
        entity: 'user',
        entityId: user.id,
        entityName: user.username,
      });
      return okMessage('Password set. You can sign in now.');
    },
  );
};

export default invitationRoutes;
