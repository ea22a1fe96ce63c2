import { jwtDecode } from 'jwt-decode';
import { http, type HttpHandler } from 'msw';
import type {
  ChangeOwnPasswordBody,
  ChangePasswordWithCodeBody,
  CheckEmailBody,
  ResetPasswordWithCodeBody,
  SendCodeBody,
  TokenClaims,
} from '@/common/api/auth';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { passwordProblem } from '@/common/password-policy';
import { apiUrl, fail, ok, okMessage } from './envelope';
import { makeToken } from './session';

export const account = {
  username: 'admin',
  email: 'admin@sinaraditif.co.id',
  maskedEmail: 'a***@sinaraditif.co.id',
  password: 'Rahasia#2024',
} as const;

/** The code the mock "mails"; any other is wrong. */
export const MAILED_CODE = '482913';
export const STRONG_PASSWORD = 'Baru-Sandi#2025';

/** What the mock server stores, so tests assert on outcomes rather than on calls. */
export const passwordDb = {
  password: account.password as string,
  codesSent: 0,
  mailLanguages: [] as string[],
  reset() {
    this.password = account.password;
    this.codesSent = 0;
    this.mailLanguages = [];
  },
};

/** A token the store can tell from the one it signed in with. */
export const freshToken = () => makeToken(account.username).replace(/test-signature$/, 'fresh-signature');

const bearerUser = (request: Request): string | undefined => {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  try {
    return token ? jwtDecode<TokenClaims>(token).username : undefined;
  } catch {
    return undefined;
  }
};

const recipient = () => ({ user: { username: account.username, email: account.maskedEmail } });
const unauthorized = () => fail(401, 'Session expired. Please log in again.', 'UNAUTHORIZED');
const invalidCode = () => fail(400, 'The code is not valid.', PASSWORD_ERROR_CODES.invalidCode, { code: 'invalid' });

/** The server's password rules, as the real one applies them. */
function refusedPassword(body: { password: string; confirm_password: string }) {
  const problem = passwordProblem(body.password);
  if (problem) return fail(400, 'Weak password', PASSWORD_ERROR_CODES.weakPassword, { password: problem });
  if (body.password !== body.confirm_password) {
    return fail(400, 'Mismatch', PASSWORD_ERROR_CODES.mismatch, { confirm_password: 'mismatch' });
  }
  return undefined;
}

function mailCode(language: string | undefined) {
  passwordDb.codesSent += 1;
  passwordDb.mailLanguages.push(language ?? '');
}

const freshSignIn = () =>
  ok('Password changed', {
    token: { access_token: freshToken(), token_type: 'Bearer', expires_in: 3600 },
    language: null,
  });

export const passwordHandlers = (): HttpHandler[] => [
  http.post(apiUrl('/auth/check-email'), async ({ request }) => {
    const body = (await request.json()) as CheckEmailBody;
    // The same answer whether or not an account has the address.
    if (body.email.toLowerCase() === account.email) mailCode(body.language);
    return okMessage('If an account has this e-mail address, a code was sent to it.');
  }),
  http.post(apiUrl('/auth/reset-password'), async ({ request }) => {
    const body = (await request.json()) as ResetPasswordWithCodeBody;
    const refused = refusedPassword(body);
    if (refused) return refused;
    if (body.email.toLowerCase() !== account.email || body.code !== MAILED_CODE) return invalidCode();
    passwordDb.password = body.password;
    return okMessage('Password changed');
  }),
  http.post(apiUrl('/admin/auth/send-code'), async ({ request }) => {
    if (!bearerUser(request)) return unauthorized();
    mailCode(((await request.json()) as SendCodeBody).language);
    return ok('Code sent', recipient());
  }),
  http.post(apiUrl('/admin/auth/change-password-with-code'), async ({ request }) => {
    if (!bearerUser(request)) return unauthorized();
    const body = (await request.json()) as ChangePasswordWithCodeBody;
    const refused = refusedPassword(body);
    if (refused) return refused;
    if (body.code !== MAILED_CODE) return invalidCode();
    passwordDb.password = body.password;
    return freshSignIn();
  }),
  http.post(apiUrl('/admin/users/reset-password'), async ({ request }) => {
    const user = bearerUser(request);
    if (!user) return unauthorized();
    const body = (await request.json()) as ChangeOwnPasswordBody;
    if (body.username !== user) return fail(403, 'You can only change your own password.', 'FORBIDDEN');
    const refused = refusedPassword(body);
    if (refused) return refused;
    if (body.current_password !== passwordDb.password) {
      return fail(400, 'The current password is wrong.', PASSWORD_ERROR_CODES.wrongCurrentPassword, {
        current_password: 'is wrong',
      });
    }
    passwordDb.password = body.password;
    return freshSignIn();
  }),
];
