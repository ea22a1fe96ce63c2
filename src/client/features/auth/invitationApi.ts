import type { AcceptInvitationBody, InvitationInfo } from '@/common/api/users';
import { api } from '@/client/api/api';
import { dataOf } from '@/client/api/envelope';

/** An invitation's link (public: the link is the credential): whom it invites, and setting the first password. */
export const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whom the link's token invites; 410 INVITATION_INVALID when it was used, replaced or is too old. */
    getInvitation: build.query<InvitationInfo, string>({
      query: (token) => ({ url: '/auth/invitation', params: { token } }),
      transformResponse: dataOf<InvitationInfo>,
    }),
    acceptInvitation: build.mutation<void, AcceptInvitationBody>({
      query: (body) => ({ url: '/auth/accept-invitation', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useGetInvitationQuery, useAcceptInvitationMutation } = invitationApi;
