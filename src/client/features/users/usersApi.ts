import type { InvitationBody, ResendInvitationBody, StaffUser, StaffUserChanges } from '@/common/api/users';
import { api } from '@/client/api/api';
import { dataOf } from '@/client/api/envelope';

const LIST = { type: 'StaffUser' as const, id: 'LIST' };
const userTag = (id: number) => ({ type: 'StaffUser' as const, id });

/** The staff's accounts as administrators manage them: the list, invitations, roles, deactivation. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every account, invited, active or deactivated (the API answers the whole list). */
    getStaffUsers: build.query<StaffUser[], void>({
      query: () => '/admin/users',
      transformResponse: dataOf<StaffUser[]>,
      providesTags: (users = []) => [LIST, ...users.map((user) => userTag(user.id))],
    }),
    /** Makes an invited account and mails its link. */
    inviteStaffUser: build.mutation<StaffUser, InvitationBody>({
      query: (body) => ({ url: '/admin/users/invitations', method: 'POST', body }),
      transformResponse: dataOf<StaffUser>,
      invalidatesTags: [LIST],
    }),
    /** A new role, or deactivating (`active: false`) and reactivating (`active: true`). */
    changeStaffUser: build.mutation<StaffUser, { id: number; changes: StaffUserChanges }>({
      query: ({ id, changes }) => ({ url: `/admin/users/${id}`, method: 'PATCH', body: changes }),
      transformResponse: dataOf<StaffUser>,
      invalidatesTags: (_user, _error, { id }) => [userTag(id)],
    }),
    /** Mails an invited user a new link; the older ones stop working. */
    resendInvitation: build.mutation<StaffUser, { id: number; body: ResendInvitationBody }>({
      query: ({ id, body }) => ({ url: `/admin/users/${id}/invitation`, method: 'POST', body }),
      transformResponse: dataOf<StaffUser>,
      invalidatesTags: (_user, _error, { id }) => [userTag(id)],
    }),
  }),
});

export const {
  useGetStaffUsersQuery,
  useInviteStaffUserMutation,
  useChangeStaffUserMutation,
  useResendInvitationMutation,
} = usersApi;
