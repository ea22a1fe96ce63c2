import type { LoginBody, LoginResult, TokenOwner } from '@/common/api/auth';
import type { Envelope } from '@/common/api/envelope';
import { api } from '@/client/api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (response: Envelope<LoginResult>) => response.data,
    }),
    validateToken: build.query<TokenOwner, string>({
      // The token is the argument so that a new sign-in is validated afresh rather than read from cache.
      query: () => '/auth/validate-token',
      transformResponse: (response: Envelope<TokenOwner>) => response.data,
      providesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation, useValidateTokenQuery } = authApi;
