import { dataOf } from '@/client/api/envelope';
import type {
  ChangeOwnPasswordBody,
  ChangePasswordWithCodeBody,
  CheckEmailBody,
  CodeRecipient,
  SessionToken,
  ResetPasswordWithCodeBody,
  SendCodeBody,
} from '@/common/api/auth';
import { api } from '@/client/api/api';

/** The password flows: codes by mail, and password changes (SPEC.md 7 'Authentication'). */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Mails a code to the account with this address, if there is one (/login's 'Reset Password', /forgetpass's
     * resend); the answer is the same either way.
     */
    checkEmail: build.mutation<void, CheckEmailBody>({
      query: (body) => ({ url: '/auth/check-email', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    resetPasswordWithCode: build.mutation<void, ResetPasswordWithCodeBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    /** Mails a code to the signed-in user's own address (/admin/changepw). */
    sendCode: build.mutation<CodeRecipient, SendCodeBody>({
      query: (body) => ({ url: '/admin/auth/send-code', method: 'POST', body }),
      transformResponse: dataOf<CodeRecipient>,
    }),
    /** Answers a fresh token: the change revokes the one the request was made with. */
    changePasswordWithCode: build.mutation<SessionToken, ChangePasswordWithCodeBody>({
      query: (body) => ({ url: '/admin/auth/change-password-with-code', method: 'POST', body }),
      transformResponse: dataOf<SessionToken>,
    }),
    /** Answers a fresh token: the change revokes the one the request was made with. */
    changeOwnPassword: build.mutation<SessionToken, ChangeOwnPasswordBody>({
      query: (body) => ({ url: '/admin/users/reset-password', method: 'POST', body }),
      transformResponse: dataOf<SessionToken>,
    }),
  }),
});

export const {
  useCheckEmailMutation,
  useResetPasswordWithCodeMutation,
  useSendCodeMutation,
  useChangePasswordWithCodeMutation,
  useChangeOwnPasswordMutation,
} = passwordApi;
