import { http, type HttpHandler } from 'msw';
import type { LoginBody, TwoStepLoginBody } from '@/common/api/auth';
import { ERROR_CODES } from '@/common/api/error-codes';
import { apiUrl, fail, ok } from './envelope';
import { makeToken } from './session';
import { server } from './server';

/** An account that signs in with two steps; `validCredentials` (handlers.ts) keeps signing in with one. */
export const twoStepAccount = { username: 'sari', password: 'Sandi-Dua#2025' } as const;

/** What the authenticator app shows now; any other six digits are wrong. */
export const AUTHENTICATOR_CODE = '246810';
/** One of the account's recovery codes: it works once. */
export const RECOVERY_CODE = 'abcde-fghij';

const CHALLENGE_SECONDS = 300;
const normalized = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

let issued = new Set<string>();
let recoveryCodeUsed = false;
let nextChallenge = 1;
const sentCodes: TwoStepLoginBody[] = [];

/** The mock server's side of two-step sign-in: the challenges it gave and the codes it was sent. */
export const twoStepLogin = {
  reset(): void {
    issued = new Set();
    recoveryCodeUsed = false;
    nextChallenge = 1;
    sentCodes.length = 0;
  },
  /** Every challenge given so far is now too old, as after the minutes the server allows. */
  expireChallenges(): void {
    issued.clear();
  },
  /** The bodies sent to /auth/login/two-step, in order. */
  sentCodes,
};

function answerCode({ challenge, code }: TwoStepLoginBody): Response {
  if (!issued.has(challenge)) {
    return fail(401, 'The sign-in took too long: start again', ERROR_CODES.twoStepChallengeExpired);
  }
  const recovery = normalized(code) === normalized(RECOVERY_CODE) && !recoveryCodeUsed;
  if (code !== AUTHENTICATOR_CODE && !recovery) {
    return fail(400, 'Wrong or used code', ERROR_CODES.twoStepCodeInvalid);
  }
  if (recovery) recoveryCodeUsed = true;
  issued.delete(challenge);
  return ok('Login successful', {
    token: { access_token: makeToken(twoStepAccount.username), token_type: 'Bearer', expires_in: 3600 },
    language: null,
  });
}

/** The password step answers a challenge for `twoStepAccount`, others as before; the second step checks the code. */
export function twoStepLoginHandlers(): HttpHandler[] {
  return [
    http.post(apiUrl('/auth/login'), async ({ request }) => {
      const { username, password } = (await request.clone().json()) as LoginBody;
      if (username !== twoStepAccount.username || password !== twoStepAccount.password) return undefined;
      const challenge = `challenge-${nextChallenge++}`;
      issued.add(challenge);
      return ok('Enter the code of your authenticator app', {
        two_step: { challenge, expires_in: CHALLENGE_SECONDS },
      });
    }),
    http.post(apiUrl('/auth/login/two-step'), async ({ request }) => {
      const body = (await request.json()) as TwoStepLoginBody;
      sentCodes.push(body);
      return answerCode(body);
    }),
  ];
}

/** Gives each test of the calling file `twoStepAccount` behind the mock API, with fresh challenges and codes. */
export function useTwoStepLoginApi(): void {
  beforeEach(() => {
    twoStepLogin.reset();
    server.use(...twoStepLoginHandlers());
  });
}
