import { dataOf } from '@/client/api/envelope';
import type { LoginBody, LoginResult, TokenOwner } from '@/common/api/auth';
import { api } from '@/client/api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: dataOf<LoginResult>,
    }),
    validateToken: build.query<TokenOwner, string>({
      // The token is the argument so that a new sign-in is validated afresh rather than read from cache.
      query: () => '/auth/validate-token',
      transformResponse: dataOf<TokenOwner>,
      providesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation, useValidateTokenQuery } = authApi;
