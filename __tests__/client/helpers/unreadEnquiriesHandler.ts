import { http } from 'msw';
import { apiUrl, ok } from './envelope';
import { bearerUser, unauthorized } from './mockRequests';

/**
 * What every admin screen's sidebar asks when a test has no inbox of its own (see inboxHandlers.ts): no unread
 * enquiries. Among the shared handlers, so tests of other screens need not know about the inbox.
 */
export const noUnreadEnquiriesHandler = http.get(apiUrl('/admin/enquiries/unread'), ({ request }) =>
  bearerUser(request)
    ? ok('Unread enquiries counted', { total: 0, byType: { contact: 0, quote: 0, application: 0 } })
    : unauthorized(),
);
