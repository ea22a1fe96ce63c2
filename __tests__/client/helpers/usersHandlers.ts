import { http, type HttpHandler } from 'msw';
import { ERROR_CODES, FIELD_PROBLEMS } from '@/common/api/error-codes';
import { TWO_STEP_POLICIES, type TwoStepPolicy, type TwoStepPolicyBody } from '@/common/api/profile';
import type {
  AcceptInvitationBody,
  InvitationBody,
  ResendInvitationBody,
  StaffUser,
  StaffUserChanges,
} from '@/common/api/users';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { passwordProblem } from '@/common/password-policy';
import { adminApiRule, may } from '@/common/staff-access';
import { sampleStaff } from '../../fixtures/client/users';
import { apiUrl, fail, ok, okMessage } from './envelope';
import { bearerRole, bearerUser, forbidden, unauthorized } from './mockRequests';
import { server } from './server';

/** The link of Rina Putri's invitation (sampleStaff); any other token is refused as the server refuses a spent one. */
export const GOOD_TOKEN = 'good-token';

/** What the mock keeps of an account beyond what the API shows. */
interface StoredUser extends StaffUser {
  /** Whether the user set a password (an invited one has not). */
  joined: boolean;
  deactivated: boolean;
}

/** An invitation mail the mock "sent". */
interface SentInvitation {
  email: string;
  language: string;
  token: string;
}

let rows: StoredUser[] = [];
/** Each working link's user, by its token. */
let tokens = new Map<string, number>();
const mails: SentInvitation[] = [];
let nextToken = 1;
/** Whom the site requires to sign in with two steps. */
let twoStepPolicy: TwoStepPolicy = 'nobody';

const store = (user: StaffUser): StoredUser => ({
  ...structuredClone(user),
  joined: user.status !== 'invited',
  deactivated: user.status === 'deactivated',
});

/** The account as the API answers it: its status follows from its password and deactivation, as the server's. */
const shown = ({ joined, deactivated, ...user }: StoredUser): StaffUser => ({
  ...user,
  status: deactivated ? 'deactivated' : joined ? 'active' : 'invited',
});

/** The mock server's staff accounts and invitation links. */
export const usersDb = {
  /** The accounts given (sampleStaff by default), and a working link for each invited one: GOOD_TOKEN for the first. */
  seed(users: StaffUser[] = sampleStaff()): void {
    rows = users.map(store);
    tokens = new Map();
    mails.length = 0;
    nextToken = 1;
    twoStepPolicy = 'nobody';
    const invited = rows.find((row) => !row.joined);
    if (invited) tokens.set(GOOD_TOKEN, invited.id);
  },
  all: (): StaffUser[] => rows.map(shown),
  find: (id: number): StaffUser | undefined => {
    const row = rows.find((candidate) => candidate.id === id);
    return row && shown(row);
  },
  findByUsername: (username: string): StaffUser | undefined => {
    const row = rows.find((candidate) => candidate.username === username);
    return row && shown(row);
  },
  /** `username` sets their password elsewhere (their link, in another browser): their account becomes active. */
  join(username: string): void {
    const row = rows.find((candidate) => candidate.username === username);
    if (row) row.joined = true;
  },
  /** The invitation mails sent since the seed, in order. */
  mails,
  /** Whom the site requires to sign in with two steps ('nobody' after a seed). */
  twoStepPolicy: (): TwoStepPolicy => twoStepPolicy,
  setTwoStepPolicy(policy: TwoStepPolicy): void {
    twoStepPolicy = policy;
  },
};
usersDb.seed();

/** 401 without a readable token, 403 for a role the server's rule of `method path` (below /admin) refuses. */
function refusal(request: Request, method: string, path: string): Response | undefined {
  if (!bearerUser(request)) return unauthorized();
  const rule = adminApiRule(method, path);
  return rule !== undefined && may(bearerRole(request), rule) ? undefined : forbidden();
}

const notFound = () => fail(404, 'User not found', ERROR_CODES.notFound);
const conflict = (code: string, message: string, fields?: Record<string, string>) => fail(409, message, code, fields);
const invitationInvalid = () => fail(410, 'This invitation link is no longer valid', ERROR_CODES.invitationInvalid);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address's local part as a username nobody has yet: `rina.putri@…` → `rina.putri`, then `rina.putri2`. */
function freeUsername(email: string): string {
  const base = email.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '');
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!rows.some((row) => row.username === candidate)) return candidate;
  }
}

/** Issues a new link for `user` (voiding older ones) and "mails" it. */
function sendInvitation(user: StoredUser, language: string | undefined): void {
  for (const [token, id] of tokens) if (id === user.id) tokens.delete(token);
  const token = `invitation-${nextToken++}`;
  tokens.set(token, user.id);
  mails.push({ email: user.email, language: language ?? 'en', token });
}

/** The invited user a working link belongs to. */
function invitee(token: string | null): StoredUser | undefined {
  const id = token === null ? undefined : tokens.get(token);
  const user = rows.find((row) => row.id === id);
  return user && !user.joined && !user.deactivated ? user : undefined;
}

/** Whether `changes` to `user` would leave no active administrator (one who set a password and is not deactivated). */
function removesLastAdministrator(user: StoredUser, changes: StaffUserChanges): boolean {
  const active = rows.filter((row) => row.role === 'administrator' && row.joined && !row.deactivated);
  const removesOne = (changes.role !== undefined && changes.role !== 'administrator') || changes.active === false;
  return removesOne && active.some((row) => row.id === user.id) && active.length <= 1;
}

