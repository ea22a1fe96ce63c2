import type { TwoStepPolicyBody } from '@/common/api/profile';
import type { InvitationBody, ResendInvitationBody, StaffUser, StaffUserChanges } from '@/common/api/users';
import { api } from '@/client/api/api';
import { dataOf } from '@/client/api/envelope';

const LIST = { type: 'StaffUser' as const, id: 'LIST' };
const userTag = (id: number) => ({ type: 'StaffUser' as const, id });
const TWO_STEP_POLICY = { type: 'StaffUser' as const, id: 'TWO_STEP_POLICY' };

/**
 * The staff's accounts as administrators manage them: the list, invitations, roles, deactivation, and two-step
 * sign-in (resetting a user's, and whom the site requires it of).
 */
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
    /** Turns a user's two-step sign-in off (a lost phone): they set it up again at their next sign-in. */
    resetTwoStep: build.mutation<StaffUser, number>({
      query: (id) => ({ url: `/admin/users/${id}/two-step`, method: 'DELETE' }),
      transformResponse: dataOf<StaffUser>,
      invalidatesTags: (_user, _error, id) => [userTag(id)],
    }),
    /** Whom the site requires to sign in with two steps. */
    getTwoStepPolicy: build.query<TwoStepPolicyBody, void>({
      query: () => '/admin/users/two-step-policy',
      transformResponse: dataOf<TwoStepPolicyBody>,
      providesTags: [TWO_STEP_POLICY],
    }),
    /**
     * A new policy. The signed-in user's own token is checked again too: the policy may now require of them a
     * setup they have not made (validate-token's `two_step_setup_required`).
     */
    setTwoStepPolicy: build.mutation<TwoStepPolicyBody, TwoStepPolicyBody>({
      query: (body) => ({ url: '/admin/users/two-step-policy', method: 'PUT', body }),
      transformResponse: dataOf<TwoStepPolicyBody>,
      // The answer is the policy as saved, so the screen shows it without reading it again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => undefined);
        if (saved) void dispatch(usersApi.util.upsertQueryData('getTwoStepPolicy', undefined, saved.data));
      },
      invalidatesTags: (_policy, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const {
  useGetStaffUsersQuery,
  useInviteStaffUserMutation,
  useChangeStaffUserMutation,
  useResendInvitationMutation,
  useResetTwoStepMutation,
  useGetTwoStepPolicyQuery,
  useSetTwoStepPolicyMutation,
} = usersApi;
