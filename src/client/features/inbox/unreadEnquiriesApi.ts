import { dataOf } from '@/client/api/envelope';
import type { UnreadEnquiries } from '@/common/api/enquiries';
import { api } from '@/client/api/api';
import { ADMIN_SCREEN_RULES } from '@/common/staff-access';
import { useStaffAccess } from '@/client/features/auth/staffAccessApi';

/** What every change to an enquiry (opened, status, deleted) invalidates, so the counts follow at once. */
export const UNREAD_ENQUIRIES_TAG = { type: 'Enquiry', id: 'UNREAD' } as const;

/** New enquiries arrive from visitors, not from this admin, so the counts are also read again this often. */
export const UNREAD_ENQUIRIES_POLL_MS = 60_000;

export const unreadEnquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadEnquiries: build.query<UnreadEnquiries, void>({
      query: () => '/admin/enquiries/unread',
      transformResponse: dataOf<UnreadEnquiries>,
      providesTags: [UNREAD_ENQUIRIES_TAG],
    }),
  }),
});

/**
 * The enquiries no admin has opened yet, in all and per type (of the kinds the user's role sees), kept fresh while
 * the back office is open: the sidebar and the dashboard share the one subscription's answer. Nothing is asked
 * without a session whose role may open the inbox.
 */
export function useUnreadEnquiries() {
  const { may, twoStepSetupRequired } = useStaffAccess();
  // Until a required two-step setup is done the server opens only the user's own account: nothing to ask.
  return unreadEnquiriesApi.useGetUnreadEnquiriesQuery(undefined, {
    skip: !may(ADMIN_SCREEN_RULES.inbox) || twoStepSetupRequired,
    pollingInterval: UNREAD_ENQUIRIES_POLL_MS,
  });
}