/** The users screen's API (administrators) and the invitation page's, answering from usersDb as the server does. */
export function usersHandlers(): HttpHandler[] {
  return [
    http.get(apiUrl('/admin/users'), ({ request }) => {
      const refused = refusal(request, 'GET', '/users');
      if (refused) return refused;
      const sorted = [...rows].sort((a, b) => a.username.localeCompare(b.username));
      return ok('Users retrieved', sorted.map(shown));
    }),
    http.post(apiUrl('/admin/users/invitations'), async ({ request }) => {
      const refused = refusal(request, 'POST', '/users/invitations');
      if (refused) return refused;
      const body = (await request.json()) as InvitationBody;
      if (!body.name.trim())
        return fail(400, 'Invalid input', ERROR_CODES.validation, { name: FIELD_PROBLEMS.required });
      if (!EMAIL.test(body.email)) {
        return fail(400, 'Invalid input', ERROR_CODES.validation, { email: FIELD_PROBLEMS.invalid });
      }
      if (rows.some((row) => row.email.toLowerCase() === body.email.trim().toLowerCase())) {
        return conflict(ERROR_CODES.duplicateEmail, 'Another account already has this e-mail address', {
          email: FIELD_PROBLEMS.duplicate,
        });
      }
      const user: StoredUser = {
        id: Math.max(0, ...rows.map((row) => row.id)) + 1,
        username: freeUsername(body.email),
        name: body.name.trim(),
        email: body.email.trim(),
        role: body.role,
        status: 'invited',
        lastSignInAt: null,
        twoStep: false,
        joined: false,
        deactivated: false,
      };
      rows.push(user);
      sendInvitation(user, body.language);
      return ok('Invitation sent', shown(user), { status: 201 });
    }),
    http.patch(apiUrl('/admin/users/:id'), async ({ request, params }) => {
      const refused = refusal(request, 'PATCH', '/users/:id');
      if (refused) return refused;
      const user = rows.find((row) => row.id === Number(params.id));
      if (!user) return notFound();
      if (user.username === bearerUser(request)) {
        return conflict(ERROR_CODES.ownAccount, 'You cannot deactivate your own account or change your own role');
      }
      const changes = (await request.json()) as StaffUserChanges;
      if (removesLastAdministrator(user, changes)) {
        return conflict(ERROR_CODES.lastAdministrator, 'The back office must keep at least one active administrator');
      }
      if (changes.role) user.role = changes.role;
      if (changes.active !== undefined) user.deactivated = !changes.active;
      return ok('User updated', shown(user));
    }),
    http.post(apiUrl('/admin/users/:id/invitation'), async ({ request, params }) => {
      const refused = refusal(request, 'POST', '/users/:id/invitation');
      if (refused) return refused;
      const user = rows.find((row) => row.id === Number(params.id));
      if (!user) return notFound();
      if (user.joined) return conflict(ERROR_CODES.alreadyJoined, 'This user has already set a password');
      sendInvitation(user, ((await request.json()) as ResendInvitationBody).language);
      return ok('Invitation sent', shown(user));
    }),
    http.delete(apiUrl('/admin/users/:id/two-step'), ({ request, params }) => {
      const refused = refusal(request, 'DELETE', '/users/:id/two-step');
      if (refused) return refused;
      const user = rows.find((row) => row.id === Number(params.id));
      if (!user) return notFound();
      if (user.username === bearerUser(request)) {
        return conflict(ERROR_CODES.ownAccount, 'Turn your own two-step sign-in off on your profile');
      }
      user.twoStep = false;
      return ok('Two-step sign-in reset', shown(user));
    }),
    http.get(apiUrl('/admin/users/two-step-policy'), ({ request }) => {
      const refused = refusal(request, 'GET', '/users/two-step-policy');
      return refused ?? ok('Two-step policy', { required: twoStepPolicy });
    }),
    http.put(apiUrl('/admin/users/two-step-policy'), async ({ request }) => {
      const refused = refusal(request, 'PUT', '/users/two-step-policy');
      if (refused) return refused;
      const { required } = (await request.json()) as TwoStepPolicyBody;
      if (!TWO_STEP_POLICIES.includes(required)) {
        return fail(400, 'Invalid input', ERROR_CODES.validation, { required: FIELD_PROBLEMS.invalid });
      }
      twoStepPolicy = required;
      return ok('Two-step policy saved', { required });
    }),
    http.get(apiUrl('/auth/invitation'), ({ request }) => {
      const token = new URL(request.url).searchParams.get('token');
      if (!token) return fail(400, 'Invalid input', ERROR_CODES.validation, { token: FIELD_PROBLEMS.required });
      const user = invitee(token);
      return user
        ? ok('Invitation found', { username: user.username, name: user.name, email: user.email })
        : invitationInvalid();
    }),
    http.post(apiUrl('/auth/accept-invitation'), async ({ request }) => {
      const body = (await request.json()) as AcceptInvitationBody;
      const user = invitee(body.token);
      if (!user) return invitationInvalid();
      const problem = passwordProblem(body.password);
      if (problem) {
        return fail(400, 'Weak password', PASSWORD_ERROR_CODES.weakPassword, { password: FIELD_PROBLEMS[problem] });
      }
      if (body.password !== body.confirm_password) {
        return fail(400, 'Mismatch', PASSWORD_ERROR_CODES.mismatch, { confirm_password: FIELD_PROBLEMS.mismatch });
      }
      user.joined = true;
      tokens.delete(body.token);
      return okMessage('Password set. You can sign in now.');
    }),
  ];
}

/** Gives each test of the calling file the sample staff (or `users`) behind the mock API, with Rina's link working. */
export function useUsersApi(users?: () => StaffUser[]): void {
  beforeEach(() => {
    usersDb.seed(users?.());
    server.use(...usersHandlers());
  });
}
