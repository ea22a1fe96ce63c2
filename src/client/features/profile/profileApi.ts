import type { Envelope } from '@/common/api/envelope';
import type {
  Profile,
  ProfileChanges,
  RecoveryCodes,
  SignedOut,
  StaffSession,
  StaffSessions,
  TwoStepCodeBody,
  TwoStepSetup,
} from '@/common/api/profile';
import { api } from '@/client/api/api';
import { dataOf } from '@/client/api/envelope';

const PROFILE = 'Profile' as const;
const SESSIONS = { type: 'StaffSession' as const, id: 'LIST' };
const sessionTag = (id: number) => ({ type: 'StaffSession' as const, id });
/** The users screen shows each account's name, address and whether it signs in with two steps. */
const STAFF_USERS = { type: 'StaffUser' as const, id: 'LIST' };
/** The validate-token answer says whether the site still waits for this user to set up two-step sign-in. */
const TOKEN_OWNER = 'Session' as const;

/**
 * The signed-in user's own account: name, e-mail and interface language, two-step sign-in and the browsers signed
 * in to it. Secrets (the setup's key, recovery codes) are answers of mutations the screen resets once it has them.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/admin/profile',
      transformResponse: dataOf<Profile>,
      providesTags: [PROFILE],
    }),
    /** Any of name, e-mail and interface language. */
    updateProfile: build.mutation<Profile, ProfileChanges>({
      query: (body) => ({ url: '/admin/profile', method: 'PATCH', body }),
      transformResponse: dataOf<Profile>,
      invalidatesTags: [PROFILE, STAFF_USERS],
    }),
    /** A new secret for an authenticator app; nothing changes for sign-in until one of its codes is confirmed. */
    startTwoStepSetup: build.mutation<TwoStepSetup, void>({
      query: () => ({ url: '/admin/profile/two-step/setup', method: 'POST' }),
      transformResponse: dataOf<TwoStepSetup>,
    }),
    /** Turns two-step sign-in on with a code of the new secret; answers the recovery codes, shown once. */
    confirmTwoStep: build.mutation<RecoveryCodes, TwoStepCodeBody>({
      query: (body) => ({ url: '/admin/profile/two-step/confirm', method: 'POST', body }),
      transformResponse: dataOf<RecoveryCodes>,
      invalidatesTags: [PROFILE, TOKEN_OWNER, STAFF_USERS],
    }),
    /** Turns two-step sign-in off, given a code of the app or a recovery code. */
    disableTwoStep: build.mutation<Profile, TwoStepCodeBody>({
      query: (body) => ({ url: '/admin/profile/two-step/disable', method: 'POST', body }),
      transformResponse: dataOf<Profile>,
      invalidatesTags: [PROFILE, TOKEN_OWNER, STAFF_USERS],
    }),
    /** A new set of recovery codes, given a code; the older ones stop working. */
    renewRecoveryCodes: build.mutation<RecoveryCodes, TwoStepCodeBody>({
      query: (body) => ({ url: '/admin/profile/two-step/recovery-codes', method: 'POST', body }),
      transformResponse: dataOf<RecoveryCodes>,
      invalidatesTags: [PROFILE],
    }),
    /** The browsers signed in to the account, the one asking among them (`current`). */
    getOwnSessions: build.query<StaffSession[], void>({
      query: () => '/admin/profile/sessions',
      transformResponse: (answer: Envelope<StaffSessions>) => dataOf(answer).sessions,
      providesTags: (sessions = []) => [SESSIONS, ...sessions.map((session) => sessionTag(session.id))],
    }),
    /** Signs one of the user's other browsers out. */
    signOutSession: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/profile/sessions/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, id) => [SESSIONS, sessionTag(id)],
    }),
    /** Signs every browser but this one out; answers how many. */
    signOutOtherSessions: build.mutation<SignedOut, void>({
      query: () => ({ url: '/admin/profile/sessions/sign-out-others', method: 'POST' }),
      transformResponse: dataOf<SignedOut>,
      invalidatesTags: [SESSIONS],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useStartTwoStepSetupMutation,
  useConfirmTwoStepMutation,
  useDisableTwoStepMutation,
  useRenewRecoveryCodesMutation,
  useGetOwnSessionsQuery,
  useSignOutSessionMutation,
  useSignOutOtherSessionsMutation,
} = profileApi;
