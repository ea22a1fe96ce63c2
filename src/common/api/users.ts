import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { STAFF_ROLES } from '../staff-access';

/** The staff's accounts as administrators manage them (GET/POST/PATCH /admin/users), and invitations to join. */

/** How long an invitation's link works. */
export const INVITATION_TTL_HOURS = 72;

export const StaffRoleSchema = Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)));

/** invited: has not set a password yet; active: may sign in; deactivated: may not, history kept. */
export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const StaffUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: StaffRoleSchema,
  status: Type.Union(STAFF_STATUSES.map((status) => Type.Literal(status))),
  lastSignInAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Whether the user signs in with a second step (an authenticator's code). */
  twoStep: Type.Boolean(),
});
export type StaffUser = Static<typeof StaffUser>;

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 320 });
const Name = Type.String({ minLength: 1, maxLength: LIMITS.name, pattern: '\\S' });
const Language = Type.Union([Type.Literal('en'), Type.Literal('id')]);

/** POST /admin/users/invitations: who to invite, as what; the mail goes out in `language`. */
export const InvitationBody = Type.Object(
  { name: Name, email: Email, role: StaffRoleSchema, language: Type.Optional(Language) },
  { additionalProperties: false },
);
export type InvitationBody = Static<typeof InvitationBody>;

/** PATCH /admin/users/{id}: a new role, or deactivate (false) and reactivate (true). */
export const StaffUserChanges = Type.Object(
  { role: Type.Optional(StaffRoleSchema), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type StaffUserChanges = Static<typeof StaffUserChanges>;

/** POST /admin/users/{id}/invitation: a new link, mailed in `language`. */
export const ResendInvitationBody = Type.Object({ language: Type.Optional(Language) }, { additionalProperties: false });
export type ResendInvitationBody = Static<typeof ResendInvitationBody>;

/** GET /auth/invitation?token=: whom the link invites, so the page can greet them. */
export const InvitationQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const InvitationInfo = Type.Object({ username: Type.String(), name: Type.String(), email: Type.String() });
export type InvitationInfo = Static<typeof InvitationInfo>;

/** POST /auth/accept-invitation: the link's token and the new password twice. */
export const AcceptInvitationBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ minLength: 1, maxLength: LIMITS.password }),
    confirm_password: Type.String({ minLength: 1, maxLength: LIMITS.password }),
  },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;
