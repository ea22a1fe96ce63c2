import crypto from 'node:crypto';
import type { MailLanguage } from '@/common/api/auth';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { INVITATION_TTL_HOURS, type InvitationBody } from '@/common/api/users';
import { LIMITS } from '@/common/constants';
import type { UserRow } from '@/server/db/schema';
import { HttpError } from '@/server/errors';
import type { InvitationsRepository } from '@/server/repositories/invitations-repository';
import type { UsersRepository } from '@/server/repositories/users-repository';
import type { Mailer } from '../mail/mailer';
import { invitationMail } from '../mail/templates';
import { assertNewPassword } from './password-rules';
import { hashPassword } from './password-hashing';

export interface InvitationDeps {
  users: UsersRepository;
  invitations: InvitationsRepository;
  mailer: Mailer;
  /** The company's name as the admins last set it. */
  company: () => Promise<string>;
  /** PUBLIC_URL and the path of the page where an invitee sets a password. */
  acceptUrl: string;
}

/** A token for the link (only its hash is stored: a stolen database opens no account). */
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const invitationInvalid = () =>
  new HttpError(410, ERROR_CODES.invitationInvalid, 'This invitation link is no longer valid');

/** A free username from the address's local part: `rina.putri@…` → `rina.putri`, then `rina.putri2`, … */
async function freeUsername(users: UsersRepository, email: string): Promise<string> {
  const local = email
    .split('@')[0]!
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, LIMITS.username - 4);
  const base = local.length >= 3 ? local : `${local}user`.slice(0, Math.max(3, local.length + 4));
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!(await users.findByUsername(candidate))) return candidate;
  }
}

/** Issues a new link for `user` (voiding older ones) and mails it. */
async function sendInvitation(deps: InvitationDeps, user: UserRow, language: MailLanguage): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_TTL_HOURS * 3_600_000).toISOString();
  await deps.invitations.issue(user.id, hashOf(token), expiresAt);
  const mail = invitationMail(language, {
    name: user.display_name || user.username,
    username: user.username,
    company: await deps.company(),
    url: `${deps.acceptUrl}?token=${token}`,
    hours: INVITATION_TTL_HOURS,
  });
  try {
    await deps.mailer.send({ to: user.email, ...mail });
  } catch {
    throw new HttpError(503, ERROR_CODES.mailFailed, 'The invitation could not be mailed. Please send it again later.');
  }
}

/** Makes an invited account (it cannot sign in until its password is set) and mails its link. */
export async function inviteStaff(deps: InvitationDeps, body: InvitationBody): Promise<UserRow> {
  if (await deps.users.findByEmail(body.email)) {
    throw new HttpError(409, ERROR_CODES.duplicateEmail, 'Another account already has this e-mail address', {
      email: FIELD_PROBLEMS.duplicate,
    });
  }
  const user = await deps.users.create({
    username: await freeUsername(deps.users, body.email),
    email: body.email.trim(),
    passwordHash: '',
    role: body.role,
    name: body.name.trim(),
  });
  await sendInvitation(deps, user, body.language ?? 'en');
  return user;
}

/** Mails an invited user a new link; the older ones stop working. */
export async function resendInvitation(deps: InvitationDeps, user: UserRow, language: MailLanguage): Promise<void> {
  if (user.password_hash !== '') {
    throw new HttpError(409, ERROR_CODES.alreadyJoined, 'This user has already set a password');
  }
  await sendInvitation(deps, user, language);
}

/** Whom a link invites; 410 when it is unknown, used, replaced or expired, or the account was deactivated. */
export async function openInvitation(deps: Pick<InvitationDeps, 'invitations'>, token: string) {
  const found = await deps.invitations.findValid(hashOf(token));
  if (!found || found.user.deactivated_at || found.user.password_hash !== '') throw invitationInvalid();
  return found;
}

/** Sets the invitee's first password and spends the link. */
export async function acceptInvitation(
  deps: Pick<InvitationDeps, 'invitations'>,
  input: { token: string; password: string; confirmPassword: string },
): Promise<UserRow> {
  const { id, user } = await openInvitation(deps, input.token);
  assertNewPassword(input.password, input.confirmPassword);
  if (!(await deps.invitations.accept(id, user.id, await hashPassword(input.password)))) throw invitationInvalid();
  return user;
}
