import { dataOf } from '@/client/api/envelope';
import type { LoginBody, LoginResult, SessionToken, TokenOwner, TwoStepLoginBody } from '@/common/api/auth';
import { api } from '@/client/api/api';

/** How long signing out waits for the server before the browser forgets the session anyway. */
const SIGN_OUT_TIMEOUT_MS = 5000;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A session's token, or (an account that signs in with two steps) a challenge to answer with a code. */
    login: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: dataOf<LoginResult>,
    }),
    /** The second step: the password step's challenge and a code of the authenticator app or a recovery code. */
    loginTwoStep: build.mutation<SessionToken, TwoStepLoginBody>({
      query: (body) => ({ url: '/auth/login/two-step', method: 'POST', body }),
      transformResponse: dataOf<SessionToken>,
    }),
    /** Ends the server-side session of the token the request carries. */
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/admin/auth/sign-out', method: 'POST', timeout: SIGN_OUT_TIMEOUT_MS }),
      transformResponse: () => undefined,
    }),
    validateToken: build.query<TokenOwner, string>({
      // The token is the argument so that a new sign-in is validated afresh rather than read from cache.
      query: () => '/auth/validate-token',
      transformResponse: dataOf<TokenOwner>,
      providesTags: ['Session'],
    }),
  }),
});

/** Whether the password step's answer asks for a second step. */
export const isTwoStepChallenge = (result: LoginResult): result is Extract<LoginResult, { two_step: unknown }> =>
  'two_step' in result;

export const { useLoginMutation, useLoginTwoStepMutation, useValidateTokenQuery } = authApi;
